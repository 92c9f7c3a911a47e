import { isIP } from "node:net";
import { contentProvidersSchema, type ContentProviders } from "@ridgeline/contract";
import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** A comma-separated list of http(s) URLs; empty or unset is none. */
const urlList = z
  .string()
  .default("")
  .transform((raw) =>
    raw
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, "each must be an http(s):// URL"),
    ),
  );

const ENV_SCHEMA = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default("./data"),
  APP_ID: z.string().min(1).default("ridgeline-storefront"),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  COOKIE_SECURE: booleanFlag.optional(),
  GUEST_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 30),
  SEED_ON_START: booleanFlag.default(true),
  WEB_BUILD_DIR: z.string().min(1).default("web/build"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(3600)
    .default(60 * 60 * 24 * 30),
  // scrypt N = 2^PASSWORD_HASH_LOG_N (r=8, p=1); 17 is OWASP's recommendation. Tests use less.
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  // Signs the bot-check challenges and loyalty tokens; every process of one shop needs the same
  // one, so production refuses to start without it.
  BOT_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  // Keys the hashes of sold gift cards' numbers and PINs (decision 0076). It must outlive
  // restarts (a new key makes every sold card unknown); production falls back to BOT_SECRET.
  GIFT_CARD_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  // Signs editors' preview links and the content command's calls (decision 0093); production
  // falls back to BOT_SECRET, development keeps a random one in DATA_DIR/content-secret.
  CONTENT_SECRET: z.string().min(32, "must have at least 32 characters").optional(),
  // The brand the personalisation engine answers for (POST /api/engine/v1/decide/{brand}).
  BRAND: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, "must be 1 to 40 lower-case letters, digits or -")
    .default("ridgeline"),
  // The experiments datafile (its SDK key) whose flags the store's own pages decide (issue 29).
  EXPERIMENTS_SDK_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1 to 64 letters, digits, - or _")
    .default("ridgeline-demo"),
  // The developer's /dev/outbox page (it shows reset links): off unless asked for, and then it
  // answers loopback clients only.
  DEV_OUTBOX: booleanFlag.default(false),
  // The fulfilment simulator's /dev/fulfilment page (it moves orders and receives returns): off
  // unless asked for, and then it answers loopback clients only.
  DEV_FULFILMENT: booleanFlag.default(false),
  // The shop's public origin: canonical URLs, sitemaps and mail links are built on it, never on
  // the request's Host.
  PUBLIC_URL: z
    .string()
    .url()
    .refine(
      (value) => /^https?:\/\/[^/?#]+\/?$/.test(value),
      "must be an origin like https://shop.example",
    )
    .optional(),
  // More host names this shop answers for (the PUBLIC_URL's is always one); others get API421.
  ALLOWED_HOSTS: z.string().optional(),
  // Whether X-Forwarded-For/-Host/-Proto are read: off, a hop count, or proxy addresses.
  TRUST_PROXY: z.string().optional(),
  // Server processes (node:cluster workers); more than one needs PostgreSQL.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Delivers the mail outbox over SMTP; without it messages stay in the outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Hours a sent (or given-up) message stays in the outbox before it is deleted (decision 0078).
  OUTBOX_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  SIGNIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  // Calls that send mail (reset, opt-in, back in stock) one network address may make an hour.
  MAIL_REQUESTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  // Cards one network address may type into the card frame in 10 minutes (decision 0078).
  CARD_FRAME_TOKENS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  BOT_DIFFICULTY_BITS: z.coerce.number().int().min(1).max(24).default(16),
  // The page cache of each process (decision 0088): shared pages kept, at most this many and
  // this many megabytes (each kept with its gzip and br copies); 0 entries turns it off.
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  SEARCH_SYNC_INTERVAL_MS: z.coerce.number().int().min(0).max(600_000).default(400),
  // 0 turns the server's purge job off (run `npm run purge` from a scheduler instead).
  HOUSEKEEPING_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 7)
    .default(60),
  // The employee discount, a whole percentage (roles: applied after the terms are accepted).
  EMPLOYEE_DISCOUNT_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  // Load shedding by queueing (decision 0080): requests served at once, then a line; browsing
  // and writes that wait too long, or arrive at a full line, answer 503.
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(32),
  SHED_MAX_WAITING: z.coerce.number().int().min(1).max(100_000).default(1000),
  SHED_MAX_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  SHED_MAX_WRITE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  // Edge caches (Varnish) in front of the store, each sent `PURGE` with the tags of pages that
  // changed (docs/operations.md); none by default.
  EDGE_PURGE_URLS: urlList,
  // The content blocks' outside services (docs/operations.md, "Content"): JSON of contentProvidersSchema; none
  // by default, and each block then runs on its built-in implementation.
  CONTENT_PROVIDERS: z.string().optional(),
});

