import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { HEADERS, type ErrorDetail, type ErrorEnvelope } from "@ridgeline/contract";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { buildApp, createServices, type BuildAppOptions, type Services } from "../src/app";
import { openSessionFor } from "../src/modules/identity";
import { solveChallenge, type BotAction } from "../src/platform/bot/bot-check";
import { loadConfig, type AppConfig } from "../src/platform/config";
import type { Db } from "../src/platform/database/db.types";
import type { SiteScope } from "../src/platform/http/request-scope";
import { openPglite } from "../src/platform/database/pglite.adapter";
import { openPostgres } from "../src/platform/database/postgres.adapter";
import { loadWebBuild } from "../src/platform/web-build";

export const TEST_ACCESS_KEY = "test-web-access-key";

/**
 * Settings for every app a test builds: no line in front of the routes (decision 0080), so a
 * test's own bursts are never refused; the shedding's tests turn it on.
 */
export const NO_SHEDDING = { SHED_MAX_IN_FLIGHT: "0" } as const;

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** Calls the API with the access key set, as the web app would. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** A fresh guest token. */
  guestToken(): Promise<string>;
  /** A solved bot check for sign-in ("login"), sign-up ("register"), orders, votes, flags… */
  botAnswer(action: BotAction): Promise<string>;
  /** The app's own services: what its routes call (the provider's faults, recovery…). */
  services: Services;
  /**
   * A signed-in shopper's access token without going through sign-in (for areas that only
   * need "a registered shopper"); each call makes a new shopper unless `consumerNo` is given.
   */
  registeredToken(options?: {
    consumerNo?: string;
    consumerType?: "REGISTERED" | "EMPLOYEE";
  }): Promise<{ token: string; consumerNo: string }>;
  close(): Promise<void>;
}

/** How long a file waits for the run's template: it takes ~10 s of one core to make. */
const TEMPLATE_WAIT_MS = 120_000;
let templateWait: Promise<void> | undefined;

/**
 * Resolves once the run's database template is whole (global-setup.ts makes it while the
 * files load); rejects with the maker's own error if it could not be made.
 */
