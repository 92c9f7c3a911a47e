import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** The message loadConfig refuses an environment with. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error("loadConfig accepted the environment");
}

describe("loadConfig", () => {
  it("starts a development store on an empty environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      host: "0.0.0.0",
      port: 3000,
      database: { kind: "pglite", dataDir: "./data" },
      accessKeys: ["ridgeline-web-local"],
      webAccessKey: "ridgeline-web-local",
      appId: "ridgeline-storefront",
      logLevel: "info",
      cookieSecure: false,
      guestTokenTtlSeconds: 60 * 60 * 24 * 30,
      seedOnStart: true,
      housekeepingIntervalMs: 60 * 60 * 1000,
    });
  });

  it("reads the housekeeping interval in minutes, 0 turning the job off", () => {
    expect(loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: "0" }).housekeepingIntervalMs).toBe(0);
    expect(loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: "15" }).housekeepingIntervalMs).toBe(
      15 * 60 * 1000,
    );
    expect(refusal({ HOUSEKEEPING_INTERVAL_MINUTES: "-1" })).toContain(
      "HOUSEKEEPING_INTERVAL_MINUTES",
    );
  });

  it("reads a PostgreSQL URL, the pool size and the listed keys", () => {
    const config = loadConfig({
      DATABASE_URL: "postgresql://shop@db:5432/shop",
      DATABASE_POOL_MAX: "25",
      ACCESS_KEYS: " web-key-0001 , partner-key-02 ",
      PORT: "8080",
      SEED_ON_START: "0",
    });
    expect(config.database).toEqual({
      kind: "postgres",
      url: "postgresql://shop@db:5432/shop",
      poolMax: 25,
    });
    expect(config.accessKeys).toEqual(["web-key-0001", "partner-key-02"]);
    expect(config.webAccessKey).toBe("web-key-0001");
    expect(config.port).toBe(8080);
    expect(config.seedOnStart).toBe(false);
  });

  it("makes cookies Secure in production unless told otherwise", () => {
    const production = {
      NODE_ENV: "production",
      ACCESS_KEYS: "prod-key-0001",
      BOT_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://shop.example",
    } as const;
    expect(loadConfig(production).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: "false" }).cookieSecure).toBe(false);
  });

  it.each(["abc", "70000", "-1", "80.5"])("refuses PORT=%s and names PORT", (port) => {
    expect(refusal({ PORT: port })).toMatch(/^\s*PORT:/m);
  });

  it("refuses a database URL that is not PostgreSQL and names DATABASE_URL", () => {
    const message = refusal({ DATABASE_URL: "mysql://shop@db/shop" });
    expect(message).toMatch(/^\s*DATABASE_URL:/m);
    expect(message).toContain("postgres://");
  });

  it("refuses production without ACCESS_KEYS and names it", () => {
    expect(refusal({ NODE_ENV: "production" })).toMatch(
      /^\s*ACCESS_KEYS: is required in production/m,
    );
  });

  it("refuses an access key shorter than 8 characters", () => {
    expect(refusal({ ACCESS_KEYS: "long-enough-key,short" })).toMatch(/^\s*ACCESS_KEYS:/m);
  });

  it("refuses a WEB_ACCESS_KEY that is not one of ACCESS_KEYS", () => {
    const message = refusal({ ACCESS_KEYS: "web-key-0001", WEB_ACCESS_KEY: "other-key-0001" });
    expect(message).toMatch(/^\s*WEB_ACCESS_KEY: must be one of ACCESS_KEYS/m);
  });

  it("accepts a WEB_ACCESS_KEY that is the second of ACCESS_KEYS", () => {
    const config = loadConfig({
      ACCESS_KEYS: "key-one-0001,key-two-0002",
      WEB_ACCESS_KEY: "key-two-0002",
    });
    expect(config.webAccessKey).toBe("key-two-0002");
  });

  it("refuses LOG_LEVEL=loud and names LOG_LEVEL", () => {
    expect(refusal({ LOG_LEVEL: "loud" })).toMatch(/^\s*LOG_LEVEL:/m);
  });

  it("names every bad variable of the schema in one message", () => {
    const message = refusal({ PORT: "abc", LOG_LEVEL: "loud", NODE_ENV: "staging" });
    for (const name of ["PORT", "LOG_LEVEL", "NODE_ENV"])
      expect(message).toMatch(new RegExp(`^\\s*${name}:`, "m"));
  });

  it("names a bad access key setting together with the other bad variables", () => {
    const message = refusal({ PORT: "abc", ACCESS_KEYS: "short" });
    expect(message).toMatch(/^\s*PORT:/m);
    expect(message).toMatch(/^\s*ACCESS_KEYS: each key needs at least 8 characters/m);
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", DATA_DIR: "" })).toMatchObject({
      port: 3000,
      database: { kind: "pglite", dataDir: "./data" },
    });
  });

  it("refuses a comma-only ACCESS_KEYS outside production with a message that fits", () => {
    expect(refusal({ ACCESS_KEYS: " , " })).toMatch(/ACCESS_KEYS: must list at least one key/);
  });

  it("refuses production without BOT_SECRET or PUBLIC_URL, naming both", () => {
    const message = refusal({ NODE_ENV: "production", ACCESS_KEYS: "prod-key-0001" });
    expect(message).toMatch(/^\s*BOT_SECRET: is required in production/m);
    expect(message).toMatch(/^\s*PUBLIC_URL: is required in production/m);
  });

  it("keeps the developer outbox off unless asked for, in every environment", () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: "true" }).devOutbox).toBe(true);
  });

  it("builds links on PUBLIC_URL's origin and answers its host, loopback only outside production", () => {
    const development = loadConfig({ PORT: "4000" });
    expect(development.publicOrigin).toBe("http://localhost:4000");
    expect(development.allowedHosts).toEqual(expect.arrayContaining(["localhost", "127.0.0.1"]));
    const production = loadConfig({
      NODE_ENV: "production",
      ACCESS_KEYS: "prod-key-0001",
      BOT_SECRET: "s".repeat(32),
      PUBLIC_URL: "https://Shop.Example/",
      ALLOWED_HOSTS: "www.shop.example, shop-eu.example",
    });
    expect(production.publicOrigin).toBe("https://shop.example");
    expect(production.allowedHosts).toEqual([
      "shop.example",
      "www.shop.example",
      "shop-eu.example",
    ]);
    expect(refusal({ PUBLIC_URL: "https://shop.example/path" })).toContain("PUBLIC_URL");
    expect(refusal({ PUBLIC_URL: "javascript:alert(1)" })).toContain("PUBLIC_URL");
  });

  it.each([
    [undefined, false],
    ["false", false],
    ["0", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1, 10.0.0.0/8", ["10.0.0.1", "10.0.0.0/8"]],
    ["::1", ["::1"]],
  ])("reads TRUST_PROXY=%s as %j", (raw, expected) => {
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(["true", "yes", "proxy.internal", "10.0.0.1,not-an-address"])(
    "refuses TRUST_PROXY=%s, which trusts no proxy in particular",
    (raw) => {
      expect(refusal({ TRUST_PROXY: raw })).toContain("TRUST_PROXY");
    },
  );

  it("refuses several server processes on the embedded database", () => {
    expect(refusal({ WEB_CONCURRENCY: "2" })).toMatch(/WEB_CONCURRENCY: .*PostgreSQL/);
    expect(
      loadConfig({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/shop" }).webConcurrency,
    ).toBe(2);
  });

  it("reads the load-shedding line's limits, 0 turning the line or a wait limit off", () => {
    expect(loadConfig({}).loadShedding).toEqual({
      maxInFlight: 32,
      maxWaiting: 1000,
      maxWaitMs: 2000,
      maxWriteWaitMs: 10_000,
      retryAfterSeconds: 2,
    });
    expect(
      loadConfig({ SHED_MAX_WAIT_MS: "0", SHED_MAX_IN_FLIGHT: "0" }).loadShedding,
    ).toMatchObject({ maxWaitMs: 0, maxInFlight: 0 });
    expect(refusal({ SHED_MAX_WAITING: "0" })).toContain("SHED_MAX_WAITING");
    expect(refusal({ SHED_RETRY_AFTER_SECONDS: "0" })).toContain("SHED_RETRY_AFTER_SECONDS");
  });

  it("reads the edge caches to purge, none by default", () => {
    expect(loadConfig({}).edgePurgeUrls).toEqual([]);
    expect(
      loadConfig({ EDGE_PURGE_URLS: " http://10.0.0.5:6081 ,https://edge.example/purge," })
        .edgePurgeUrls,
    ).toEqual(["http://10.0.0.5:6081", "https://edge.example/purge"]);
    expect(refusal({ EDGE_PURGE_URLS: "varnish:6081" })).toContain("EDGE_PURGE_URLS");
  });
});