type Env = z.output<typeof ENV_SCHEMA>;

/** Outside production, one fixed key, so cards sold in a development database stay readable. */
const DEVELOPMENT_GIFT_CARD_SECRET = "ridgeline-development-gift-card-secret-not-for-production";

interface Problem {
  variable: string;
  message: string;
}

const isProblem = (value: unknown): value is Problem =>
  typeof value === "object" && value !== null && "variable" in value;

/** The access keys and the web app's own key; checked apart so every problem is reported. */
function checkKeys(
  env: NodeJS.ProcessEnv,
  production: boolean,
): { keys: string[]; webKey: string } | Problem {
  const raw = env["ACCESS_KEYS"] ?? (production ? undefined : "ridgeline-web-local");
  // A development key keeps the first start to one command; production must name its keys.
  if (raw === undefined) return { variable: "ACCESS_KEYS", message: "is required in production" };
  const keys = raw
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  if (keys.length === 0) return { variable: "ACCESS_KEYS", message: "must list at least one key" };
  if (keys.some((key) => key.length < 8)) {
    return { variable: "ACCESS_KEYS", message: "each key needs at least 8 characters" };
  }
  const webKey = env["WEB_ACCESS_KEY"] ?? keys[0] ?? "";
  if (!keys.includes(webKey))
    return { variable: "WEB_ACCESS_KEY", message: "must be one of ACCESS_KEYS" };
  return { keys, webKey };
}

/** TRUST_PROXY as Fastify takes it: false, a hop count, or the proxies' addresses. */
function parseTrustProxy(raw: string | undefined): false | number | string[] | Problem {
  if (raw === undefined || raw === "false" || raw === "0") return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const address = (item: string) => item.split("/")[0] ?? "";
  if (list.length > 0 && list.every((item) => isIP(address(item)) !== 0)) return list;
  return {
    variable: "TRUST_PROXY",
    message: "must be false, a hop count, or a comma-separated list of proxy addresses",
  };
}

/** CONTENT_PROVIDERS as JSON checked by the contract's schema; each problem named by its field. */
function parseContentProviders(raw: string | undefined): ContentProviders | Problem[] {
  if (raw === undefined) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [
      { variable: "CONTENT_PROVIDERS", message: "must be JSON (docs/operations.md, Content)" },
    ];
  }
  const parsed = contentProvidersSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  return parsed.error.issues.map((issue) => ({
    variable: ["CONTENT_PROVIDERS", ...issue.path].join("."),
    message: issue.message,
  }));
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]", "::1"];