export function templateReady(): Promise<void> {
  templateWait ??= (async () => {
    const marker = inject("templateReady");
    const deadline = Date.now() + TEMPLATE_WAIT_MS;
    for (;;) {
      const text = await readFile(marker, "utf8").catch(() => null);
      if (text === "ok") return;
      if (text !== null) throw new Error(`The run's test database template failed: ${text}`);
      if (Date.now() > deadline)
        throw new Error(
          `The run's test database template was not ready after ${TEMPLATE_WAIT_MS} ms`,
        );
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return templateWait;
}

/**
 * A fresh copy of the seeded test database: PostgreSQL when the run has a server (its `url`,
 * for server processes a test starts), else PGlite in this process (`url` null).
 */
export async function openTestDatabase(): Promise<{
  db: Db;
  url: string | null;
  drop: () => Promise<void>;
}> {
  await templateReady();
  const pgTemplate = inject("postgresTemplate");
  const url = process.env["TEST_DATABASE_URL"];
  if (pgTemplate && url) {
    // Named after the run's template, so the run's end drops every copy (global-setup.ts),
    // also those a worker's shared app keeps to the end (shared-app.ts).
    const name = `${pgTemplate}_${randomBytes(6).toString("hex")}`;
    const admin = await openPostgres({ url, poolMax: 1 });
    // A copy of the template's files: the default strategy (PostgreSQL 15) writes every page of
    // the 45 MB template to the WAL, about twice the time. Servers before 15 know no strategy.
    await admin
      .exec(`create database ${name} template ${pgTemplate} strategy file_copy`)
      .catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== "42601") throw error;
        await admin.exec(`create database ${name} template ${pgTemplate}`);
      });
    const target = new URL(url);
    target.pathname = `/${name}`;
    const db = await openPostgres({ url: target.toString(), poolMax: 4 });
    return {
      db,
      url: target.toString(),
      drop: async () => {
        await db.close();
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const dump = inject("pgliteTemplate");
  if (!dump) throw new Error("The api project's global setup did not provide a database template");
  const db = await openPglite({ loadDataDir: new Blob([await readFile(dump)]) });
  return { db, url: null, drop: () => db.close() };
}

/** The US site as a request for `en-us` sees it, for tests that call services directly. */
export const US_SITE: SiteScope = {
  siteId: "US",
  locale: "en-us",
  language: "en",
  country: "US",
  currency: "USD",
};

/**
 * Two server processes of one shop, for tests of what each process keeps: `db` and `otherDb`
 * are a fresh seeded database through two handles (on PostgreSQL, two pools of their own, as two
 * processes have; PGlite is one process's database, so both are the same handle there), and
 * `servicesOn` builds a process's services in the test environment. `close()` in `afterAll`.
 */
export async function openTwoProcesses(): Promise<{
  db: Db;
  otherDb: Db;
  servicesOn: (target: Db) => ReturnType<typeof createServices>;
  close: () => Promise<void>;
}> {
  const { db, url, drop } = await openTestDatabase();
  const otherDb = url ? await openPostgres({ url, poolMax: 2 }) : db;
  const config = loadConfig({ NODE_ENV: "test", ACCESS_KEYS: TEST_ACCESS_KEY, ...NO_SHEDDING });
  return {
    db,
    otherDb,
    servicesOn: (target) => createServices(config, target),
    async close() {
      if (otherDb !== db) await otherDb.close();
      await drop();
    },
  };
}

/**
 * The whole store on a fresh copy of the seeded database; call `close()` in `afterAll`.
 * Load shedding is off unless `env` turns it on: a busy test machine must not shed a test's
 * requests. `options.loadSample` stands in for the load measurements.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, "loadSample" | "web"> & {
    wrapDb?: (db: Db) => Db;
    /** Receives the server's error log lines (an unhandled error's stack), to show on a failure. */
    errorLog?: string[];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: "test",
    ACCESS_KEYS: `${TEST_ACCESS_KEY},second-access-key`,
    // The cheapest password hash the config allows: tests sign up many shoppers.
    PASSWORD_HASH_LOG_N: "10",
    // A bot check of 16 bits costs a browser well under a second and tests far more in total.
    BOT_DIFFICULTY_BITS: "4",
    // Files send many mail-sending calls from inject's one address; the limit has its own tests.
    MAIL_REQUESTS_PER_ADDRESS: "100000",
    CARD_FRAME_TOKENS_PER_ADDRESS: "100000",
    ...NO_SHEDDING,
    ...env,
  });
  const { db, drop } = await openTestDatabase();
  let services: Services | undefined;
  const app = await buildApp({
    config,
    db: options.wrapDb ? options.wrapDb(db) : db,
    onServices: (built) => {
      services = built;
    },
    ...(options.loadSample ? { loadSample: options.loadSample } : {}),
    ...(options.web ? { web: options.web } : {}),
    ...(options.errorLog
      ? {
          logger: {
            level: "error",
            stream: { write: (line: string) => void options.errorLog?.push(line) },
          },
        }
      : {}),
  });
  await app.ready();

  if (!services) throw new Error("the app was built without its services");
  const { events } = services;
  const call: TestApp["call"] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: {
        [HEADERS.accessKey]: TEST_ACCESS_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });
    // What listeners do after an answer (decision 0079) is done before a test reads it.
    await events.idle();
    return response;
  };

  return {
    app,
    db,
    config,
    call,
    services,
    async guestToken() {
      const response = await call({
        method: "POST",
        url: "/token/v2/auth/token",
        payload: { grantType: "Guest" },
      });
      if (response.statusCode !== 200) throw new Error(`guest token failed: ${response.body}`);
      return (response.json() as { accessToken: string }).accessToken;
    },
    async botAnswer(action) {
      const response = await call({
        method: "GET",
        url: `/consumers-v3/auth/challenge?action=${action}`,
      });
      if (response.statusCode !== 200) throw new Error(`bot challenge failed: ${response.body}`);
      const { challenge, difficulty } = response.json() as {
        challenge: string;
        difficulty: number;
      };
      return solveChallenge(challenge, difficulty);
    },
    async registeredToken(options = {}) {
      const token = randomBytes(32).toString("base64url");
      const consumerNo = options.consumerNo ?? `R${randomBytes(8).toString("hex").toUpperCase()}`;
      await openSessionFor(db, {
        token,
        shopper: { consumerNo, consumerType: options.consumerType ?? "REGISTERED" },
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return { token, consumerNo };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * The web app's production build, for tests of the pages themselves (`npm test` builds it
 * before the API tests run; run `npm run build` first when running one file).
 */
export async function webBuildForTests(): Promise<NonNullable<BuildAppOptions["web"]>> {
  const web = await loadWebBuild(
    resolve(dirname(fileURLToPath(import.meta.url)), "../../web/build"),
  );
  if (!web) throw new Error("This test renders pages: run `npm run build` first.");
  return web;
}

/** The first error detail of an API error response. */
export function errorOf(response: LightMyRequestResponse): ErrorDetail | undefined {
  return (response.json() as ErrorEnvelope).errorDetails[0];
}
