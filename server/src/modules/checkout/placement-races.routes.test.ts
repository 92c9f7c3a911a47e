// databases: pglite, postgres — row locks and the database's isolation decide races
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  cardToken,
  newKey,
  placeOrder,
  placementOf,
  readyBag,
  skuWithStock,
} from "../../../test/checkout";

/**
 * Exactly-once placement and no oversell through the real endpoint (issue 13 "Reliability"):
 * racing submits of one bag make one order and one authorisation, and racing bags for the last
 * units sell exactly those units.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const providerPaymentsOf = async (basketId: string) =>
  t.db.query(
    `select p.payment_id from provider_payments p
       join checkout_attempts a on a.attempt_id = p.reference
      where a.basket_id = $1`,
    [basketId],
  );

describe("racing submits of one bag", () => {
  it("50 identical submits (one key): one order, one authorisation, the same answer to all", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const key = newKey();
    const card = await cardToken(t, cart);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder(t, token, cart, { key, cardToken: card })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] ?? "{}")).toHaveProperty("st");
    expect(
      await t.db.query("select 1 from orders where basket_id = $1", [cart.basketId]),
    ).toHaveLength(1);
    expect(await providerPaymentsOf(cart.basketId)).toHaveLength(1);
  });

  it("two tabs (other keys) at once: one order; each is told that order or that the bag is gone", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const card = await cardToken(t, cart);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t, token, cart, { cardToken: card })),
    );
    const orderNumbers = new Set(
      answers.filter((answer) => answer.statusCode === 200).map((a) => placementOf(a).orderNumber),
    );
    expect(orderNumbers.size).toBe(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(["BSK404", "CHK409"]).toContain(errorOf(answer)?.errorId);
    expect(
      await t.db.query("select 1 from orders where basket_id = $1", [cart.basketId]),
    ).toHaveLength(1);
    expect(await providerPaymentsOf(cart.basketId)).toHaveLength(1);
  });
});

describe("racing bags for the last units", () => {
  it("200 bags for 5 units: exactly 5 orders, the stock at 0, every other bag refused ORD430 and not charged", async () => {
    const sku = await skuWithStock(t, []);
    const bags: { token: string; cart: Cart }[] = [];
    for (let index = 0; index < 200; index += 1) bags.push(await readyBag(t, sku));
    await t.db.query(
      "update inventory set quantity = 5 where upc = $1 and location_id = 'online'",
      [sku.upc],
    );
    // One card each (a frame's token pays for its own bag only: decision 0078).
    const cards = await Promise.all(bags.map((bag) => cardToken(t, bag.cart)));
    const answers = await Promise.all(
      bags.map((bag, index) => placeOrder(t, bag.token, bag.cart, { cardToken: cards[index] })),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(5);
    for (const answer of answers.filter((a) => a.statusCode !== 200))
      expect(errorOf(answer)?.errorId).toBe("ORD430");
    const [stock] = await t.db.query<{ quantity: number }>(
      "select quantity from inventory where upc = $1 and location_id = 'online'",
      [sku.upc],
    );
    expect(Number(stock?.quantity)).toBe(0);
    // Only the five orders' payments were ever authorised.
    const [authorised] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from provider_payments p
         join checkout_attempts a on a.attempt_id = p.reference
        where a.basket_id = any($1::text[])`,
      [bags.map((bag) => bag.cart.basketId)],
    );
    expect(authorised?.n).toBe(5);
  }, 240_000);
});