/** The host names requests may carry: PUBLIC_URL's, ALLOWED_HOSTS, and loopback outside production. */
function allowedHosts(env: Env, publicUrl: URL): string[] {
  const extra = (env.ALLOWED_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  const loopback = env.NODE_ENV === "production" ? [] : LOOPBACK_HOSTS;
  return [...new Set([publicUrl.hostname.toLowerCase(), ...extra, ...loopback])];
}

function toConfig(
  env: Env,
  keys: { keys: string[]; webKey: string },
  trustProxy: false | number | string[],
  contentProviders: ContentProviders,
) {
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    database: env.DATABASE_URL
      ? ({ kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } as const)
      : ({ kind: "pglite", dataDir: env.DATA_DIR } as const),
    accessKeys: keys.keys,
    webAccessKey: keys.webKey,
    appId: env.APP_ID,
    logLevel: env.LOG_LEVEL,
    cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    guestTokenTtlSeconds: env.GUEST_TOKEN_TTL_SECONDS,
    seedOnStart: env.SEED_ON_START,
    webBuildDir: env.WEB_BUILD_DIR,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    searchSyncIntervalMs: env.SEARCH_SYNC_INTERVAL_MS,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    passwordCost: { logN: env.PASSWORD_HASH_LOG_N, r: 8, p: 1 },
    botSecret: env.BOT_SECRET ?? null,
    giftCardSecret:
      env.GIFT_CARD_SECRET ??
      (env.NODE_ENV === "production" ? env.BOT_SECRET : undefined) ??
      DEVELOPMENT_GIFT_CARD_SECRET,
    contentSecret:
      env.CONTENT_SECRET ?? (env.NODE_ENV === "production" ? env.BOT_SECRET : undefined) ?? null,
    /** Where development keeps its content secret when CONTENT_SECRET is not set. */
    dataDir: env.DATA_DIR,
    botDifficultyBits: env.BOT_DIFFICULTY_BITS,
    pageCache:
      env.PAGE_CACHE_ENTRIES > 0
        ? { maxEntries: env.PAGE_CACHE_ENTRIES, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 }
        : null,
    signInAttemptsPerAddress: env.SIGNIN_ATTEMPTS_PER_ADDRESS,
    mailRequestsPerAddress: env.MAIL_REQUESTS_PER_ADDRESS,
    cardFrameTokensPerAddress: env.CARD_FRAME_TOKENS_PER_ADDRESS,
    experimentsSdkKey: env.EXPERIMENTS_SDK_KEY,
    brand: env.BRAND,
    devOutbox: env.DEV_OUTBOX,
    devFulfilment: env.DEV_FULFILMENT,
    /** The shop's public origin, without a trailing slash (`https://shop.example`). */
    publicOrigin: publicUrl.origin,
    allowedHosts: allowedHosts(env, publicUrl),
    trustProxy,
    webConcurrency: env.WEB_CONCURRENCY,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? `Ridgeline Outfitters <no-reply@${publicUrl.hostname}>`,
    outboxRetentionMs: env.OUTBOX_RETENTION_HOURS * 60 * 60 * 1000,
    housekeepingIntervalMs: env.HOUSEKEEPING_INTERVAL_MINUTES * 60 * 1000,
    employeeDiscountPercent: env.EMPLOYEE_DISCOUNT_PERCENT,
    loadShedding: {
      maxInFlight: env.SHED_MAX_IN_FLIGHT,
      maxWaiting: env.SHED_MAX_WAITING,
      maxWaitMs: env.SHED_MAX_WAIT_MS,
      maxWriteWaitMs: env.SHED_MAX_WRITE_WAIT_MS,
      retryAfterSeconds: env.SHED_RETRY_AFTER_SECONDS,
    },
    edgePurgeUrls: env.EDGE_PURGE_URLS,
    contentProviders,
  };
}

export type AppConfig = ReturnType<typeof toConfig>;
export type DatabaseConfig = AppConfig["database"];

/** Thrown when the environment cannot start the store; the message names every bad variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Parses and checks the environment once, at start-up, naming every bad variable at once. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", so `PORT=` falls back to the default instead of 0.
  const env = Object.fromEntries(
    Object.entries(rawEnv).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = ENV_SCHEMA.safeParse(env);
  const problems: Problem[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        variable: issue.path.join("."),
        message: issue.message,
      }));
  const production = env["NODE_ENV"] === "production";
  const keys = checkKeys(env, production);
  if (isProblem(keys)) problems.push(keys);
  const trustProxy = parseTrustProxy(env["TRUST_PROXY"]);
  if (isProblem(trustProxy)) problems.push(trustProxy);
  const providers = parseContentProviders(env["CONTENT_PROVIDERS"]);
  if (Array.isArray(providers)) problems.push(...providers);
  // Each process would invent its own key: two processes would refuse each other's bot checks.
  if (production && env["BOT_SECRET"] === undefined)
    problems.push({
      variable: "BOT_SECRET",
      message: "is required in production (32+ characters, the same on every process)",
    });
  if (production && env["PUBLIC_URL"] === undefined)
    problems.push({
      variable: "PUBLIC_URL",
      message: "is required in production (the shop's origin, https://…)",
    });
  // PGlite is a directory one process opens: a second one would corrupt or refuse it.
  if (result.success && result.data.WEB_CONCURRENCY > 1 && !result.data.DATABASE_URL)
    problems.push({
      variable: "WEB_CONCURRENCY",
      message:
        "more than one server process needs PostgreSQL (set DATABASE_URL); the embedded " +
        "PGlite database serves one process only",
    });
  if (
    result.success &&
    problems.length === 0 &&
    !isProblem(keys) &&
    !isProblem(trustProxy) &&
    !Array.isArray(providers)
  )
    return toConfig(result.data, keys, trustProxy, providers);
  const lines = problems.map((problem) => `${problem.variable}: ${problem.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
}
