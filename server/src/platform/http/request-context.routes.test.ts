// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { HEADERS, type ErrorEnvelope, type ProductDetails } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ACCESS_KEY, type TestApp } from "../../../test/test-app";
import { buildApp } from "../../app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
/** The same app with one extra API route that shows what the request context decided. */
let probe: FastifyInstance;
let styleId: string;
let colorVariantId: string;

beforeAll(async () => {
  t = await createTestApp();
  probe = await buildApp({ config: t.config, db: t.db });
  probe.get("/fapi/test/context", async (request) => ({
    correlationId: request.correlationId,
    transactionId: request.transactionId,
    channel: request.channel,
    locale: request.locale,
  }));
  await probe.ready();
  const [row] = await t.db.query<{ style_id: string; color_variant_id: string }>(
    "select style_id, color_variant_id from colors where is_default order by color_variant_id limit 1",
  );
  if (!row) throw new Error("the seed has no colours");
  styleId = row.style_id;
  colorVariantId = row.color_variant_id;
});
afterAll(async () => {
  await probe?.close();
  await t?.close();
});

async function context(headers: Record<string, string>, query = "") {
  const response = await probe.inject({
    method: "GET",
    url: `/fapi/test/context${query}`,
    headers: { [HEADERS.accessKey]: TEST_ACCESS_KEY, ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    correlationId: string;
    transactionId: string;
    channel: string;
    locale: string | null;
  };
}

describe("correlation and transaction ids", () => {
  it("generates UUIDs when the caller sends none and exposes them on the request", async () => {
    const response = await t.call({ method: "GET", url: "/fapi/sites" });
    expect(response.statusCode).toBe(200);
    expect(response.headers[HEADERS.correlationId]).toMatch(UUID);
    expect(response.headers[HEADERS.transactionId]).toMatch(UUID);
    expect(response.headers[HEADERS.correlationId]).not.toBe(
      response.headers[HEADERS.transactionId],
    );

    const seen = await context({});
    expect(seen.correlationId).toMatch(UUID);
    expect(seen.transactionId).toMatch(UUID);
  });

  it("echoes the caller's ids on a successful response", async () => {
    const headers = { [HEADERS.correlationId]: "corr-ok.1", [HEADERS.transactionId]: "txn:ok_1" };
    const response = await t.call({ method: "GET", url: "/fapi/sites", headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers[HEADERS.correlationId]).toBe("corr-ok.1");
    expect(response.headers[HEADERS.transactionId]).toBe("txn:ok_1");
    expect(await context(headers)).toMatchObject({
      correlationId: "corr-ok.1",
      transactionId: "txn:ok_1",
    });
  });

  it("echoes the caller's ids on an error response, in the headers and the envelope", async () => {
    const response = await t.call({
      method: "GET",
      url: "/products/v2/products/ZZZZZZZZ/details",
      headers: { [HEADERS.correlationId]: "corr-err-7", [HEADERS.transactionId]: "txn-err-7" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers[HEADERS.correlationId]).toBe("corr-err-7");
    expect(response.headers[HEADERS.transactionId]).toBe("txn-err-7");
    expect((response.json() as ErrorEnvelope).correlationId).toBe("corr-err-7");
  });

  it("echoes the correlation id even when the access key is refused", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/fapi/sites",
      headers: { [HEADERS.correlationId]: "corr-no-key" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers[HEADERS.correlationId]).toBe("corr-no-key");
    expect((response.json() as ErrorEnvelope).correlationId).toBe("corr-no-key");
  });

  it.each([
    ["spaces and punctuation", "not a valid id!"],
    ["markup", "<script>"],
    ["more than 128 characters", "a".repeat(129)],
  ])("replaces an id made of %s with a fresh UUID", async (_label, bad) => {
    const response = await t.call({
      method: "GET",
      url: "/products/v2/products/ZZZZZZZZ/details",
      headers: { [HEADERS.correlationId]: bad, [HEADERS.transactionId]: bad },
    });
    expect(response.headers[HEADERS.correlationId]).toMatch(UUID);
    expect(response.headers[HEADERS.transactionId]).toMatch(UUID);
    expect((response.json() as ErrorEnvelope).correlationId).toBe(
      response.headers[HEADERS.correlationId],
    );
  });
});

describe("access key", () => {
  it.each([
    ["missing", {}],
    ["wrong", { [HEADERS.accessKey]: "not-a-configured-key" }],
    ["empty", { [HEADERS.accessKey]: "" }],
  ])("answers 401 API400 on an API path when the key is %s", async (_label, headers) => {
    const response = await t.app.inject({ method: "GET", url: "/products/v2/catalog", headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errorDetails: [{ errorId: "API400", message: expect.any(String) }],
      appId: t.config.appId,
      correlationId: response.headers[HEADERS.correlationId],
    });
  });

  it("refuses a keyless call before it can create anything", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/token/v2/auth/token",
      payload: { grantType: "Guest" },
    });
    expect(response.statusCode).toBe(401);
    expect((response.json() as ErrorEnvelope).errorDetails[0]?.errorId).toBe("API400");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("lets health checks, the OpenAPI document and product pictures through without a key", async () => {
    for (const url of [
      "/healthz",
      "/readyz",
      "/openapi.json",
      `/images/products/${colorVariantId}.svg`,
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("accepts every configured key, not just the first", async () => {
    expect(t.config.accessKeys).toContain("second-access-key");
    const response = await t.app.inject({
      method: "GET",
      url: "/fapi/sites",
      headers: { [HEADERS.accessKey]: "second-access-key" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("channel header", () => {
  it("defaults to ECOMM", async () => {
    expect((await context({})).channel).toBe("ECOMM");
  });

  it("recognises MAPP whatever its case", async () => {
    expect((await context({ [HEADERS.channel]: "MAPP" })).channel).toBe("MAPP");
    expect((await context({ [HEADERS.channel]: "mapp" })).channel).toBe("MAPP");
  });

  it("falls back to ECOMM for an unknown channel instead of failing the call", async () => {
    expect((await context({ [HEADERS.channel]: "KIOSK" })).channel).toBe("ECOMM");
  });
});

describe("locale query", () => {
  it("is read onto the request when well formed, null when absent", async () => {
    expect((await context({}, "?locale=fr-ca")).locale).toBe("fr-ca");
    expect((await context({})).locale).toBeNull();
  });

  it("is refused when malformed on any API path, even one whose query declares no locale", async () => {
    for (const url of [
      "/fapi/sites?locale=EN",
      "/fapi/server/time?locale=en_us",
      "/fapi/sites?locale=a&locale=b",
    ]) {
      const response = await t.call({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as ErrorEnvelope).errorDetails[0]).toMatchObject({
        errorId: "VAL400",
        field: "locale",
      });
    }
  });

  it.each([
    ["en-us", "USD"],
    ["en-ca", "CAD"],
    ["fr-ca", "CAD"],
    ["en-gb", "GBP"],
    ["de-de", "EUR"],
    ["fr-fr", "EUR"],
  ])("selects the site: %s prices in %s", async (locale, currency) => {
    const response = await t.call({
      method: "GET",
      url: `/products/v2/products/${styleId}/details?locale=${locale}`,
    });
    expect(response.statusCode).toBe(200);
    const details = response.json() as ProductDetails;
    expect(details.prices.currency).toBe(currency);
    expect(details.url.startsWith(`/${locale}/p/`)).toBe(true);
  });

  it("uses the default site (en-us, USD) when no locale is given", async () => {
    const response = await t.call({
      method: "GET",
      url: `/products/v2/products/${styleId}/details`,
    });
    expect((response.json() as ProductDetails).prices.currency).toBe("USD");
  });

  it.each(["EN-US", "english", "en_us", "e-us"])(
    "answers 400 VAL400 naming locale for malformed %s",
    async (locale) => {
      const response = await t.call({
        method: "GET",
        url: `/products/v2/catalog?locale=${locale}`,
      });
      expect(response.statusCode).toBe(400);
      const detail = (response.json() as ErrorEnvelope).errorDetails[0];
      expect(detail?.errorId).toBe("VAL400");
      expect(detail?.field).toBe("locale");
      expect(detail?.message).toContain("locale");
    },
  );

  it("answers 400 VAL400 naming locale for a well-formed locale that is not a site", async () => {
    const response = await t.call({ method: "GET", url: "/products/v2/catalog?locale=xx-yy" });
    expect(response.statusCode).toBe(400);
    const detail = (response.json() as ErrorEnvelope).errorDetails[0];
    expect(detail).toMatchObject({ errorId: "VAL400", field: "locale" });
    expect(detail?.message).toContain("xx-yy");
  });
});

describe("Accept header", () => {
  it("answers 406 API406 when an API call accepts only HTML", async () => {
    const response = await t.call({
      method: "GET",
      url: "/fapi/sites",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(406);
    expect((response.json() as ErrorEnvelope).errorDetails[0]?.errorId).toBe("API406");
  });

  it.each(["application/json", "*/*", "application/*", "text/html, application/json;q=0.9"])(
    "answers JSON when the caller accepts %s",
    async (accept) => {
      const response = await t.call({ method: "GET", url: "/fapi/sites", headers: { accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
    },
  );

  it("does not apply to product pictures", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/images/products/${colorVariantId}.svg`,
      headers: { accept: "image/avif,image/webp,image/*" },
    });
    expect(response.statusCode).toBe(200);
  });
});
