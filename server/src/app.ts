import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { addressesArea } from "./modules/addresses";
import { aftersalesArea } from "./modules/aftersales";
import { cartArea } from "./modules/cart";
import { catalogArea } from "./modules/catalog";
import { checkoutArea } from "./modules/checkout";
import { contentArea } from "./modules/content";
import { consentArea } from "./modules/consent";
import { experimentsArea } from "./modules/experiments";
import { contentSecret } from "./platform/security/staff-tokens";
import { favoritesArea } from "./modules/favorites";
import { helpArea } from "./modules/help";
import { housekeepingArea } from "./modules/housekeeping";
import { giftCardsArea } from "./modules/giftcards";
import { identityArea } from "./modules/identity";
import { inventoryArea } from "./modules/inventory";
import { loyaltyArea } from "./modules/loyalty";
import { mediaArea } from "./modules/media";
import { merchandisingArea } from "./modules/merchandising";
import { notificationsArea } from "./modules/notifications";
import { ordersArea } from "./modules/orders";
import { paymentsArea } from "./modules/payments";
import { profileArea } from "./modules/profile";
import { programsArea } from "./modules/programs";
import { reviewsArea } from "./modules/reviews";
import { searchArea } from "./modules/search";
import { sessionArea } from "./modules/session";
import { siteArea } from "./modules/site";
import { storesArea } from "./modules/stores";
import { subscriptionsArea } from "./modules/subscriptions";
import { utilitiesArea } from "./modules/utilities";
import { vitalsArea } from "./modules/vitals";
import {
  createAreas,
  registerRoutes,
  warmUpAreas,
  type Platform,
  type PlatformLog,
} from "./platform/areas/area";
import type { AppConfig } from "./platform/config";
import type { Db } from "./platform/database/db.types";
import { healthRoutes } from "./platform/http/health.routes";
import { createHttpServer, registerEdge, registerWeb } from "./platform/http/http-server";
import type { LoadSample } from "./platform/http/load-shedding.plugin";
import { openApiRoutes } from "./platform/http/openapi.routes";
import { addWarmUp } from "./platform/http/warm-up";
import type { WebBuild } from "./platform/http/web-handler.routes";
import type { JobRunner } from "./platform/jobs/job-runner";
import type { PagePurge } from "./platform/page-cache/page-purge";
import { createPlatform, SILENT } from "./platform/create-platform";
import { jobsPlugin } from "./platform/jobs/jobs.plugin";
import { mailPlugin } from "./platform/mail/mail.plugin";

/**
 * The store's business areas. The order they are made in follows from what each needs
 * (platform/areas); a circle of needs stops the start with a message naming it.
 */
export const AREAS = [
  siteArea,
  inventoryArea,
  catalogArea,
  mediaArea,
  searchArea,
  merchandisingArea,
  reviewsArea,
  notificationsArea,
  storesArea,
  utilitiesArea,
  addressesArea,
  paymentsArea,
  ordersArea,
  helpArea,
  contentArea,
  loyaltyArea,
  identityArea,
  programsArea,
  cartArea,
  checkoutArea,
  aftersalesArea,
  giftCardsArea,
  favoritesArea,
  consentArea,
  vitalsArea,
  experimentsArea,
  subscriptionsArea,
  profileArea,
  sessionArea,
  housekeepingArea,
] as const;

type ServiceOf<Area> = Area extends { create(...args: never[]): infer Service } ? Service : never;

/** Every area's service by the area's name, and the platform's parts the areas share. */
export type Services = {
  [Area in (typeof AREAS)[number] as Area["name"]]: ServiceOf<Area>;
} & Pick<Platform, "events" | "mailer" | "limits" | "bot"> & { jobs: JobRunner; pages: PagePurge };

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** The web app's server build and its client assets; without it only the API is served. */
  web?: { build: WebBuild; clientDir: string } | null;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the load measurements load shedding reads (tests simulate pressure with it). */
  loadSample?: () => LoadSample;
  /** Hands over the app's own services (tests set the provider's faults and run recovery). */
  onServices?: (services: Services) => void;
}

function servicesOf(platform: Platform & { jobs: JobRunner; pages: PagePurge }): {
  services: Services;
  built: ReturnType<typeof createAreas>["built"];
} {
  const { services, built } = createAreas(AREAS, platform, (job) => platform.jobs.add(job));
  const { events, mailer, limits, bot, jobs, pages } = platform;
  const byName = Object.fromEntries(services) as Omit<Services, keyof Platform | "jobs">;
  return { services: { ...byName, events, mailer, limits, bot, jobs, pages }, built };
}

/**
 * Every area's service without an HTTP server (tests, command-line tools). Background
 * failures go to `warn`; nothing runs on a timer.
 */
export function createServices(
  config: AppConfig,
  db: Db,
  warn: (error: unknown) => void = () => undefined,
): Services {
  const log = {
    ...SILENT,
    warn: (details: unknown) => warn(details),
    error: (details: unknown) => warn(details),
  };
  return servicesOf(createPlatform(config, db, log as PlatformLog)).services;
}

/** Builds the whole store (API, pictures and pages) without listening, so tests can inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = createHttpServer(config, options.logger);
  const platform = createPlatform(config, db, app.log);
  const { services, built } = servicesOf(platform);
  options.onServices?.(services);
  await registerEdge(app, {
    config,
    db,
    limits: platform.limits,
    scope: {
      resolveSite: (locale) => services.site.resolveSite(locale),
      resolveToken: (token) => services.identity.identity.resolveToken(token),
    },
    loadSample: options.loadSample,
  });
  await app.register(healthRoutes, { db });
  await app.register(openApiRoutes);
  await app.register(mailPlugin, { mailer: platform.mailer, devPage: config.devOutbox });
  await registerRoutes(app, built, platform);
  await app.register(jobsPlugin, { runner: platform.jobs });
  await registerWeb(
    app,
    config,
    options.web,
    platform.pageCache,
    {
      decide: (visitorId, site) => services.experiments.pages.decide(visitorId, site),
      forget: (visitorId) =>
        void services.experiments.audiences.forget(visitorId).catch((error: unknown) => {
          app.log.warn({ err: error }, "a withdrawn visitor id's link was not ended");
        }),
    },
    contentSecret(config),
  );
  // Other processes' purges reach this one's kept pages while it runs.
  await platform.pages.start();
  app.addHook("onClose", () => platform.pages.stop());
  addWarmUp(app, {
    warmUpAreas: () => warmUpAreas(built, platform),
    publicOrigin: config.publicOrigin,
    pages: Boolean(options.web),
  });
  return app;
}
