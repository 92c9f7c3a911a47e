// databases: pglite, postgres — repeats and retries of one request (idempotency) meet the database's locks
import type { Cart } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  BILLING,
  US_ADDRESS,
  cardToken,
  newKey,
  placeOrder,
  placementOf,
  readyBag,
  skuWithStock,
} from "../../../test/checkout";

/**
 * Issue 26 points 6 and 11 (decision 0079): an Idempotency-Key answers the first order only to
 * the same request (CHK422 for any other), and a refused placement names the real cause
 * first: the stock before the delivery, the billing address, the e-mail and the payment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The home address without its e-mail (a cause of its own below). */
const ADDRESS = Object.fromEntries(
  Object.entries(US_ADDRESS).filter(([field]) => field !== "email"),
);

type Body = Record<string, unknown> & { cartId: string };

/** An answer without its correlation id (each response has its own). */
const answerOf = (response: { json(): unknown }) => {
  const answer = response.json() as Record<string, unknown>;
  delete answer.correlationId;
  return answer;
};

/** Ways a client may change a request it sends again under the same key. */
const CHANGES: Record<string, (body: Body, other: { card: string; cartId: string }) => Body> = {
  "another card": (body, other) => ({
    ...body,
    paymentMethod: { code: "CREDIT_CARD", additionalData: { token: other.card } },
  }),
  "another tender": (body) => ({
    ...body,
    paymentMethod: { code: "PAYPAL", additionalData: { sessionID: "session-0000001" } },
  }),
  "the card's bin": (body) => ({
    ...body,
    paymentMethod: { ...(body.paymentMethod as object), bin: "411111" },
  }),
  "an e-mail": (body) => ({ ...body, email: "grace@example.com" }),
  "a billing address": (body) => ({ ...body, billingAddress: { ...BILLING, city: "Oakland" } }),
  "an in-store sale": (body) => ({
    ...body,
    inStoreSalesInfo: { storeId: "S1", storeEmployeeId: "E1" },
  }),
  "another bag": (body, other) => ({ ...body, cartId: other.cartId }),
};

describe("an Idempotency-Key is one request (issue 26 point 6)", () => {
  it("the same key and body answers the first order; the same key with any field changed is CHK422, and the first order still stands", async () => {
    const sku = await skuWithStock(t);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(CHANGES)),
        fc.boolean(),
        async (change, placedFirst) => {
          // A guest has one open bag: another one is there once the first became an order.
          fc.pre(placedFirst || change !== "another bag");
          const { token, cart } = await readyBag(t, sku);
          const key = newKey();
          const card = await cardToken(t, cart);
          const body: Body = {
            cartId: cart.basketId,
            paymentMethod: { code: "CREDIT_CARD", additionalData: { token: card } },
            recaptcha_response: await t.botAnswer("placeOrder"),
          };
          // A refusal is an answer too: a bag without its billing address is refused first.
          if (!placedFirst)
            await t.db.query("update carts set billing_address = null where basket_id = $1", [
              cart.basketId,
            ]);
          const first = await placeOrder(t, token, cart, { key, body });
          expect(first.statusCode, first.body).toBe(placedFirst ? 200 : 400);
          // The same request again (a fresh bot answer: it proves who sends, not what is asked).
          const same = await placeOrder(t, token, cart, {
            key,
            body: { ...body, recaptcha_response: await t.botAnswer("placeOrder") },
          });
          expect(same.statusCode).toBe(first.statusCode);
          expect(answerOf(same)).toEqual(answerOf(first));
          // Any other request under the key is refused, whatever it would have done.
          const otherBag = change === "another bag" ? await readyBag(t, sku, 1, token) : null;
          const changed = CHANGES[change]?.(body, {
            card: await cardToken(t, otherBag?.cart ?? cart),
            cartId: otherBag?.cart.basketId ?? cart.basketId,
          });
          const reused = await placeOrder(t, token, cart, { key, body: changed });
          expect(reused.statusCode, reused.body).toBe(422);
          expect(errorOf(reused)).toMatchObject({ errorId: "CHK422", field: "Idempotency-Key" });
          // The first request's answer has not moved.
          const again = await placeOrder(t, token, cart, { key, body });
          expect(answerOf(again)).toEqual(answerOf(first));
          const orders = await t.db.query("select 1 from orders where basket_id = $1", [
            cart.basketId,
          ]);
          expect(orders).toHaveLength(placedFirst ? 1 : 0);
        },
      ),
      { numRuns: 8 },
    );
  }, 240_000);

  it("a key is the shopper's: another shopper's request under it is about their own bag", async () => {
    const sku = await skuWithStock(t);
    const key = newKey();
    const a = await readyBag(t, sku);
    const b = await readyBag(t, sku);
    const placedA = await placeOrder(t, a.token, a.cart, {
      key,
      cardToken: await cardToken(t, a.cart),
    });
    const placedB = await placeOrder(t, b.token, b.cart, {
      key,
      cardToken: await cardToken(t, b.cart),
    });
    expect(placedA.statusCode, placedA.body).toBe(200);
    expect(placedB.statusCode, placedB.body).toBe(200);
    expect(placementOf(placedB).orderNumber).not.toBe(placementOf(placedA).orderNumber);
  });
});

