import { z } from "zod";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const ENV_SCHEMA = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    ACCESS_KEYS: z.string().optional(),
    WEB_ACCESS_KEY: z.string().optional(),
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
  })
  .transform((env, ctx) => {
    // A development key keeps the first start to one command; production must name its keys.
    const defaultKeys = env.NODE_ENV === "production" ? undefined : "ridgeline-web-local";
    const keys = (env.ACCESS_KEYS ?? defaultKeys ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean);
    if (keys.length === 0) {
      ctx.addIssue({ code: "custom", path: ["ACCESS_KEYS"], message: "is required in production" });
      return z.NEVER;
    }
    if (keys.some((key) => key.length < 8)) {
      ctx.addIssue({
        code: "custom",
        path: ["ACCESS_KEYS"],
        message: "each key needs at least 8 characters",
      });
      return z.NEVER;
    }
    const webAccessKey = env.WEB_ACCESS_KEY ?? keys[0];
    if (!webAccessKey || !keys.includes(webAccessKey)) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_ACCESS_KEY"],
        message: "must be one of ACCESS_KEYS",
      });
      return z.NEVER;
    }
    return {
      env: env.NODE_ENV,
      host: env.HOST,
      port: env.PORT,
      database: env.DATABASE_URL
        ? ({ kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX } as const)
        : ({ kind: "pglite", dataDir: env.DATA_DIR } as const),
      accessKeys: keys,
      webAccessKey,
      appId: env.APP_ID,
      logLevel: env.LOG_LEVEL,
      cookieSecure: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
      guestTokenTtlSeconds: env.GUEST_TOKEN_TTL_SECONDS,
      seedOnStart: env.SEED_ON_START,
      webBuildDir: env.WEB_BUILD_DIR,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    };
  });

export type AppConfig = z.output<typeof ENV_SCHEMA>;
export type DatabaseConfig = AppConfig["database"];

/** Thrown when the environment cannot start the store; the message names every bad variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Parses and checks the environment once, at start-up. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = ENV_SCHEMA.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
}
