// databases: postgres — business rules through the API; PostgreSQL runs them faster
// app: shared — reads the seed only (server/test/shared-app.ts checks it writes nothing)
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedTestApp } from "../../../test/shared-app";
import { TEST_ACCESS_KEY, type TestApp, NO_SHEDDING } from "../../../test/test-app";
import { buildApp } from "../../app";
import { loadConfig } from "../config";
import { hostChecker, hostName } from "./request-context.plugin";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { checkPageOrigin } from "./page-requests";

let t: TestApp;
/** The store as production runs it, answering for shop.example and www.shop.example only. */
let shop: FastifyInstance;

beforeAll(async () => {
  t = await sharedTestApp();
  const config = loadConfig({
    NODE_ENV: "production",
    ACCESS_KEYS: TEST_ACCESS_KEY,
    BOT_SECRET: "host-check-secret-0123456789abcdef0123",
    PUBLIC_URL: "https://shop.example",
    ALLOWED_HOSTS: "www.shop.example",
    ...NO_SHEDDING,
  });
  shop = await buildApp({ config, db: t.db });
  await shop.ready();
});
afterAll(async () => {
  await shop?.close();
  await t?.close();
});

/** Host names that are not the shop's: other domains, suffix and prefix tricks, odd bytes. */
const foreignHost = fc.oneof(
  fc.domain(),
  fc.constantFrom(
    "evil.example",
    "shop.example.evil.example",
    "evilshop.example",
    "shop.example@evil.example",
    "127.0.0.1",
    "[::1]",
    "localhost",
    "shop.example.",
    "xn--shp-qla.example",
    "",
  ),
);

