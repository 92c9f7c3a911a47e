// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { ERROR_CATALOGUE, HEADERS, type ErrorEnvelope } from "@ridgeline/contract";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.guestToken();
});
afterAll(async () => {
  await t?.close();
});

/** Asserts the spec's envelope and nothing more, and returns its only detail. */
function expectEnvelope(response: LightMyRequestResponse, status: number, errorId: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json() as ErrorEnvelope;
  expect(Object.keys(body).sort()).toEqual(["appId", "correlationId", "errorDetails"]);
  expect(body.appId).toBe(t.config.appId);
  expect(body.correlationId).toBe(response.headers[HEADERS.correlationId]);
  expect(body.errorDetails).toHaveLength(1);
  const [detail] = body.errorDetails;
  if (!detail) throw new Error("no error detail");
  expect(["errorId", "field", "message"]).toEqual(expect.arrayContaining(Object.keys(detail)));
  expect(detail.errorId).toBe(errorId);
  expect(detail.message).not.toBe("");
  return detail;
}

const TOKEN_URL = "/token/v2/auth/token";

describe("unrouted API requests", () => {
  it("answers 404 API404 for an unknown API path", async () => {
    const detail = expectEnvelope(
      await t.call({ method: "GET", url: "/cart/v1/nothing-here" }),
      404,
      "API404",
    );
    expect(detail.message).toContain("/cart/v1/nothing-here");
  });

  it("answers 404 API404 under every API prefix", async () => {
    for (const url of [
      "/token/v9/x",
      "/consumers-v3/nope",
      "/products/v2/nope",
      "/wishlists/v2/x",
      "/stores/v1/x",
      "/fapi/nope",
    ]) {
      expectEnvelope(await t.call({ method: "GET", url }), 404, "API404");
    }
  });

  it.each([
    ["DELETE", "/cart/v1/cart", "POST"],
    ["GET", TOKEN_URL, "POST"],
    ["PUT", "/cart/v1/cart/some-basket", "GET"],
    ["POST", "/fapi/sites", "GET"],
  ] as const)("answers 405 API405 for %s %s with Allow naming %s", async (method, url, allowed) => {
    const response = await t.call({ method, url });
    expectEnvelope(response, 405, "API405");
    expect(String(response.headers["allow"]).split(", ")).toContain(allowed);
    expect(String(response.headers["allow"])).not.toContain(method);
  });

  it("answers 404, not 405, for a known path with a trailing slash, which Fastify does not route", async () => {
    expectEnvelope(await t.call({ method: "GET", url: "/fapi/sites/" }), 404, "API404");
  });

  it("answers a malformed percent-encoding in the path with the envelope and the caller's id", async () => {
    const response = await t.call({
      method: "GET",
      url: "/cart/v1/cart/%E0%A4%A",
      headers: { [HEADERS.correlationId]: "corr-bad-url" },
    });
    expectEnvelope(response, 400, "VAL400");
    expect(response.headers[HEADERS.correlationId]).toBe("corr-bad-url");
  });

  it("answers 404, not 405 telling the caller to use the method it used, for an over-long path parameter", async () => {
    const response = await t.call({ method: "GET", url: `/cart/v1/cart/${"b".repeat(200)}` });
    expectEnvelope(response, 404, "API404");
  });
});

