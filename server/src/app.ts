import { isUtf8 } from "node:buffer";
import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import type { AppConfig } from "./platform/config";
import type { Db } from "./platform/database/db.types";
import {
  answerClientError,
  answerFrameworkError,
  errorHandlerPlugin,
} from "./platform/errors/error-handler.plugin";
import { apiFallbackPlugin } from "./platform/http/api-fallback.plugin";
import { readToken, type AddressLimitName } from "./platform/http/endpoint-route";
import { healthRoutes } from "./platform/http/health.routes";
import { loadSheddingPlugin, type LoadSample } from "./platform/http/load-shedding.plugin";
import { openApiRoutes } from "./platform/http/openapi.routes";
import { correlationIdFor, requestContextPlugin } from "./platform/http/request-context.plugin";
import { securityHeaders } from "./platform/http/security-headers";
import { webHandlerRoutes, type WebBuild } from "./platform/http/web-handler.routes";
import { AppError } from "./platform/errors/app-error";
import { mailPlugin } from "./platform/mail/mail.plugin";
import { createMailer, mailRequestsPerAddress, OUTBOX_TRANSPORT } from "./platform/mail/mailer";
import { createSmtpTransport } from "./platform/mail/smtp.adapter";
import { cartRoutes } from "./modules/cart/cart.routes";
import { createCartService, type CartService } from "./modules/cart/cart.service";
import { favoritesRoutes } from "./modules/favorites/favorites.routes";
import {
  createFavoritesService,
  type FavoritesService,
} from "./modules/favorites/favorites.service";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { createCatalogService } from "./modules/catalog/catalog.service";
import { accountsRoutes } from "./modules/identity/accounts.routes";
import { createProofOfWorkVerifier } from "./platform/bot/bot-check";
import { createAccountsService } from "./modules/identity/accounts.service";
import { createPasswordsService } from "./modules/identity/passwords.service";
import { identityRoutes } from "./modules/identity/identity.routes";
import { housekeepingPlugin } from "./modules/housekeeping/housekeeping.plugin";
import { createHousekeepingService } from "./modules/housekeeping/housekeeping.service";
import { createIdentityService } from "./modules/identity/identity.service";
import { createInventoryService } from "./modules/inventory/inventory.service";
import { mediaRoutes } from "./modules/media/media.routes";
import { paymentInstrumentsRoutes } from "./modules/payments/payment-instruments.routes";
import { createPaymentInstrumentsService } from "./modules/payments/payment-instruments.service";
import { createPaymentSandbox } from "./modules/payments/payment-sandbox.service";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes";
import {
  createSubscriptionsService,
  type SubscriptionsService,
} from "./modules/subscriptions/subscriptions.service";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import {
  createNotificationsService,
  type NotificationsService,
} from "./modules/notifications/notifications.service";
import { createReviewQuestionsService } from "./modules/reviews/review-questions.service";
import { reviewsRoutes } from "./modules/reviews/reviews.routes";
import { createReviewsService } from "./modules/reviews/reviews.service";
import { merchandisingRoutes } from "./modules/merchandising/merchandising.routes";
import { createMerchandisingService } from "./modules/merchandising/merchandising.service";
import { createProductSetsService } from "./modules/merchandising/product-sets.service";
import { createRecommendationsService } from "./modules/merchandising/recommendations.service";
import { searchRoutes } from "./modules/search/search.routes";
import { createSearchService, type SearchService } from "./modules/search/search.service";
import { siteRoutes } from "./modules/site/site.routes";
import { createSiteService } from "./modules/site/site.service";
import { availabilityRoutes } from "./modules/stores/availability.routes";
import { createAvailabilityService } from "./modules/stores/availability.service";
import { storesRoutes } from "./modules/stores/stores.routes";
import { createStoresService } from "./modules/stores/stores.service";
import { addressesRoutes } from "./modules/addresses/addresses.routes";
import {
  createAddressesService,
  type AddressesService,
} from "./modules/addresses/addresses.service";
import { utilitiesRoutes } from "./modules/utilities/utilities.routes";
import { createHmac } from "node:crypto";
import { loyaltyRoutes } from "./modules/loyalty/loyalty.routes";
import { createLoyaltyService } from "./modules/loyalty/loyalty.service";
import { profileRoutes } from "./modules/identity/profile.routes";
import { createProfileService } from "./modules/identity/profile.service";
import { createUtilitiesService } from "./modules/utilities/utilities.service";
import { createEmployeeTermsService } from "./modules/identity/employee-terms.service";
import { createAssociatesService } from "./modules/programs/associates.service";
import { programsRoutes } from "./modules/programs/programs.routes";
import { createProgramsService } from "./modules/programs/programs.service";
import {
  createRateLimits,
  databaseRateLimitStore,
  type RateRule,
} from "./platform/rate-limit/rate-limits";

