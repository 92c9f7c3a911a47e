import { productImagePath } from "@ridgeline/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls } from "../../../test/auth-calls";
import { createTestApp, TEST_ACCESS_KEY, type TestApp, NO_SHEDDING } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../config";

/** The store as production runs it (Secure cookies, HSTS), with the developer's outbox on. */
let shop: TestApp;
/** The same store on this file's database as development runs it. */
let dev: FastifyInstance;

beforeAll(async () => {
  shop = await createTestApp({
    NODE_ENV: "production",
    BOT_SECRET: "security-headers-secret-0123456789abcdef",
    PUBLIC_URL: "http://localhost",
    DEV_OUTBOX: "true",
    HOUSEKEEPING_INTERVAL_MINUTES: "0",
  });
  dev = await buildApp({
    config: loadConfig({ NODE_ENV: "development", ACCESS_KEYS: TEST_ACCESS_KEY, ...NO_SHEDDING }),
    db: shop.db,
  });
  await dev.ready();
});
afterAll(async () => {
  await dev?.close();
  await shop?.close();
});
const { signedIn } = authCalls(() => shop);

/** The Content-Security-Policy of an answer, directive name → its sources. */
function policy(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? "", sources]),
  );
}

/** The Set-Cookie headers of an answer, by cookie name. */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers["set-cookie"] ?? [];
  const lines = Array.isArray(header) ? header : [header];
  return new Map(lines.map((line) => [line.split("=")[0] ?? "", line]));
}

const issueGuest = () =>
  shop.call({ method: "POST", url: "/token/v2/auth/token", payload: { grantType: "Guest" } });

describe("security headers", () => {
  it("are on API answers, refusals, unknown paths and pictures alike", async () => {
    const answers = [
      await shop.call({ method: "GET", url: "/fapi/sites" }),
      await shop.app.inject({ method: "GET", url: "/fapi/sites" }),
      await shop.call({ method: "GET", url: "/products/v2/nothing-here" }),
      await shop.app.inject({ method: "GET", url: "/images/products/ZZZZZZZZZZZ.svg" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(answer.headers["x-frame-options"]).toBe("DENY");
      expect(policy(answer).get("frame-ancestors")).toEqual(["'none'"]);
    }
  });

  it("allow scripts from the shop or with this answer's nonce only, a new nonce each time", async () => {
    const first = policy(await shop.call({ method: "GET", url: "/fapi/sites" }));
    const second = policy(await shop.call({ method: "GET", url: "/fapi/sites" }));
    const scripts = first.get("script-src") ?? [];
    expect(scripts).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
    expect(second.get("script-src")?.[1]).not.toBe(scripts[1]);
    expect(first.get("style-src")).toEqual(["'self'", expect.stringMatching(/^'nonce-/)]);
    // Style attributes only: React writes them into server-rendered pages.
    expect(first.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(Object.fromEntries(first)).toMatchObject({
      "default-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "connect-src": ["'self'"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
    });
  });

  it("ask browsers for HTTPS (HSTS) in production only", async () => {
    const production = await shop.call({ method: "GET", url: "/fapi/sites" });
    expect(production.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const development = await dev.inject({
      method: "GET",
      url: "/fapi/sites",
      headers: { "x-api-key": TEST_ACCESS_KEY },
    });
    expect(development.statusCode).toBe(200);
    expect(development.headers["strict-transport-security"]).toBeUndefined();
  });

  it("keep API answers out of every cache, and leave pictures cacheable", async () => {
    const guest = ((await issueGuest()).json() as { accessToken: string }).accessToken;
    const cart = await shop.call({
      method: "POST",
      url: "/cart/v1/cart?locale=en-us",
      token: guest,
    });
    expect(cart.statusCode, cart.body).toBe(201);
    const basketId = (cart.json() as { basketId: string }).basketId;
    for (const answer of [
      cart,
      await shop.call({ method: "GET", url: `/cart/v1/cart/${basketId}?locale=en-us` }),
      await shop.call({ method: "GET", url: "/fapi/sites" }),
      await shop.call({ method: "POST", url: "/token/v2/auth/token", payload: {} }),
    ])
      expect(answer.headers["cache-control"]).toBe("no-store");

    const [color] = await shop.db.query<{ color_variant_id: string }>(
      "select color_variant_id from colors limit 1",
    );
    const picture = await shop.app.inject({
      method: "GET",
      url: productImagePath(color?.color_variant_id ?? ""),
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toContain("immutable");
    expect(picture.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("cookies in production", () => {
  it("are __Host- named, Secure, httpOnly, for the whole site and no other host", async () => {
    const guest = setCookies(await issueGuest()).get("__Host-rl_token") ?? "";
    expect(guest).toMatch(
      /^__Host-rl_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(guest).not.toMatch(/Domain=/i);

    const { token } = await signedIn();
    const refresh = await shop.call({
      method: "POST",
      url: "/token/v2/auth/token",
      payload: { grantType: "RefreshToken", refreshToken: token.refreshToken },
    });
    const cookies = setCookies(refresh);
    expect([...cookies.keys()].sort()).toEqual(["__Host-rl_refresh", "__Host-rl_token"]);
    expect(cookies.get("__Host-rl_refresh")).toMatch(
      /^__Host-rl_refresh=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it("are read under that name only: a plain rl_token cookie is no session", async () => {
    const { token } = await signedIn();
    const withCookie = (cookie: string) =>
      shop.app.inject({
        method: "GET",
        url: "/consumers-v3/consumer?locale=en-us",
        headers: { "x-api-key": TEST_ACCESS_KEY, cookie },
      });
    expect((await withCookie(`__Host-rl_token=${token.accessToken}`)).statusCode).toBe(200);
    const plain = await withCookie(`rl_token=${token.accessToken}`);
    expect(plain.statusCode).toBe(401);
    expect(plain.json()).toMatchObject({ errorDetails: [{ errorId: "AUT432" }] });
  });

  it("are cleared at sign-out under the names they were set with, Secure as before", async () => {
    const { token } = await signedIn();
    const out = await shop.call({
      method: "POST",
      url: "/consumers-v3/consumer/auth/signout",
      token: token.accessToken,
      payload: { refreshToken: token.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    const cleared = setCookies(out);
    expect([...cleared.keys()].sort()).toEqual([
      "__Host-rl_basket",
      "__Host-rl_refresh",
      "__Host-rl_token",
    ]);
    for (const line of cleared.values()) expect(line).toMatch(/Path=\/;.*Secure/);
  });
});

describe("the developer's outbox page", () => {
  it("styles itself with the style nonce its policy names", async () => {
    const response = await shop.app.inject({
      method: "GET",
      url: "/dev/outbox",
      remoteAddress: "127.0.0.1",
    });
    expect(response.statusCode).toBe(200);
    const nonce = policy(response).get("style-src")?.[1]?.slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(response.body).toContain(`<style nonce="${nonce}">`);
  });
});
