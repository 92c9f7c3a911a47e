import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { addressesArea } from "./modules/addresses";
import { cartArea } from "./modules/cart";
import { catalogArea } from "./modules/catalog";
import { favoritesArea } from "./modules/favorites";
import { housekeepingArea } from "./modules/housekeeping";
import { identityArea } from "./modules/identity";
import { inventoryArea } from "./modules/inventory";
import { loyaltyArea } from "./modules/loyalty";
import { mediaArea } from "./modules/media";
import { merchandisingArea } from "./modules/merchandising";
import { notificationsArea } from "./modules/notifications";
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
import {
  createAreas,
  registerRoutes,
  type Platform,
  type PlatformLog,
} from "./platform/areas/area";
import { createProofOfWorkVerifier } from "./platform/bot/bot-check";
import type { AppConfig } from "./platform/config";
import type { Db } from "./platform/database/db.types";
import { createEventBus } from "./platform/events/event-bus";
import { healthRoutes } from "./platform/http/health.routes";
import { createHttpServer, registerEdge, registerWeb } from "./platform/http/http-server";
import type { LoadSample } from "./platform/http/load-shedding.plugin";
import { openApiRoutes } from "./platform/http/openapi.routes";
import type { WebBuild } from "./platform/http/web-handler.routes";
import { createJobRunner, type JobRunner } from "./platform/jobs/job-runner";
import { jobsPlugin } from "./platform/jobs/jobs.plugin";
import { mailPlugin } from "./platform/mail/mail.plugin";
import { createMailer, OUTBOX_TRANSPORT } from "./platform/mail/mailer";
import { createSmtpTransport } from "./platform/mail/smtp.adapter";
import { createRateLimits, databaseRateLimitStore } from "./platform/rate-limit/rate-limits";

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
  loyaltyArea,
  identityArea,
  programsArea,
  cartArea,
  favoritesArea,
  subscriptionsArea,
  profileArea,
  sessionArea,
  housekeepingArea,
] as const;

/** How often the mail outbox and the event deliveries are worked through. */
const DELIVERY_INTERVAL_MS = 5000;
/** How often settled event deliveries older than a week are forgotten. */
const EVENT_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const EVENT_RETENTION_DAYS = 7;

type ServiceOf<Area> = Area extends { create(...args: never[]): infer Service } ? Service : never;

/** Every area's service by the area's name, and the platform's parts the areas share. */
export type Services = {
  [Area in (typeof AREAS)[number] as Area["name"]]: ServiceOf<Area>;
} & Pick<Platform, "events" | "mailer" | "limits" | "bot"> & { jobs: JobRunner };

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** The web app's server build and its client assets; without it only the API is served. */
  web?: { build: WebBuild; clientDir: string } | null;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the load measurements load shedding reads (tests simulate pressure with it). */
  loadSample?: () => LoadSample;
}

const SILENT: PlatformLog = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** The platform's parts every area may use, and the job runner that runs their jobs. */
function createPlatform(
  config: AppConfig,
  db: Db,
  log: PlatformLog,
): Platform & { jobs: JobRunner } {
  // Per-address and per-account limits, counted in the database so every process shares them.
  const limits = createRateLimits({ store: databaseRateLimitStore(db) });
  const events = createEventBus({
    db,
    log: (level, message, details) => log[level](details, message),
  });
  const jobs = createJobRunner({
    runAlone: db.runAlone?.bind(db),
    log: (level, message, details) => log[level](details, message),
  });
  // Without SMTP_URL mail stays in the outbox, which is then the mailbox (decision 0032).
  const mailer = createMailer({
    db,
    limits,
    transport: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
      : OUTBOX_TRANSPORT,
  });
  const bot = createProofOfWorkVerifier({
    db,
    // Without BOT_SECRET each process signs with its own key: fine for one process only.
    secret: config.botSecret ? Buffer.from(config.botSecret) : randomBytes(32),
    difficulty: config.botDifficultyBits,
  });
  // Tests deliver and purge when they choose to, so what they see never races a timer.
  const every = (ms: number) => (config.env === "test" ? 0 : ms);
  jobs.add({
    name: "mail-delivery",
    intervalMs: every(DELIVERY_INTERVAL_MS),
    run: async (stop) => {
      const report = await mailer.deliverPending(undefined, stop);
      for (const failure of report.deferred)
        log.warn({ mail: failure }, "mail not delivered yet; it will be tried again");
      for (const failure of report.failed)
        log.error({ mail: failure }, "mail given up: it will not be tried again");
    },
  });
  jobs.add({
    name: "event-delivery",
    intervalMs: every(DELIVERY_INTERVAL_MS),
    run: (stop) => events.deliverPending(undefined, stop),
  });
  jobs.add({
    name: "event-purge",
    intervalMs: every(EVENT_PURGE_INTERVAL_MS),
    alone: true,
    run: () => events.purgeSettled(EVENT_RETENTION_DAYS),
  });
  const warn = (error: unknown) => log.warn({ err: error }, "a background task failed");
  return { config, db, limits, events, mailer, bot, jobs, log, warn };
}

function servicesOf(platform: Platform & { jobs: JobRunner }): {
  services: Services;
  built: ReturnType<typeof createAreas>["built"];
} {
  const { services, built } = createAreas(AREAS, platform, (job) => platform.jobs.add(job));
  const { events, mailer, limits, bot, jobs } = platform;
  const byName = Object.fromEntries(services) as Omit<Services, keyof Platform | "jobs">;
  return { services: { ...byName, events, mailer, limits, bot, jobs }, built };
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
  await registerWeb(app, config, options.web);
  return app;
}
