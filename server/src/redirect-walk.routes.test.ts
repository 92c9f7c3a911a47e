// databases: pglite, postgres — the walk runs every route of the app, on the database each store may run
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../../scripts/fast-check-runs.mjs";
import { cardToken, CHALLENGE } from "../test/checkout";
import { createTestApp, TEST_ACCESS_KEY, type TestApp } from "../test/test-app";

// Issue 26 point 8: no route of the app sends a shopper to another site, whatever target the
// request names. The routes come from the app's own route table, not from a list, so a route
// added tomorrow is walked too; every parameter that may name where to go next carries a
// hostile target, and every answer is read for where it sends the browser.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Targets that left the site through one check or another (decision 0031, issue 26). */
const HOSTILE = [
  "/..//evil.example",
  "/en-us/../..//evil.example",
  "/en-us/..%2f..%2f%2fevil.example",
  "/%2e%2e//evil.example",
  "//evil.example/en-us",
  "/\\evil.example",
  "/\t/evil.example",
  "https://evil.example/en-us",
  "/%5cevil.example",
  "/\u2215evil.example",
];

/** Generated targets: pieces that resolve, decode or fold towards another host. */
const PIECES = ["/", "//", "..", "%2f", "%2e", "%252f", "\\", "evil.example", "@", ":", "?", "#"];
const generated = fc.sample(
  fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((p) => p.join("")),
  { numRuns: runs(20), seed: 26 },
);

/** Names a request may carry its next place under. */
const TARGET_FIELDS = ["returnUrl", "referer", "next", "returnTo", "back", "redirect"];

const STORE = "http://store.invalid";
/** Whether a place the answer names stays on the store (relative paths and the store's own). */
const staysHome = (place: string) => {
  const value = place.replace(/&amp;/g, "&").trim();
  if (/^\/[\\/]/.test(value) || /^[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  try {
    return new URL(value, `${STORE}/provider/v1/x`).origin === STORE;
  } catch {
    return false;
  }
};

/** Where an answer sends the browser: its Location, and its page's forms, links and refresh. */
function placesOf(answer: { headers: Record<string, unknown>; body: string }): string[] {
  const places: string[] = [];
  const location = answer.headers["location"];
  if (typeof location === "string") places.push(location);
  const type = String(answer.headers["content-type"] ?? "");
  if (type.includes("html"))
    for (const [, , place = ""] of answer.body.matchAll(
      /\b(action|href|formaction|src)="([^"]*)"|content="\d+;\s*url=([^"]*)"/gi,
    ))
      places.push(place);
  return places;
}

/** Every route of the app with its methods, read from the route table Fastify prints. */
function routeTable(): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    stack.length = depth;
    const path = `${stack.join("")}${match[2] ?? ""}`;
    stack.push(match[2] ?? "");
    if (match[3]) routes.push({ path, methods: match[3].split(", ") });
  }
  return routes;
}

describe("every route of the app, asked to send the shopper elsewhere", () => {
  it("reads the route table", () => {
    const paths = routeTable().map((route) => route.path);
    expect(paths).toContain("/provider/v1/threeds/:paymentId");
    expect(paths).toContain("/provider/v1/sessions/:sessionId");
    expect(paths).toContain("/provider/v1/card-frame");
    expect(paths.length).toBeGreaterThan(100);
  });

  it("sends the browser only to the store's own pages, for every target and every route", async () => {
    const provider = t.services.payments.provider;
    const basketId = `walk-${randomUUID()}`;
    /** Real ids for the routes' parameters, so the provider's pages get past their look-ups. */
    const fresh = async (): Promise<Record<string, string>> => {
      const payment = await provider.authorise({
        reference: `attempt-${randomUUID()}`,
        method: "CREDIT_CARD",
        token: await cardToken(t, { basketId }, CHALLENGE),
        tokenBasketId: basketId,
        amountMinor: 4999,
        currency: "USD",
        idempotencyKey: randomUUID(),
      });
      const session = await provider.createSession({
        method: "PAYPAL",
        reference: `attempt-${randomUUID()}`,
        amountMinor: 4999,
        currency: "USD",
        returnUrl: "/en-us/checkout/billing",
      });
      return { paymentId: payment.paymentId, sessionId: session.sessionId };
    };
    const routes = routeTable().filter(
      (route) => route.methods.includes("GET") || route.methods.includes("POST"),
    );
    const escapes: string[] = [];
    for (const target of [...HOSTILE, ...generated]) {
      const ids = await fresh();
      const fields = Object.fromEntries([
        ...TARGET_FIELDS.map((name) => [name, target]),
        // What the provider's pages ask for before they send the shopper back.
        ["result", "Y"],
        ["outcome", "approved"],
        ["basketId", basketId],
      ]);
      const query = new URLSearchParams(fields).toString();
      for (const route of routes) {
        const path = route.path
          .replace(/:(\w+)(\|:\w+)*/g, (_, name: string) => ids[name] ?? "x")
          .replace(/\*$/, "x");
        const asks = [
          ...(route.methods.includes("GET") ? [{ method: "GET" as const }] : []),
          ...(route.methods.includes("POST")
            ? [
                {
                  method: "POST" as const,
                  headers: { "content-type": "application/x-www-form-urlencoded" },
                  payload: query,
                },
                { method: "POST" as const, payload: fields },
              ]
            : []),
        ];
        for (const ask of asks) {
          const answer = await t.app.inject({
            ...ask,
            url: `${path}?${query}`,
            headers: { ...ask.headers, "x-api-key": TEST_ACCESS_KEY },
          });
          for (const place of placesOf(answer))
            if (!staysHome(place))
              escapes.push(`${ask.method} ${route.path} with ${JSON.stringify(target)} → ${place}`);
        }
      }
    }
    expect(escapes).toEqual([]);
  }, 240_000);

  it("makes no Klarna or PayPal session that would send the shopper elsewhere", async () => {
    for (const target of [...HOSTILE, ...generated]) {
      const made = await t.services.payments.provider
        .createSession({
          method: "KLARNA",
          reference: `attempt-${randomUUID()}`,
          amountMinor: 1000,
          currency: "USD",
          returnUrl: target,
        })
        .catch((error: unknown) => {
          expect(error, target).toMatchObject({ errorId: "VAL400" });
          return null;
        });
      if (!made) continue;
      // A target the store's check kept is one of its own paths: approving goes back there.
      const answer = await t.app.inject({
        method: "POST",
        url: made.approvalUrl,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "outcome=approved",
      });
      for (const place of placesOf(answer))
        expect(staysHome(place), `${target} → ${place}`).toBe(true);
    }
  });
});
