import { isUtf8 } from "node:buffer";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { AppConfig } from "../config";
import type { Db } from "../database/db.types";
import { AppError } from "../errors/app-error";
import {
  answerClientError,
  answerFrameworkError,
  errorHandlerPlugin,
} from "../errors/error-handler.plugin";
import { mailRequestsPerAddress } from "../mail/mailer";
import type { RateLimits, RateRule } from "../rate-limit/rate-limits";
import { redactSecrets } from "../security/log-redaction";
import { apiFallbackPlugin } from "./api-fallback.plugin";
import { pageShopper } from "./client-connection";
import { compressionPlugin } from "./compression";
import { registerImmutableAssets } from "./immutable-assets";
import { readToken, type AddressLimitName } from "./endpoint-route";
import { loadSheddingPlugin, type LoadSample } from "./load-shedding.plugin";
import { correlationIdFor, requestContextPlugin } from "./request-context.plugin";
import type { Shopper, SiteScope } from "./request-scope";
import { securityHeadersPlugin } from "./security-headers";
import { contentProviderOrigins } from "@ridgeline/contract";
import type { VisitorExperiments } from "./decisions";
import { webHandlerRoutes, type WebBuild } from "./web-handler.routes";
import type { PageCache } from "../page-cache/page-cache";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends a kept shared page if there is a fresh one for the request (decision 0088). */
    pageHits: { serve: ((request: FastifyRequest, reply: FastifyReply) => boolean) | null };
  }
}

/** A trust function for the nearest `hops` proxies (hop 0 is the socket's peer). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const INVALID_UTF8 = { field: "body", message: "body: must be valid UTF-8" };

/**
 * The logger's options with every line passed through `redactSecrets` as it is written: request
 * URLs, error messages and anything else that quotes a link lose their query secrets in one place
 * (decision 0077), whatever a future log call puts in its line.
 */
export function redactingLogger(
  logger: FastifyServerOptions["logger"],
): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const inner = options.hooks?.streamWrite;
  return {
    ...options,
    hooks: {
      ...options.hooks,
      streamWrite: (line: string) => redactSecrets(inner ? inner(line) : line),
    },
  };
}

/** The Fastify instance with the shop's server options; nothing registered yet. */
export function createHttpServer(
  config: AppConfig,
  logger: FastifyServerOptions["logger"],
): FastifyInstance {
  return Fastify({
    logger: redactingLogger(logger),
    genReqId: (request) => correlationIdFor(request.headers),
    // Every log line of a request carries its correlation id, as the error envelope does.
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // What Node's parser refuses (headers over 16 KiB, a bad content length, an unknown
    // method) and a request without Host are answered with the envelope too (decision 0033).
    clientErrorHandler: answerClientError,
    http: { maxHeaderSize: 16 * 1024, requireHostHeader: false },
    // Off unless TRUST_PROXY names a hop count or the proxies: X-Forwarded-For from anyone else
    // would let a client pick its own address and walk past every per-address limit.
    // A hop count trusts the nearest n hops, as proxy-addr reads a number (Fastify's types take
    // no number, so the count is handed over as proxy-addr's own trust function).
    trustProxy:
      typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
  });
}

/** What the edge needs from the areas to give each request its scope. */
export interface ScopeSources {
  resolveSite(locale: string | null): Promise<SiteScope>;
  resolveToken(token: string): Promise<Shopper | null>;
}

/**
 * Everything a request meets before an area's route: the error envelope, security headers,
 * the API fallback, host and access-key checks, load shedding, cookies, the JSON parser, and
 * the decorations routes use (scope, per-address limits, response validation).
 */
