import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import { COOKIES } from "@ridgeline/contract";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { AppConfig } from "./platform/config";
import type { Db } from "./platform/database/db.types";
import { answerFrameworkError, errorHandlerPlugin } from "./platform/errors/error-handler.plugin";
import { apiFallbackPlugin } from "./platform/http/api-fallback.plugin";
import { readToken } from "./platform/http/endpoint-route";
import { healthRoutes } from "./platform/http/health.routes";
import { openApiRoutes } from "./platform/http/openapi.routes";
import { correlationIdFor, requestContextPlugin } from "./platform/http/request-context.plugin";
import { webHandlerRoutes, type WebBuild } from "./platform/http/web-handler.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { createCartService } from "./modules/cart/cart.service";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { identityRoutes } from "./modules/identity/identity.routes";
import { createIdentityService } from "./modules/identity/identity.service";
import { createInventoryService } from "./modules/inventory/inventory.service";
import { mediaRoutes } from "./modules/media/media.routes";
import { searchRoutes } from "./modules/search/search.routes";
import { createSearchService } from "./modules/search/search.service";
import { siteRoutes } from "./modules/site/site.routes";
import { createSiteService } from "./modules/site/site.service";

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** The web app's server build and its client assets; without it only the API is served. */
  web?: { build: WebBuild; clientDir: string } | null;
  logger?: FastifyServerOptions["logger"];
}

/** Wires the services of every area; each area gets only the services it calls. */
function createServices(config: AppConfig, db: Db) {
  const sites = createSiteService({ db });
  const identity = createIdentityService({ db, guestTokenTtlSeconds: config.guestTokenTtlSeconds });
  const inventory = createInventoryService({ db });
  const catalog = createCatalogService({ db, inventory });
  const search = createSearchService({ db, catalog, inventory });
  const cart = createCartService({ db, catalog, inventory });
  return { sites, identity, inventory, catalog, search, cart };
}

/** Builds the whole store (API, pictures and pages) without listening, so tests can inject. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: (request) => correlationIdFor(request.headers),
    // Every log line of a request carries its correlation id, as the error envelope does.
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    trustProxy: true,
  });
  const services = createServices(config, db);

  app.decorate("validateResponses", config.env !== "production");
  app.decorate("resolveScope", async (request) => {
    const token = readToken(request, COOKIES.accessToken);
    return {
      site: await services.sites.resolveSite(request.locale),
      shopper: token ? await services.identity.resolveToken(token) : null,
      correlationId: request.correlationId,
      channel: request.channel,
    };
  });

  await app.register(errorHandlerPlugin);
  await app.register(apiFallbackPlugin);
  await app.register(requestContextPlugin, { appId: config.appId, accessKeys: config.accessKeys });
  await app.register(cookie);

  // An empty JSON body (POST /cart/v1/cart sends none) is no body rather than an error.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "" || body === undefined) return done(null, undefined);
    parseJson(request, typeof body === "string" ? body : body.toString("utf8"), done);
  });

  await app.register(healthRoutes, { db });
  await app.register(openApiRoutes);
  await app.register(siteRoutes, { sites: services.sites });
  await app.register(identityRoutes, {
    identity: services.identity,
    cookieSecure: config.cookieSecure,
  });
  await app.register(catalogRoutes, { catalog: services.catalog });
  await app.register(searchRoutes, { search: services.search });
  await app.register(cartRoutes, { cart: services.cart });
  await app.register(mediaRoutes, { catalog: services.catalog });

  if (options.web) {
    await app.register(fastifyStatic, {
      root: options.web.clientDir,
      wildcard: false,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so those files never change.
        const immutable = path.includes("/assets/");
        res.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }
  await app.register(webHandlerRoutes, {
    web: options.web?.build ?? null,
    accessKey: config.webAccessKey,
    cookieSecure: config.cookieSecure,
    mode: config.env === "production" ? "production" : "development",
  });
  return app;
}
