// databases: postgres — business rules through the API; PostgreSQL runs them faster
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  errorOf,
  TEST_ACCESS_KEY,
  type TestApp,
  NO_SHEDDING,
} from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../config";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

let t: TestApp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t?.close();
});

/** Another process of the same shop, on the same database, with its own settings. */
async function shopProcess(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: "test",
    ACCESS_KEYS: TEST_ACCESS_KEY,
    PASSWORD_HASH_LOG_N: "10",
    SIGNIN_ATTEMPTS_PER_ADDRESS: "3",
    ...NO_SHEDDING,
    ...env,
  });
  const app = await buildApp({ config, db: t.db });
  await app.ready();
  apps.push(app);
  return app;
}

let serial = 0;
/** A sign-in attempt (wrong password, no bot answer) from `remoteAddress` with extra headers. */
const attempt = (
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: "POST",
    url: "/consumers-v3/auth/signin",
    remoteAddress,
    headers: { "x-api-key": TEST_ACCESS_KEY, ...headers },
    payload: {
      username: `nobody.${++serial}@example.com`,
      password: "Wrong-password1",
      codeChallenge: "x".repeat(43),
      recaptcha_response: "unsolved",
    },
  });

/** Whether the fourth of four attempts, the i-th with `headers(i)`, is over the limit of 3. */
async function fourthLimited(
  app: FastifyInstance,
  socket: string,
  headers: (i: number) => Record<string, string>,
): Promise<boolean> {
  let last = await attempt(app, socket, headers(0));
  for (let i = 1; i < 4; i++) last = await attempt(app, socket, headers(i));
  return limited(last);
}

const limited = async (response: Awaited<ReturnType<typeof attempt>>) =>
  response.statusCode === 423 && errorOf(response)?.errorId === "AUT441";

/** A made-up X-Forwarded-For chain: one to three addresses, v4 or v6. */
const forwardedFor = fc
  .array(fc.oneof(fc.ipV4(), fc.ipV6()), { minLength: 1, maxLength: 3 })
  .map((hops) => hops.join(", "));

describe("client addresses without TRUST_PROXY", () => {
  it("ignore X-Forwarded-For: a client cannot walk past the per-address limit", async () => {
    const app = await shopProcess();
    await fc.assert(
      fc.asyncProperty(
        fc.ipV4(),
        fc.array(forwardedFor, { minLength: 4, maxLength: 8 }),
        async (socket, chains) => {
          const answers = [];
          for (const chain of chains)
            answers.push(await attempt(app, socket, { "x-forwarded-for": chain }));
          // The limit is 3 per address: from the fourth attempt on the socket's address is refused.
          expect(await Promise.all(answers.slice(3).map(limited))).not.toContain(false);
        },
      ),
      { numRuns: runs(15) },
    );
  });
});

describe("client addresses behind a trusted proxy", () => {
  it("read the client from X-Forwarded-For when the socket is the proxy named in TRUST_PROXY", async () => {
    const app = await shopProcess({ TRUST_PROXY: "192.0.2.10" });
    for (let i = 0; i < 3; i++) {
      expect(
        await limited(
          await attempt(app, "192.0.2.10", { "x-forwarded-for": `198.51.100.${i + 1}` }),
        ),
      ).toBe(false);
    }
    // Four attempts of one client through the proxy: the fourth is over the limit.
    expect(
      await fourthLimited(app, "192.0.2.10", () => ({ "x-forwarded-for": "198.51.100.77" })),
    ).toBe(true);
  });

  it("ignore X-Forwarded-For from a socket that is not the trusted proxy", async () => {
    const app = await shopProcess({ TRUST_PROXY: "192.0.2.10" });
    expect(
      await fourthLimited(app, "203.0.113.50", (i) => ({
        "x-forwarded-for": `198.51.100.${100 + i}`,
      })),
    ).toBe(true);
  });

  it("trust only the nearest hop with TRUST_PROXY=1: an address the client wrote further left is not believed", async () => {
    const app = await shopProcess({ TRUST_PROXY: "1" });
    expect(
      await fourthLimited(app, "192.0.2.20", (i) => ({
        "x-forwarded-for": `10.9.9.${i}, 198.51.100.200`,
      })),
    ).toBe(true);
  });
});

describe("rate-limit counters", () => {
  it("are shared by every process of the shop", async () => {
    const first = await shopProcess();
    const second = await shopProcess();
    await attempt(first, "203.0.113.99");
    await attempt(second, "203.0.113.99");
    await attempt(first, "203.0.113.99");
    expect(await limited(await attempt(second, "203.0.113.99"))).toBe(true);
    expect(await limited(await attempt(first, "203.0.113.98"))).toBe(false);
  });
});
