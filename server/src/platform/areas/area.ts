import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { BotVerifier } from "../bot/bot-check";
import type { PagePurge } from "../page-cache/page-purge";
import type { AppConfig } from "../config";
import type { Db } from "../database/db.types";
import type { EventBus, Listeners } from "../events/event-bus";
import type { Job } from "../jobs/job-runner";
import type { Mailer } from "../mail/mailer";
import type { RateLimits } from "../rate-limit/rate-limits";

/** The logging every part of the platform writes with (pino's shape, as Fastify's logger). */
export type PlatformLog = Pick<FastifyBaseLogger, "debug" | "info" | "warn" | "error">;

/** What every area may use: the platform's parts, made once by app.ts. */
export interface Platform {
  config: AppConfig;
  db: Db;
  events: EventBus;
  mailer: Mailer;
  limits: RateLimits;
  bot: BotVerifier;
  /**
   * Purges the shop's kept pages that show any of the given ids, in every process and at the
   * edge (decision 0088): call it after the change has committed.
   */
  pages: Pick<PagePurge, "purge">;
  /** Where background failures that must not fail a request are reported (the app's logger). */
  warn: (error: unknown) => void;
  /** The app's logger (a silent one where there is no app: tests, command-line tools). */
  log: PlatformLog;
}

/**
 * One business area, as its front door (`modules/<area>/index.ts`) declares it:
 * - `name`: how other areas name it in their `needs`;
 * - `needs`: the areas whose services it calls, each by its public service type
 *   (`Needs` maps an area's name to that type; list every key once, `{ catalog: true }`);
 * - `create`: makes its service from the platform and the services it needs;
 * - `routes`: registers its HTTP routes (an encapsulated Fastify plugin);
 * - `listens`: the events it reacts to (platform/events/event-catalogue.ts), with the services
 *   it needs at hand as `create` has them;
 * - `jobs`: its interval jobs, run by the platform's one job runner;
 * - `warmUp`: work done once before the server takes requests (loading a cache), so the first
 *   shoppers do not wait behind it; run by the server's start (serve.ts), not by tests.
 */
export interface AreaDefinition<Name extends string, Needs, Service> {
  readonly name: Name;
  readonly needs: { readonly [K in keyof Needs]: true };
  create(platform: Platform, needs: Needs): Service;
  routes?(app: FastifyInstance, service: Service, platform: Platform): Promise<void>;
  listens?(service: Service, platform: Platform, needs: Needs): Listeners;
  jobs?(service: Service, platform: Platform): Job[];
  warmUp?(service: Service, platform: Platform): Promise<void>;
}

/** Any area, as app.ts lists them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the list holds areas of every shape
export type AnyArea = AreaDefinition<string, any, unknown>;

/**
 * Declares an area: `defineArea<{ catalog: CatalogService }>()({ name: "cart", needs: { catalog:
 * true }, create: (platform, { catalog }) => … })`. The first call fixes what it needs, the
 * second infers the rest.
 */
export function defineArea<Needs = Record<never, never>>() {
  return <Name extends string, Service>(
    definition: AreaDefinition<Name, Needs, Service>,
  ): AreaDefinition<Name, Needs, Service> => definition;
}

/**
 * The order areas are made in: every area after the areas it needs, otherwise as listed.
 * Stops with a message naming the areas when one needs an area nobody listed, when two share
 * a name, or when needs run in a circle.
 */
export function creationOrder<Area extends { name: string; needs: object }>(
  areas: readonly Area[],
): Area[] {
  const byName = new Map<string, Area>();
  for (const area of areas) {
    if (byName.has(area.name)) throw new Error(`Two areas are named ${area.name}.`);
    byName.set(area.name, area);
  }
  const ordered: Area[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (area: Area, path: string[]) => {
    if (state.get(area.name) === "done") return;
    if (state.get(area.name) === "visiting") {
      const circle = [...path.slice(path.indexOf(area.name)), area.name];
      throw new Error(`Areas need each other in a circle: ${circle.join(" → ")}.`);
    }
    state.set(area.name, "visiting");
    for (const need of Object.keys(area.needs)) {
      const needed = byName.get(need);
      if (!needed) throw new Error(`Area ${area.name} needs ${need}, which is not listed.`);
      visit(needed, [...path, area.name]);
    }
    state.set(area.name, "done");
    ordered.push(area);
  };
  for (const area of areas) visit(area, []);
  return ordered;
}

export interface BuiltArea {
  area: AnyArea;
  service: unknown;
}

/**
 * Makes every area's service in creation order, hands each the services it needs, and
 * registers its listeners and jobs. Routes are registered by the caller (`registerRoutes`),
 * once the platform's own plugins are in place.
 */
export function createAreas(
  areas: readonly AnyArea[],
  platform: Platform,
  addJob: (job: Job) => void,
): { services: ReadonlyMap<string, unknown>; built: BuiltArea[] } {
  const services = new Map<string, unknown>();
  const built: BuiltArea[] = [];
  for (const area of creationOrder(areas)) {
    const needs = Object.fromEntries(
      Object.keys(area.needs).map((need) => [need, services.get(need)]),
    );
    const service = area.create(platform, needs);
    services.set(area.name, service);
    if (area.listens) platform.events.listen(area.name, area.listens(service, platform, needs));
    for (const job of area.jobs?.(service, platform) ?? []) addJob(job);
    built.push({ area, service });
  }
  return { services, built };
}

/**
 * Runs every area's warm-up, one after the other (each may hold the event loop for a while);
 * one that fails is reported and the start goes on, as the area would load on first use.
 */
export async function warmUpAreas(built: readonly BuiltArea[], platform: Platform): Promise<void> {
  for (const { area, service } of built) {
    if (!area.warmUp) continue;
    try {
      await area.warmUp(service, platform);
    } catch (error) {
      platform.log.error({ err: error, area: area.name }, "warm-up failed");
    }
  }
}

/** Registers every area's routes, each area in its own encapsulated plugin. */
export async function registerRoutes(
  app: FastifyInstance,
  built: readonly BuiltArea[],
  platform: Platform,
): Promise<void> {
  for (const { area, service } of built) {
    const routes = area.routes;
    if (routes) await app.register(async (scope) => routes(scope, service, platform));
  }
}