/** A trust function for the nearest `hops` proxies (hop 0 is the socket's peer). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const INVALID_UTF8 = { field: "body", message: "body: must be valid UTF-8" };

/** How often the outbox delivery job runs. */
const MAIL_DELIVERY_INTERVAL_MS = 5000;

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** The web app's server build and its client assets; without it only the API is served. */
  web?: { build: WebBuild; clientDir: string } | null;
  logger?: FastifyServerOptions["logger"];
  /** Replaces the load measurements load shedding reads (tests simulate pressure with it). */
  loadSample?: () => LoadSample;
}

/** Wires the services of every area; each area gets only the services it calls. */
export function createServices(
  config: AppConfig,
  db: Db,
  // Where background failures that must not fail a request are reported (the app's logger).
  warn: (error: unknown) => void = () => undefined,
) {
  const sites = createSiteService({ db });
  // Per-address and per-account limits, counted in the database so every process shares them.
  const limits = createRateLimits({ store: databaseRateLimitStore(db) });
  // Sign-in hands a guest's cart over through a hook, so identity never depends on carts.
  let carts: CartService | null = null;
  let favoriteLists: FavoritesService | null = null;
  const identity = createIdentityService({
    db,
    guestTokenTtlSeconds: config.guestTokenTtlSeconds,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    onSignIn: async (guestNo, consumerNo, site) => {
      const adopted = (await carts?.adoptGuestCarts(guestNo, consumerNo)) ?? [];
      const favoriteId = (await favoriteLists?.adoptGuestFavorites(guestNo, consumerNo)) ?? null;
      return {
        basketId: adopted.find((cart) => cart.siteId === site.siteId)?.basketId ?? null,
        favoriteId,
      };
    },
  });
  const bot = createProofOfWorkVerifier({
    db,
    // Without BOT_SECRET each process signs with its own key: fine for one process only.
    secret: config.botSecret ? Buffer.from(config.botSecret) : randomBytes(32),
    difficulty: config.botDifficultyBits,
  });
  // Loyalty tokens are signed with a key derived from BOT_SECRET (one secret per shop), or a
  // random one per process without it (decision 0026).
  const loyalty = createLoyaltyService({
    db,
    tokenKey: createHmac("sha256", config.botSecret ?? randomBytes(32))
      .update("ridgeline loyalty token")
      .digest(),
  });
  // Consents and addresses belong to later areas: reached through hooks set below.
  let subscriptionsOf: SubscriptionsService | null = null;
  let addressesOf: AddressesService | null = null;
  const employeeTerms = createEmployeeTermsService({ db });
  const programs = createProgramsService({
    db,
    employeeTerms,
    employeeDiscountPercent: config.employeeDiscountPercent,
  });
  const accounts = createAccountsService({
    db,
    passwordCost: config.passwordCost,
    bot,
    attemptsPerAddress: config.signInAttemptsPerAddress,
    limits,
    onSignUp: async (tx, consumerNo, body, site, contact) => {
      if (body.subscriptions && subscriptionsOf)
        await subscriptionsOf.subscribeAtSignUp(consumerNo, body.subscriptions, site, contact, tx);
      if (body.subscriptions?.loyaltyEnrollment)
        await loyalty.enrol(tx, consumerNo, { source: "SIGNUP" });
    },
    addressesOf: async (consumerNo) => (await addressesOf?.listAddresses(consumerNo)) ?? [],
    programsOf: (consumerNo) => programs.details(consumerNo),
  });
  // Without SMTP_URL mail stays in the outbox, which is then the mailbox (decision 0032).
  const mailer = createMailer({
    db,
    limits,
    transport: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
      : OUTBOX_TRANSPORT,
  });
  // Mail links are built on the configured origin, never on a request's Host.
  const { publicOrigin } = config;
  const passwords = createPasswordsService({
    db,
    mailer,
    passwordCost: config.passwordCost,
    limits,
    publicOrigin,
  });
  // Inventory tells whoever subscribed, through a hook, so it never depends on notifications.
  let notifications: NotificationsService | null = null;
  let search: SearchService | null = null;
  const inventory = createInventoryService({
    db,
    onRestock: async (upc) => {
      await notifications?.onRestock(upc);
    },
    // A stale in-stock filter is not worth failing a stock change for: report it and go on.
    onStockFlagChange: async (upc) => {
      await search?.refreshStock([upc]).catch(warn);
    },
  });
  const catalog = createCatalogService({ db, inventory });
  search = createSearchService({
    db,
    catalog,
    inventory,
    syncIntervalMs: config.searchSyncIntervalMs,
  });
  const cart = createCartService({
    db,
    catalog,
    inventory,
    orderDiscount: (consumerNo, currency, itemTotalMinor, tx) =>
      programs.employeeDiscount(consumerNo, currency, itemTotalMinor, tx),
  });
  carts = cart;
  const reviews = createReviewsService({ db, catalog, limits, bot });
  const questions = createReviewQuestionsService({ db, catalog, limits, bot });
  notifications = createNotificationsService({ db, catalog, mailer, publicOrigin });
  const stores = createStoresService({ db, inventory });
  const availability = createAvailabilityService({ catalog, inventory, stores });
  const productSets = createProductSetsService({ db, catalog });
  const merchandising = createMerchandisingService({ catalog });
  const recommendations = createRecommendationsService({
    db,
    catalog,
    search,
    productSets,
    log: warn,
  });
  const utilities = createUtilitiesService({ db, stores });
  const addresses = createAddressesService({ db, utilities });
  const associates = createAssociatesService({
    db,
    utilities,
    passwordCost: config.passwordCost,
    bot,
    attemptsPerAddress: config.signInAttemptsPerAddress,
    limits,
  });
  addressesOf = addresses;
  const paymentSandbox = createPaymentSandbox({ db });
  const paymentInstruments = createPaymentInstrumentsService({
    db,
    sandbox: paymentSandbox,
    botVerifier: { verify: (response) => bot.verify(response, "saveCard") },
  });
  const subscriptions = createSubscriptionsService({
    db,
    mailer,
    publicOrigin,
    // An opt-in without a recipient goes to the profile's e-mail or phone.
    contactOf: async (consumerNo) => {
      const profile = await accounts.profile(consumerNo).catch((error: unknown) => {
        if (error instanceof AppError && error.errorId === "PRO404") return null;
        throw error;
      });
      return (
        profile && { email: profile.consumerDetails.email, phone: profile.consumerDetails.phone }
      );
    },
  });
  subscriptionsOf = subscriptions;
  const profile = createProfileService({
    db,
    accounts,
    loyalty,
    subscriptions,
    attemptsPerAddress: config.signInAttemptsPerAddress,
    limits,
  });
  const favorites = createFavoritesService({ db, catalog, inventory, sites });
  favoriteLists = favorites;
  const housekeeping = createHousekeepingService({
    identity,
    cart,
    favorites,
    recommendations,
    bot,
    associates,
    limits,
  });
  return {
    sites,
    limits,
    identity,
    accounts,
    bot,
    passwords,
    inventory,
    catalog,
    search,
    cart,
    reviews,
    questions,
    notifications,
    mailer,
    stores,
    availability,
    productSets,
    merchandising,
    recommendations,
    housekeeping,
    utilities,
    addresses,
    paymentSandbox,
    paymentInstruments,
    subscriptions,
    favorites,
    loyalty,
    profile,
    programs,
    associates,
  };
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
  const services = createServices(config, db, (error) =>
    app.log.warn({ err: error }, "a background task failed"),
  );
  // The search index loads once the server listens, so the first shopper does not wait for it.
  app.addHook("onListen", () => {
    services.search.warm().catch((error: unknown) => {
      app.log.error({ err: error }, "the search index did not load");
    });
  });

  app.decorate("validateResponses", config.env !== "production");
  const addressRules: Record<AddressLimitName, RateRule> = {
    mail: mailRequestsPerAddress(config.mailRequestsPerAddress),
  };
  app.decorate("limitAddress", (name: AddressLimitName, request: FastifyRequest) =>
    services.limits.check(addressRules[name], request.ip),
  );
  app.decorate("resolveScope", async (request) => {
    const token = readToken(request, config.cookieSecure);
    return {
      site: await services.sites.resolveSite(request.locale),
      shopper: token ? await services.identity.resolveToken(token) : null,
      correlationId: request.correlationId,
      channel: request.channel,
    };
  });

  await app.register(errorHandlerPlugin);
  // First of the request hooks, so answers refused early (API421, API400) carry them too.
  await app.register(helmet, securityHeaders({ hsts: config.env === "production" }));
  await app.register(apiFallbackPlugin);
  await app.register(requestContextPlugin, {
    appId: config.appId,
    accessKeys: config.accessKeys,
    allowedHosts: config.allowedHosts,
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

  await app.register(healthRoutes, { db });
  await app.register(openApiRoutes);
  await app.register(siteRoutes, { sites: services.sites });
  await app.register(identityRoutes, {
    identity: services.identity,
    cookieSecure: config.cookieSecure,
  });
  await app.register(accountsRoutes, {
    accounts: services.accounts,
    bot: services.bot,
    passwords: services.passwords,
    identity: services.identity,
    cookieSecure: config.cookieSecure,
  });
  await app.register(catalogRoutes, { catalog: services.catalog, views: services.recommendations });
  await app.register(searchRoutes, { search: services.search });
  await app.register(cartRoutes, { cart: services.cart });
  await app.register(mediaRoutes, { catalog: services.catalog });
  await app.register(reviewsRoutes, { reviews: services.reviews, questions: services.questions });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(mailPlugin, {
    mailer: services.mailer,
    devPage: config.devOutbox,
    // Tests run deliveries themselves, so what they see in the outbox does not race a timer.
    deliveryIntervalMs: config.env === "test" ? 0 : MAIL_DELIVERY_INTERVAL_MS,
  });
  await app.register(storesRoutes, { stores: services.stores });
  await app.register(availabilityRoutes, { availability: services.availability });
  await app.register(merchandisingRoutes, {
    productSets: services.productSets,
    merchandising: services.merchandising,
    recommendations: services.recommendations,
  });
  await app.register(utilitiesRoutes, { utilities: services.utilities });
  await app.register(addressesRoutes, { addresses: services.addresses });
  await app.register(paymentInstrumentsRoutes, { instruments: services.paymentInstruments });
  await app.register(subscriptionsRoutes, { subscriptions: services.subscriptions });

  await app.register(favoritesRoutes, { favorites: services.favorites });
  await app.register(profileRoutes, { profile: services.profile });
  await app.register(loyaltyRoutes, { loyalty: services.loyalty });
  await app.register(programsRoutes, {
    programs: services.programs,
    associates: services.associates,
    cookieSecure: config.cookieSecure,
  });

  await app.register(housekeepingPlugin, {
    housekeeping: services.housekeeping,
    // Tests purge when they choose to, so what they see never races a timer.
    intervalMs: config.env === "test" ? 0 : config.housekeepingIntervalMs,
    runAlone: (job) => (db.runAlone ? db.runAlone("housekeeping", job) : job()),
  });

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
    publicOrigin: config.publicOrigin,
    mode: config.env === "production" ? "production" : "development",
  });
  return app;
}
