// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import type { Db } from "../database/db.types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { TEST_ACCESS_KEY, type TestApp } from "../../../test/test-app";
import { runForPage } from "./client-connection";
import { injectTransport } from "./page-transport";

let t: TestApp;
beforeAll(async () => {
  t = await sharedTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Counts the session look-ups (shopper_sessions reads by token) made while `work` runs. */
async function sessionLookUps(db: Db, work: () => Promise<void>): Promise<number> {
  const original = db.query.bind(db);
  let count = 0;
  db.query = ((sql: string, params?: unknown[]) => {
    if (/from shopper_sessions\s+where token_hash/.test(sql)) count += 1;
    return original(sql, params as never);
  }) as Db["query"];
  try {
    await work();
  } finally {
    db.query = original;
  }
  return count;
}

const page = <T>(work: () => Promise<T>) => runForPage(new AbortController().signal, work);

function call(token: string, method: string, url: string, body?: unknown) {
  const transport = injectTransport(t.app, "127.0.0.1", "localhost");
  return transport({
    method,
    url,
    headers: {
      "x-api-key": TEST_ACCESS_KEY,
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

describe("a page's in-process API calls", () => {
  it("look the shopper's session up once for all the page's reads", async () => {
    const { token } = await t.registeredToken();
    const lookUps = await sessionLookUps(t.db, () =>
      page(async () => {
        for (let i = 0; i < 4; i += 1) {
          const answer = await call(token, "GET", "/wishlists/v2/favorites/ids?locale=en-us");
          expect(answer.status).toBe(200);
        }
      }),
    );
    expect(lookUps).toBe(1);
  });

  it("look it up on every call outside a page (the browser's own calls)", async () => {
    const { token } = await t.registeredToken();
    const lookUps = await sessionLookUps(t.db, async () => {
      for (let i = 0; i < 3; i += 1) await call(token, "GET", "/wishlists/v2/favorites/ids");
    });
    expect(lookUps).toBe(3);
  });

  it("see a sign-out made by the page: the reads after it are refused", async () => {
    const { token } = await t.registeredToken();
    await page(async () => {
      expect((await call(token, "GET", "/wishlists/v2/favorites/ids")).status).toBe(200);
      expect((await call(token, "POST", "/consumers-v3/consumer/auth/signout", {})).status).toBe(
        200,
      );
      expect((await call(token, "GET", "/wishlists/v2/favorites/ids")).status).toBe(401);
    });
  });
});