/** What can be wrong with a bag or a placement, in the order the shopper must hear it. */
const CAUSES = ["soldOut", "noAddress", "noBilling", "noEmail", "noPayment", "badCard"] as const;
type Cause = (typeof CAUSES)[number];

/** The refusal each cause is told with (code and field). */
const REFUSALS: Record<Cause, { errorId: string; field?: string }> = {
  soldOut: { errorId: "ORD430" },
  noAddress: { errorId: "CHK380" },
  noBilling: { errorId: "BIL400", field: "billingAddress" },
  noEmail: { errorId: "VAL400", field: "email" },
  noPayment: { errorId: "PYT400", field: "paymentMethod" },
  badCard: { errorId: "VAL400", field: "paymentMethod.additionalData" },
};

describe("a refused placement names the real cause first (issue 26 point 11)", () => {
  const used: string[] = [];

  /** A guest's bag of one unit with the causes given, and the placement's body. */
  async function bagWith(causes: ReadonlySet<Cause>): Promise<{ token: string; body: Body }> {
    const sku = await skuWithStock(t, used);
    used.push(sku.upc);
    const token = await t.guestToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
    const cart = created.json() as Cart;
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token,
      payload: { cartId: cart.basketId, productId: sku.style_id, upc: sku.upc, qty: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    if (!causes.has("noAddress")) {
      const address = causes.has("noEmail") ? ADDRESS : US_ADDRESS;
      const shipped = await t.call({
        method: "POST",
        url: `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-us`,
        token,
        payload: [address],
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
    }
    if (!causes.has("noBilling")) {
      const billed = await t.call({
        method: "POST",
        url: `/cart/v1/cart/${cart.basketId}/billingAddress?locale=en-us`,
        token,
        payload: BILLING,
      });
      expect(billed.statusCode, billed.body).toBe(200);
    }
    // Sold out after it was put in the bag: the bag's only line is gone.
    if (causes.has("soldOut"))
      await t.db.query("update inventory set quantity = 0 where upc = $1", [sku.upc]);
    const paymentMethod = causes.has("badCard")
      ? { code: "CREDIT_CARD", additionalData: {} }
      : { code: "CREDIT_CARD", additionalData: { token: await cardToken(t, cart) } };
    return {
      token,
      body: {
        cartId: cart.basketId,
        ...(causes.has("noPayment") ? {} : { paymentMethod }),
        recaptcha_response: await t.botAnswer("placeOrder"),
      },
    };
  }

  it("answers the first cause in the order stock, delivery, billing, e-mail, payment, whatever else is wrong", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .subarray([...CAUSES], { minLength: 1 })
          // A missing payment and a card without its token are the same field's two causes.
          .filter((causes) => !(causes.includes("noPayment") && causes.includes("badCard"))),
        async (causes) => {
          const { token, body } = await bagWith(new Set(causes));
          const refused = await placeOrder(t, token, { basketId: body.cartId } as Cart, { body });
          const first = CAUSES.find((cause) => causes.includes(cause)) as Cause;
          expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
          expect(refused.statusCode).toBeLessThan(500);
          expect(errorOf(refused)).toMatchObject(REFUSALS[first]);
          // Nothing stays held by a refusal.
          const [held] = await t.db.query<{ n: number }>(
            `select count(*)::int as n from inventory_reservations r
               join checkout_attempts a on a.attempt_id = r.reference
              where a.basket_id = $1 and r.status = 'held'`,
            [body.cartId],
          );
          expect(Number(held?.n)).toBe(0);
        },
      ),
      { numRuns: 10 },
    );
  }, 240_000);
});
