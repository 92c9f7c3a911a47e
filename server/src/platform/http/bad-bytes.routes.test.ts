// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { HEADERS } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
let guest: string;
let registered: string;
let styleId: string;
beforeAll(async () => {
  t = await createTestApp();
  guest = await t.guestToken();
  registered = (await t.registeredToken()).token;
  const [row] = await t.db.query<{ style_id: string }>(
    "select style_id from styles order by style_id limit 1",
  );
  if (!row) throw new Error("the seed has no styles");
  styleId = row.style_id;
});
afterAll(async () => {
  await t?.close();
});

const NUL = "\u0000";
const ADDRESS = {
  approachType: "S",
  addressLine1: "1 Main Street",
  city: "London",
  countryCode: "GB",
  email: "ann@example.com",
  firstName: "Ann",
  lastName: "Lee",
  phone: "07700900000",
  postalCode: "SW1A 1AA",
};

type Who = "nobody" | "guest" | "registered";
const tokenOf = (who: Who) =>
  who === "guest" ? guest : who === "registered" ? registered : undefined;

describe("bad bytes anywhere in a request", () => {
  // Each of these answered GEN500 on both databases before the check at the edge.
  it.each([
    [
      "sign-up",
      "POST",
      "/consumers-v3/auth/signup",
      {
        firstName: `A${NUL}`,
        lastName: "Lee",
        email: "a@b.co",
        password: "long enough",
        isTermsConfirmed: true,
      },
      "nobody",
      "firstName",
    ],
    [
      "sign-in",
      "POST",
      "/consumers-v3/auth/signin",
      { username: `a${NUL}@b.co`, password: "x", codeChallenge: "a".repeat(43) },
      "guest",
      "username",
    ],
    [
      "a password reset",
      "POST",
      "/consumers-v3/consumer/resetpassword",
      { email: `a${NUL}@b.co` },
      "nobody",
      "email",
    ],
    [
      "a new address",
      "POST",
      "/consumers-v3/consumer/address",
      { ...ADDRESS, addressLine1: `1 Main${NUL}` },
      "registered",
      "addressLine1",
    ],
    [
      "an address id in the path",
      "PUT",
      "/consumers-v3/consumer/address/abc%00",
      { city: "Leeds" },
      "registered",
      "addressId",
    ],
    [
      "a review",
      "POST",
      "/products/v1/products/{style}/reviews",
      { rating: 5, title: "Warm", text: `Warm and dry all winter${NUL}` },
      "registered",
      "text",
    ],
    [
      "a question",
      "POST",
      "/products/v1/products/{style}/reviews/questions",
      { text: `Does it run small${NUL}?` },
      "registered",
      "text",
    ],
    [
      "a subscription",
      "POST",
      "/consumers-v3/consumer/subscription",
      { subscriptions: [{ type: "Newsletter", channel: "EMAIL", recipient: `a${NUL}@b.co` }] },
      "registered",
      "subscriptions.0.recipient",
    ],
    [
      "retrieveUserData",
      "POST",
      "/consumers-v3/consumer/retrieveUserData",
      { consumerId: `R${NUL}`, email: "a@b.co" },
      "registered",
      "consumerId",
    ],
    [
      "a lookup query",
      "GET",
      "/consumers-v3/consumer/lookup?email=a%00@b.co",
      undefined,
      "registered",
      "email",
    ],
    ["a basket id in the path", "GET", "/cart/v1/cart/abc%00", undefined, "guest", "basketId"],
  ] as const)(
    "refuses NUL in %s with VAL400 naming the field",
    async (_label, method, url, payload, who, field) => {
      const response = await t.call({
        method,
        url: url.replace("{style}", styleId),
        payload,
        token: tokenOf(who),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
      expect(errorOf(response)?.message).toContain(field);
    },
  );

  it("refuses control characters and line breaks in single-line fields", async () => {
    for (const bad of ["\u0007", "\u001b[31m", "\r\nBcc: x@y.z", "\t"]) {
      const response = await t.call({
        method: "POST",
        url: "/consumers-v3/consumer/address",
        payload: { ...ADDRESS, lastName: `Lee${bad}` },
        token: registered,
      });
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "lastName" });
    }
  });

  it("keeps the line breaks of a review's text", async () => {
    const text = "Warm and dry all winter.\r\nThe laces could be longer.\n\tStill five stars.";
    const response = await t.call({
      method: "POST",
      url: `/products/v1/products/${styleId}/reviews`,
      payload: { rating: 5, title: "Warm", text },
      token: (await t.registeredToken()).token,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ text });
  });

  it("refuses a lone surrogate sent as a JSON escape", async () => {
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/resetpassword",
      payload: '{"email":"a\\ud800@b.co"}',
      headers: { "content-type": "application/json" },
    });
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "email" });
  });

  it.each([
    ["a stray byte", [0xff]],
    ["an overlong slash", [0xc0, 0xaf]],
    ["an encoded surrogate", [0xed, 0xa0, 0x80]],
    ["a cut sequence", [0xe2, 0x82]],
  ])(
    "refuses a body that is not UTF-8 (%s) rather than reading it as U+FFFD",
    async (_label, bytes) => {
      const response = await t.call({
        method: "POST",
        url: "/consumers-v3/consumer/resetpassword",
        payload: Buffer.concat([
          Buffer.from('{"email":"a'),
          Buffer.from(bytes),
          Buffer.from('@b.co"}'),
        ]),
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "body" });
    },
  );

  it.each(["%E0%A4%A", "%FF", "%ED%A0%80", "%"])(
    "refuses a query value whose encoding is broken (%s) instead of searching for it raw",
    async (raw) => {
      const response = await t.call({
        method: "GET",
        url: `/products/v2/search/productSearch?q=${raw}`,
        headers: { [HEADERS.correlationId]: "corr-bad-query" },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "q" });
      expect(response.json()).toMatchObject({ correlationId: "corr-bad-query" });
    },
  );
});