describe("unknown hosts", () => {
  it("get API421 and no page, for any Host that is not the shop's", async () => {
    await fc.assert(
      fc.asyncProperty(
        foreignHost,
        fc.constantFrom("/", "/en-us", "/sitemap.xml", "/robots.txt"),
        async (host, url) => {
          fc.pre(!["shop.example", "www.shop.example"].includes(hostName(host)));
          const response = await shop.inject({ method: "GET", url, headers: { host } });
          expect(response.statusCode).toBe(421);
          expect(response.json()).toMatchObject({ errorDetails: [{ errorId: "API421" }] });
          expect(response.body).not.toContain(host || "\u0000");
        },
      ),
      { numRuns: runs(60) },
    );
  });

  it("get API421 for any unknown X-Forwarded-Host, even on the shop's own Host", async () => {
    await fc.assert(
      fc.asyncProperty(foreignHost, async (forwarded) => {
        fc.pre(
          forwarded !== "" && !["shop.example", "www.shop.example"].includes(hostName(forwarded)),
        );
        const response = await shop.inject({
          method: "GET",
          url: "/robots.txt",
          headers: { host: "shop.example", "x-forwarded-host": forwarded },
        });
        expect(response.statusCode).toBe(421);
      }),
      { numRuns: runs(40) },
    );
  });

  it("answers the configured hosts, with any case and port, and builds links on PUBLIC_URL", async () => {
    for (const host of [
      "shop.example",
      "SHOP.example:443",
      "www.shop.example",
      "www.shop.example:8080",
    ]) {
      const response = await shop.inject({ method: "GET", url: "/robots.txt", headers: { host } });
      expect(response.statusCode).not.toBe(421);
    }
  });

  it("keeps the health checks answering whatever name a load balancer uses", async () => {
    for (const url of ["/healthz", "/readyz"]) {
      const response = await shop.inject({
        method: "GET",
        url,
        headers: { host: "10.1.2.3:3000" },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it("refuses the API on an unknown host as well", async () => {
    const response = await shop.inject({
      method: "GET",
      url: "/fapi/sites",
      headers: { host: "evil.example", "x-api-key": TEST_ACCESS_KEY },
    });
    expect(response.statusCode).toBe(421);
  });
});

describe("hostChecker", () => {
  const known = hostChecker(["shop.example", "[::1]"]);

  it("reads host names without their port and in any case", () => {
    expect(known({ host: "Shop.Example:3000" })).toBe(true);
    expect(known({ host: "[::1]:3000" })).toBe(true);
    expect(
      known({ host: "shop.example", "x-forwarded-host": "shop.example, SHOP.EXAMPLE:80" }),
    ).toBe(true);
  });

  it("refuses a request without Host, or with one unknown hop among known ones", () => {
    expect(known({})).toBe(false);
    expect(known({ host: "shop.example", "x-forwarded-host": "shop.example, evil.example" })).toBe(
      false,
    );
    expect(
      known({ host: "shop.example", "x-forwarded-host": ["shop.example", "evil.example"] }),
    ).toBe(false);
  });
});

const SHOP_HOSTS = ["shop.example", "www.shop.example"];

/** Origins a browser could send from another site, and values no browser sends. */
const foreignOrigin = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("http", "https"),
      fc.domain(),
      fc.option(fc.integer({ min: 1, max: 65535 })),
    )
    .filter(([, domain]) => !SHOP_HOSTS.includes(hostName(domain)))
    .map(([scheme, domain, port]) => `${scheme}://${domain}${port === null ? "" : `:${port}`}`),
  fc.constantFrom(
    "null",
    "",
    "https://shop.example.evil.example",
    "https://evilshop.example",
    "https://shop.example/path",
    "https://shop.example/",
    "HTTPS://SHOP.EXAMPLE",
    "https://user@shop.example",
    "ftp://shop.example",
    "javascript:alert(1)",
    "file://",
    "https://shop.example, https://evil.example",
    "http://127.0.0.1:3000",
    "http://localhost:3000",
  ),
);

describe("a page's form sent from another origin", () => {
  it("is refused with API403 for any origin that is not the shop's, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        foreignOrigin,
        fc.constantFrom("POST", "PUT", "PATCH", "DELETE"),
        fc.constantFrom("/en-us/sign-in", "/en-us/account/addresses", "/"),
        async (origin, method, url) => {
          const response = await shop.inject({
            method: method as "POST",
            url,
            headers: {
              host: "shop.example",
              origin,
              "content-type": "application/x-www-form-urlencoded",
            },
            payload: "email=a%40b.example",
          });
          expect(response.statusCode).toBe(403);
          expect(response.json()).toMatchObject({ errorDetails: [{ errorId: "API403" }] });
        },
      ),
      { numRuns: runs(150) },
    );
  });

  it("passes from the shop's own hosts, and reads pass whatever their Origin", async () => {
    for (const origin of ["https://shop.example", "https://www.shop.example"]) {
      const post = await shop.inject({
        method: "POST",
        url: "/en-us/sign-in",
        headers: {
          host: "shop.example",
          origin,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "email=a%40b.example",
      });
      expect(post.statusCode).not.toBe(403);
      expect(post.statusCode).toBeLessThan(500);
    }
    const read = await shop.inject({
      method: "GET",
      url: "/en-us",
      headers: { host: "shop.example", origin: "https://evil.example" },
    });
    expect(read.statusCode).not.toBe(403);
  });
});

describe("checkPageOrigin", () => {
  // Outside production the shop answers on loopback names too (decision 0037).
  const known = hostChecker(["localhost", "127.0.0.1", "[::1]"]);

  it("lets a form posted on any loopback name through, so a newcomer's 127.0.0.1 works", () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      expect(() => checkPageOrigin("POST", origin, known)).not.toThrow();
    }
  });

  it("checks writes only, and lets a write without Origin through", () => {
    expect(() => checkPageOrigin("GET", "https://evil.example", known)).not.toThrow();
    expect(() => checkPageOrigin("HEAD", "null", known)).not.toThrow();
    expect(() => checkPageOrigin("POST", undefined, known)).not.toThrow();
    expect(() => checkPageOrigin("POST", "https://evil.example", known)).toThrow(/another site/);
  });
});
