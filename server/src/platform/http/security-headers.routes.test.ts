// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { productImagePath, type WebHost } from "@ridgeline/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls } from "../../../test/auth-calls";
import { createTestApp, TEST_ACCESS_KEY, type TestApp, NO_SHEDDING } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../config";

/** The store as production runs it (Secure cookies, HSTS), with the developer's outbox on. */
let shop: TestApp;
/** The same store on this file's database as development runs it, with a web build. */
let dev: FastifyInstance;
let clientDir: string;

const ASSET = "/assets/entry.client-Sec123xy.js";

/**
 * A web build of one page whose inline scripts and style carry the nonces React Router is
 * handed (the real app's entry.server.tsx passes the script nonce to React the same way).
 */
function onePageBuild(): { build: ServerBuild; getLoadContext(host: WebHost): never } {
  const hosts = new WeakMap<RouterContextProvider, WebHost>();
  const build = {
    entry: {
      module: {
        default: (
          _request: Request,
          status: number,
          headers: Headers,
          _c: unknown,
          load: never,
        ) => {
          const nonce = hosts.get(load)?.cspNonce ?? "";
          headers.set("content-type", "text/html; charset=utf-8");
          const body = `<!doctype html><script nonce="${nonce}">1</script><script nonce="${nonce}">2</script>`;
          return new Response(body, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      page: { id: "page", parentId: "root", path: "*", module: { default: () => null } },
    },
    assets: {
      entry: { imports: [], module: ASSET },
      routes: {
        root: { id: "root", path: "", module: ASSET, hasLoader: false },
        page: { id: "page", parentId: "root", path: "*", module: ASSET, hasLoader: false },
      },
      url: "/assets/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return {
    build,
    getLoadContext(host) {
      const context = new RouterContextProvider();
      hosts.set(context, host);
      return context as never;
    },
  };
}

beforeAll(async () => {
  shop = await createTestApp({
    NODE_ENV: "production",
    BOT_SECRET: "security-headers-secret-0123456789abcdef",
    PUBLIC_URL: "http://localhost",
    DEV_OUTBOX: "true",
    HOUSEKEEPING_INTERVAL_MINUTES: "0",
  });
  clientDir = await mkdtemp(join(tmpdir(), "ridgeline-headers-"));
  await mkdir(join(clientDir, "assets"));
  await writeFile(join(clientDir, ASSET), "export {};\n");
  dev = await buildApp({
    config: loadConfig({ NODE_ENV: "development", ACCESS_KEYS: TEST_ACCESS_KEY, ...NO_SHEDDING }),
    db: shop.db,
    web: { build: onePageBuild(), clientDir },
  });
  await dev.ready();
});
afterAll(async () => {
  await dev?.close();
  await shop?.close();
  await rm(clientDir, { recursive: true, force: true });
});
const { signedIn } = authCalls(() => shop);

/** The headers every answer carries, whatever it is (production's: with HSTS). */
const EVERY_ANSWER = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "DENY",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};
/** Development's: the same without HSTS, which only production (served over HTTPS) sends. */
const EVERY_DEVELOPMENT_ANSWER = Object.fromEntries(
  Object.entries(EVERY_ANSWER).filter(([name]) => name !== "strict-transport-security"),
);

/** The policy of an answer that is no page: no inline script or style at all. */
const POLICY =
  "default-src 'self';script-src 'self';style-src 'self';style-src-attr 'unsafe-inline';" +
  "img-src 'self' data:;connect-src 'self';" +
  "frame-src 'self' https://www.youtube-nocookie.com;object-src 'none';base-uri 'self';" +
  "form-action 'self';frame-ancestors 'none'";
/** A page's policy: the same, with a nonce for its scripts and one for its styles. */
const PAGE_POLICY =
  /^default-src 'self';script-src 'self' 'nonce-([0-9a-f]{32})';style-src 'self' 'nonce-([0-9a-f]{32})';style-src-attr 'unsafe-inline';img-src 'self' data:;connect-src 'self';frame-src 'self' https:\/\/www\.youtube-nocookie\.com;object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'$/;

/** The nonces a page's policy names, or fails when the policy is not a page's. */
function pageNonces(response: LightMyRequestResponse): { script: string; style: string } {
  const match = PAGE_POLICY.exec(String(response.headers["content-security-policy"]));
  expect(match, String(response.headers["content-security-policy"])).not.toBeNull();
  return { script: match?.[1] ?? "", style: match?.[2] ?? "" };
}

/** The Set-Cookie headers of an answer, by cookie name. */
function setCookies(response: LightMyRequestResponse): Map<string, string> {
  const header = response.headers["set-cookie"] ?? [];
  const lines = Array.isArray(header) ? header : [header];
  return new Map(lines.map((line) => [line.split("=")[0] ?? "", line]));
}

const issueGuest = () =>
  shop.call({ method: "POST", url: "/token/v2/auth/token", payload: { grantType: "Guest" } });

const page = (url: string) => dev.inject({ method: "GET", url });

describe("security headers", () => {
  it("are on API answers, refusals, errors, unknown paths and pictures alike, with a policy naming no nonce", async () => {
    const answers = [
      await shop.call({ method: "GET", url: "/fapi/sites" }),
      await shop.app.inject({ method: "GET", url: "/fapi/sites" }),
      await shop.call({ method: "GET", url: "/products/v2/search/productSearch?q=a&locale=nope" }),
      await shop.call({ method: "GET", url: "/products/v2/nothing-here" }),
      await shop.app.inject({ method: "GET", url: "/images/products/ZZZZZZZZZZZ.svg" }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(EVERY_ANSWER);
      expect(answer.headers["content-security-policy"]).toBe(POLICY);
    }
  });

  it("are on pages and their assets, a page's policy naming its own nonces", async () => {
    const home = await page("/en-us");
    expect(home.statusCode, home.body).toBe(200);
    expect(home.headers).toMatchObject(EVERY_DEVELOPMENT_ANSWER);
    const { script, style } = pageNonces(home);
    expect(style).not.toBe(script);
    // The page's inline scripts carry the nonce its policy names.
    const inline = [...home.body.matchAll(/<script nonce="([^"]*)">/g)].map((found) => found[1]);
    expect(inline).toEqual([script, script]);

    const asset = await page(ASSET);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers).toMatchObject(EVERY_DEVELOPMENT_ANSWER);
    expect(asset.headers["content-security-policy"]).toBe(POLICY);
    expect(asset.headers["strict-transport-security"]).toBeUndefined();
  });

  it("give every page new nonces, never one seen before", async () => {
    const seen = new Set<string>();
    // 300 pages draw 600 nonces: more than one block of random bytes (256 nonces).
    for (let count = 0; count < 300; count += 1) {
      const { script, style } = pageNonces(await page(`/en-us/c/page-${count}`));
      seen.add(script).add(style);
    }
    expect(seen.size).toBe(600);
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
    expect(response.headers).toMatchObject(EVERY_ANSWER);
    const { style } = pageNonces(response);
    expect(response.body).toContain(`<style nonce="${style}">`);
  });
});
