// databases: pglite, postgres — row locks and the database's isolation decide races
import type { Placement } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardToken, placeOrder, readyBag, skuWithStock, type Sku } from "../../../test/checkout";
import { giftCardMails, giftCardOrder, giftCardSku } from "../../../test/gift-cards";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

/** Sold gift cards spent at once, and hostile input (decision 0076). */
let t: TestApp;
let card: Sku;
beforeAll(async () => {
  t = await createTestApp();
  card = await giftCardSku(t);
});
afterAll(async () => {
  await t?.close();
});

let address = 1;
const nextAddress = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

/** A sold card of `amount` dollars, as its e-mail gives it. */
async function soldCard(amount: number, recipient: string) {
  await giftCardOrder(t, { sku: card, amount, email: recipient });
  const [mail] = await giftCardMails(t, recipient);
  if (!mail) throw new Error("no gift card e-mail");
  return mail;
}

async function leftOn(number: string, pin: string): Promise<number> {
  const response = await t.call({
    method: "POST",
    url: "/cart/v1/giftcard/balance?locale=en-us",
    remoteAddress: nextAddress(),
    payload: { number, pin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return Math.round((response.json() as { balance: number }).balance * 100);
}

describe("spending one sold card at once", () => {
  it("20 concurrent spends of $30 from a $100 card: three pass, the card never goes below zero", async () => {
    const mail = await soldCard(100, "twenty@example.com");
    const gift = t.services.payments.giftCards;
    const { cardHash } = await gift.redeemable(mail, nextAddress(), "USD");
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        t.db.transaction((tx) =>
          gift.spend(tx, { cardHash, amountMinor: 3000, reference: `RACE-${index}` }),
        ),
      ),
    );
    const passed = outcomes.filter((outcome) => outcome.status === "fulfilled");
    expect(passed).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === "rejected")
        expect(outcome.reason).toMatchObject({ errorId: "GFC740" });
    expect(await leftOn(mail.number, mail.pin)).toBe(1000);
  });

  it("five orders paying with one $50 card at once never take more than $50 of it in all; the rest are refused GFC740", async () => {
    const mail = await soldCard(50, "five@example.com");
    const bags = await Promise.all(
      Array.from({ length: 5 }, async (_, index) => {
        const sku = await skuWithStock(t, [card.upc]);
        const shopper = await t.registeredToken();
        const { cart } = await readyBag(t, sku, 3 + index, shopper.token);
        const added = await t.call({
          method: "POST",
          url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
          token: shopper.token,
          remoteAddress: nextAddress(),
          payload: { payment_method_id: "GIFT_CARD", number: mail.number, pin: mail.pin },
        });
        expect(added.statusCode, added.body).toBe(200);
        return { shopper, cart };
      }),
    );
    const placed = await Promise.all(
      bags.map(async ({ shopper, cart }) =>
        placeOrder(t, shopper.token, cart, { cardToken: await cardToken(t, cart) }),
      ),
    );
    for (const response of placed) expect(response.statusCode, response.body).toBeLessThan(500);
    const orders = placed
      .filter((response) => response.statusCode === 200)
      .map((response) => (response.json() as Placement).orderNumber);
    const [{ spent, paying }] = (await t.db.query<{ spent: number; paying: number }>(
      `select coalesce(sum(amount_minor), 0)::int as spent, count(*)::int as paying
         from order_payments where method = 'GIFT_CARD' and order_no = any($1::text[])`,
      [orders],
    )) as [{ spent: number; paying: number }];
    // Which bags win the race decides how much is taken: a bag worked out to take all of what
    // was left (up to its own total) is refused once another took part of it first.
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(5000);
    expect(paying).toBeGreaterThanOrEqual(1);
    // Every order placed paid with the card; the others were refused for its money (GFC740).
    expect(orders).toHaveLength(paying);
    const refused = placed.filter((response) => response.statusCode !== 200);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) expect(response.body).toContain("GFC740");
    expect(await leftOn(mail.number, mail.pin)).toBe(5000 - spent);
  });
});

describe("hostile input", () => {
  it("never answers a 500 to generated resend and balance bodies", async () => {
    const shopper = await t.registeredToken();
    const order = await giftCardOrder(t, { sku: card, amount: 15 }, shopper);
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(order.orderNo, "US00000000", "6036710000000000", "0000", ""),
    );
    const value = fc.oneof(text, fc.integer({ min: -5, max: 20_000 }), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            orderNumber: text,
            email: value,
            lineNo: value,
            unitNo: value,
            recipientEmail: value,
            number: text,
            pin: text,
          },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        async (body, signedIn) => {
          const { number, pin, ...rest } = body;
          const resent = await t.call({
            method: "POST",
            url: "/consumers-v3/consumer/resendGiftCardEmail?locale=en-us",
            ...(signedIn ? { token: shopper.token } : {}),
            remoteAddress: nextAddress(),
            payload: rest,
          });
          expect(resent.statusCode, resent.body).toBeLessThan(500);
          const checked = await t.call({
            method: "POST",
            url: "/cart/v1/giftcard/balance?locale=en-us",
            remoteAddress: nextAddress(),
            payload: { number, pin },
          });
          expect(checked.statusCode, checked.body).toBeLessThan(500);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});