export async function registerEdge(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    db: Db;
    limits: RateLimits;
    scope: ScopeSources;
    loadSample?: (() => LoadSample) | undefined;
  },
): Promise<void> {
  const { config, db, limits, scope } = options;
  app.decorate("validateResponses", config.env !== "production");
  const addressRules: Record<AddressLimitName, RateRule> = {
    mail: mailRequestsPerAddress(config.mailRequestsPerAddress),
    // One beacon per page a shopper leaves: a few hundred an hour is a busy shopper, not more.
    beacon: { name: "beacon-address", limit: 600, windowMs: 60 * 60 * 1000 },
    // The experimentation SDKs' batches and audience data: a browser's SDK flushes at most once
    // a second (001 §9), so an hour of that from one address, and no flood of rows.
    events: { name: "events-address", limit: 3_600, windowMs: 60 * 60 * 1000 },
  };
  app.decorate("limitAddress", (name: AddressLimitName, request: FastifyRequest) =>
    limits.check(addressRules[name], request.ip),
  );
  app.decorate("resolveScope", async (request) => {
    const token = readToken(request, config.cookieSecure);
    return {
      site: await scope.resolveSite(request.locale),
      shopper: token
        ? await pageShopper(token, request.method, () => scope.resolveToken(token))
        : null,
      correlationId: request.correlationId,
      channel: request.channel,
    };
  });

  app.decorate("directRoutes", []);
  app.decorate("resolveDirectScope", async (call) => {
    const token = call.token;
    return {
      site: await scope.resolveSite(call.locale),
      shopper: token ? await pageShopper(token, "GET", () => scope.resolveToken(token)) : null,
      correlationId: call.correlationId,
      channel: call.channel,
    };
  });

  await app.register(errorHandlerPlugin);
  // First of the request hooks, so answers refused early (API421, API400) carry them too.
  await app.register(securityHeadersPlugin, {
    hsts: config.env === "production",
    providerOrigins: contentProviderOrigins(config.contentProviders),
  });
  await app.register(compressionPlugin);
  await app.register(apiFallbackPlugin);
  await app.register(requestContextPlugin, {
    appId: config.appId,
    accessKeys: config.accessKeys,
    allowedHosts: config.allowedHosts,
  });
  // Kept pages go out here, before load shedding's line (the web handler fills it in).
  app.decorate("pageHits", { serve: null });
  // A callback hook, not an async one: no promise per request on the hottest path. A hit has
  // written its answer (hijacked); the request goes no further.
  app.addHook("onRequest", (request, reply, done) => {
    if (!app.pageHits.serve?.(request, reply)) done();
  });
  await app.register(loadSheddingPlugin, {
    limits: config.loadShedding,
    databaseWaiting: () => db.waiting?.() ?? 0,
    sample: options.loadSample,
  });
  await app.register(cookie);

  // An empty JSON body (POST /cart/v1/cart sends none) is no body rather than an error.
  // Read as bytes: decoding to a string would turn invalid UTF-8 into U+FFFD unseen.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    const bytes = typeof body === "string" ? Buffer.from(body) : body;
    if (!isUtf8(bytes)) return done(new AppError("VAL400", INVALID_UTF8));
    parseJson(request, bytes.toString("utf8"), done);
  });
}

/** The web app's client assets and its request handler, for every path no route took. */
export async function registerWeb(
  app: FastifyInstance,
  config: AppConfig,
  web: { build: WebBuild; clientDir: string } | null | undefined,
  pageCache: PageCache | null,
  experiments: VisitorExperiments | null = null,
  segmentSecret: string | null = null,
): Promise<void> {
  if (web) {
    await app.register(async (files) => {
      // The web app's files (scripts, styles, icons) are never held in line nor refused: a
      // page already in the shopper's browser needs them (decision 0080).
      files.addHook("onRoute", (route) => {
        route.config = { ...route.config, admission: "exempt" };
      });
      // Fingerprinted files from memory (decision 0107); the rest (icons, media) from disk.
      await registerImmutableAssets(files, join(web.clientDir, "assets"), "/assets");
      await files.register(fastifyStatic, {
        root: web.clientDir,
        wildcard: false,
        globIgnore: ["assets/**"],
        // The build writes .br and .gz beside each asset (web/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders(res) {
          res.header("cache-control", "public, max-age=3600");
        },
      });
    });
  }
  await app.register(webHandlerRoutes, {
    web: web?.build ?? null,
    accessKey: config.webAccessKey,
    cookieSecure: config.cookieSecure,
    publicOrigin: config.publicOrigin,
    contentProviders: config.contentProviders,
    brand: config.brand,
    allowedHosts: config.allowedHosts,
    mode: config.env === "production" ? "production" : "development",
    pageCache,
    experiments,
    segmentSecret,
  });
}