describe("request bodies", () => {
  it.each([
    ["text/plain", "grantType=Guest"],
    ["application/x-www-form-urlencoded", "grantType=Guest"],
    ["multipart/form-data; boundary=x", "--x\r\n\r\nGuest\r\n--x--"],
  ])("answers 415 API415 for a %s body", async (type, payload) => {
    const response = await t.call({
      method: "POST",
      url: TOKEN_URL,
      payload,
      headers: { "content-type": type },
    });
    expectEnvelope(response, 415, "API415");
  });

  it("answers 415 API415 for a body without a content type", async () => {
    const response = await t.call({ method: "POST", url: TOKEN_URL, payload: "grantType" });
    expectEnvelope(response, 415, "API415");
  });

  it.each([
    '{"grantType":',
    "{grantType: 'Guest'}",
    '{"grantType":"Guest","__proto__":{"admin":true}}',
  ])("answers 400 VAL400 for malformed JSON %s", async (payload) => {
    const response = await t.call({
      method: "POST",
      url: TOKEN_URL,
      payload,
      headers: { "content-type": "application/json" },
    });
    expectEnvelope(response, 400, "VAL400");
  });

  it("names a nested field that breaks the schema", async () => {
    const response = await t.call({
      method: "POST",
      url: TOKEN_URL,
      payload: { grantType: "Guest", guestObjects: { basketId: "b".repeat(65) } },
    });
    const detail = expectEnvelope(response, 400, "VAL400");
    expect(detail.field).toBe("guestObjects.basketId");
    expect(detail.message).toContain("guestObjects.basketId");
  });

  it("names a top-level field of the wrong type", async () => {
    const response = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token,
      payload: { cartId: "abc", productId: "ABCDEFGH", upc: "123456789012", qty: "2" },
    });
    const detail = expectEnvelope(response, 400, "VAL400");
    expect(detail.field).toBe("qty");
    expect(detail.message).toContain("qty");
  });

  it("names the query parameter that breaks the schema", async () => {
    const response = await t.call({
      method: "GET",
      url: "/products/v2/search/productSearch?sort=cheapest",
    });
    expect(expectEnvelope(response, 400, "VAL400").field).toBe("sort");
  });

  it("names the path parameter that breaks the schema", async () => {
    const response = await t.call({ method: "GET", url: "/cart/v1/cart/not_a_basket!" });
    expect(expectEnvelope(response, 400, "VAL400").field).toBe("basketId");
  });

  it.each([
    ["without a content type", {}],
    ["with a JSON content type", { "content-type": "application/json" }],
  ])(
    "answers 400 ATTR300 for an empty body where one is required (%s)",
    async (_label, headers) => {
      expectEnvelope(await t.call({ method: "POST", url: TOKEN_URL, headers }), 400, "ATTR300");
      expectEnvelope(
        await t.call({ method: "POST", url: "/cart/v1/item", token, headers }),
        400,
        "ATTR300",
      );
    },
  );

  it("accepts the empty body the cart creation call sends", async () => {
    const response = await t.call({
      method: "POST",
      url: "/cart/v1/cart",
      token,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(201);
  });

  it("answers 413 API413 rather than 500 for a body over the size limit", async () => {
    const response = await t.call({
      method: "POST",
      url: TOKEN_URL,
      payload: JSON.stringify({ grantType: "Guest", orderNo: "x".repeat(1024 * 1024 + 1) }),
      headers: { "content-type": "application/json" },
    });
    expectEnvelope(response, 413, "API413");
  });
});

describe("catalogue codes", () => {
  it("answer with the status and default message the catalogue gives them", async () => {
    const response = await t.call({ method: "GET", url: "/cart/v1/cart/unknown-basket", token });
    const detail = expectEnvelope(response, ERROR_CATALOGUE.BSK404.status, "BSK404");
    expect(detail.message).toContain("unknown-basket");
    const missingToken = await t.call({ method: "POST", url: "/cart/v1/cart" });
    expect(expectEnvelope(missingToken, 401, "AUT432").message).toBe(
      ERROR_CATALOGUE.AUT432.message,
    );
  });
});

describe("internal failures", () => {
  let broken: TestApp;
  let brokenToken: string;
  beforeAll(async () => {
    broken = await createTestApp();
    brokenToken = await broken.guestToken();
    // A table the cart needs disappears: every cart answer now fails inside the database.
    await broken.db.exec("drop table cart_items");
  });
  afterAll(async () => {
    await broken?.close();
  });

  const call = (options: InjectOptions) => broken.call({ ...options, token: brokenToken });

  it("answer 500 GEN500 with the catalogue's message only", async () => {
    const response = await call({
      method: "POST",
      url: "/cart/v1/cart",
      headers: { [HEADERS.correlationId]: "corr-500" },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errorDetails: [{ errorId: "GEN500", message: ERROR_CATALOGUE.GEN500.message }],
      appId: broken.config.appId,
      correlationId: "corr-500",
    });
  });

  it("never leak the stack, the SQL, table names or the database's message", async () => {
    const response = await call({ method: "POST", url: "/cart/v1/cart" });
    expect(response.statusCode).toBe(500);
    for (const secret of [
      /cart_items/i,
      /relation "/i,
      /does not exist/i,
      /select /i,
      /\bfrom\b/i,
      /\bat .+:\d+/,
      /Error:/,
      /\.ts\b/,
    ]) {
      expect(response.body).not.toMatch(secret);
      expect(JSON.stringify(response.headers)).not.toMatch(secret);
    }
  });

  it("leave the parts that do not need the broken table working", async () => {
    expect((await broken.call({ method: "GET", url: "/fapi/sites" })).statusCode).toBe(200);
  });
});
