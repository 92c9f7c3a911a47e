// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { ApiRequest } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ACCESS_KEY, type TestApp } from "../../../test/test-app";
import { runForPage } from "./client-connection";
import { injectTransport, pageTransport } from "./page-transport";

let t: TestApp;
let styleId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db.query<{ style_id: string }>(
    "select style_id from styles order by style_id limit 1",
  );
  if (!row) throw new Error("the seed has no style");
  styleId = row.style_id;
  token = (await t.registeredToken()).token;
});
afterAll(async () => {
  await t?.close();
});

const page = <T>(work: () => Promise<T>) => runForPage(new AbortController().signal, work);

/** A page's read as the web app's ApiClient sends it. */
function read(url: string, extra: Record<string, string> = {}): ApiRequest {
  return {
    method: "GET",
    url,
    headers: {
      accept: "application/json",
      "x-api-key": TEST_ACCESS_KEY,
      "x-correlation-id": "direct-calls-test",
      ...extra,
    },
  };
}

describe("a page's reads answered directly", () => {
  it("answer what the same call through the HTTP emulation answers, errors included", async () => {
    const direct = pageTransport(t.app, "127.0.0.1", "localhost", TEST_ACCESS_KEY);
    const emulated = injectTransport(t.app, "127.0.0.1", "localhost");
    const calls = [
      read(`/products/v2/products/${styleId}/details?locale=en-us`),
      read(`/products/v2/products/${styleId}/details?locale=fr-fr`),
      read("/products/v2/products/ZZZZZZZZ/details?locale=en-us"),
      read("/products/v2/products/not-an-id/details?locale=en-us"),
      read(`/products/v2/products/${styleId}/details?locale=xx-zz`),
      read(`/products/v2/products/${styleId}/details?locale=EN`),
      read("/products/v2/search/productSearch?q=jacket&count=5&locale=en-us"),
      read("/products/v2/search/productSearch?q=jacket&count=abc&locale=en-us"),
      read("/products/v2/search/productSearch?categoryId=1000&categoryId=2000&locale=en-us"),
      read(`/products/v1/products/${styleId}/reviews?locale=en-us&count=5`),
      read(`/products/v1/products/${styleId}/reviews/questions?locale=en-us&count=5`),
      read("/wishlists/v2/favorites/ids?locale=en-us"),
      read("/wishlists/v2/favorites/ids?locale=en-us", { authorization: `Bearer ${token}` }),
      read("/wishlists/v2/favorites/ids?locale=en-us", {
        authorization: "Bearer not-a-token-at-all-xx",
      }),
      read("/fapi/sites"),
    ];
    for (const call of calls) {
      const [a, b] = await page(async () => [await direct(call), await emulated(call)] as const);
      expect({ url: call.url, status: a.status }).toEqual({ url: call.url, status: b.status });
      expect(JSON.parse(a.body), call.url).toEqual(JSON.parse(b.body));
    }
  });

  it("skip the HTTP emulation for reads, and keep it for writes", async () => {
    const original = t.app.inject.bind(t.app);
    let emulated = 0;
    t.app.inject = ((...args: Parameters<typeof original>) => {
      emulated += 1;
      return original(...args);
    }) as typeof t.app.inject;
    try {
      const direct = pageTransport(t.app, "127.0.0.1", "localhost", TEST_ACCESS_KEY);
      const answer = await page(() =>
        direct(read(`/products/v2/products/${styleId}/details?locale=en-us`)),
      );
      expect(answer.status).toBe(200);
      expect(emulated).toBe(0);
      const cart = await page(() =>
        direct({
          ...read("/cart/v1/cart?locale=en-us", { authorization: `Bearer ${token}` }),
          method: "POST",
        }),
      );
      expect(cart.status).toBe(201);
      expect(emulated).toBe(1);
    } finally {
      t.app.inject = original;
    }
  });
});

describe("shared answers handed to a page in process (decision 0051)", () => {
  it("are the area's one frozen answer for the catalogue, the sites, reviews, questions, details and search, with the JSON HTTP sends", async () => {
    const transport = pageTransport(t.app, "127.0.0.1", "localhost", TEST_ACCESS_KEY);
    const http = injectTransport(t.app, "127.0.0.1", "localhost");
    const urls = [
      "/products/v2/catalog?locale=en-us",
      "/fapi/sites",
      `/products/v1/products/${styleId}/reviews?locale=en-us&sort=newest&count=10`,
      `/products/v1/products/${styleId}/reviews/questions?locale=en-us&count=10`,
      `/products/v2/products/${styleId}/details?locale=en-us`,
      "/products/v2/search/productSearch?q=jacket&locale=en-us",
    ];
    for (const url of urls) {
      const first = await page(() => transport(read(url)));
      const again = await page(() => transport(read(url)));
      expect(first.status, url).toBe(200);
      expect(first.shared, url).toBeDefined();
      // Tests read stock afresh (interval 0), so a product's details are rebuilt each time.
      if (url.includes("/details")) expect(again.shared, url).toBeDefined();
      else expect(again.shared, url).toBe(first.shared);
      expect(Object.isFrozen(first.shared), url).toBe(true);
      const sent = await page(() => http(read(url)));
      expect(JSON.parse(first.body), url).toEqual(JSON.parse(sent.body));
    }
  });

  it("are never handed over for a shopper's own data", async () => {
    const transport = pageTransport(t.app, "127.0.0.1", "localhost", TEST_ACCESS_KEY);
    const answer = await page(() =>
      transport(
        read("/wishlists/v2/favorites/ids?locale=en-us", { authorization: `Bearer ${token}` }),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.shared).toBeUndefined();
  });
});
