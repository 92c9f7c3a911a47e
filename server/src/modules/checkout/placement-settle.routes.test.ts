// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { createShopper, enrolMember, signInShopper } from "../../../test/shoppers";
import { cardToken, placeOrder, placementOf, readyBag, skuWithStock } from "../../../test/checkout";

/**
 * What comes with a placed order (issue 13 "After success"): the stored-value tenders and the
 * voucher spent, points earned, the confirmation e-mail with its link, the employee's cap.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A loyalty member holding `points`, with a token, and the account's e-mail. */
async function member(points: number) {
  const { email, consumerNo } = await createShopper(t);
  const { token } = await t.registeredToken({ consumerNo });
  await enrolMember(t, token, consumerNo, points);
  return { email, consumerNo, token };
}

const balanceOf = async (consumerNo: string) =>
  Number(
    (
      await t.db.query<{ points_balance: number }>(
        "select points_balance from loyalty_members where consumer_no = $1",
        [consumerNo],
      )
    )[0]?.points_balance,
  );

const giftCard = (token: string, cart: Cart, number: string) =>
  t.call({
    method: "POST",
    url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
    token,
    payload: { payment_method_id: "GIFT_CARD", number, pin: "4321" },
  });

describe("a placed order settles", () => {
  it("spends a gift card, the voucher's points and a card for the rest; earns points; sends the confirmation with its link", async () => {
    const [tier] = await t.db.query<{ points: number; amount_minor: number }>(
      "select points, amount_minor from loyalty_voucher_tiers where currency = 'USD' and active order by points limit 1",
    );
    if (!tier) throw new Error("the seed has no USD voucher tier");
    const shopper = await member(tier.points + 40);
    const sku = await skuWithStock(t);
    const { cart } = await readyBag(t, sku, 3, shopper.token);
    const voucher = await t.call({
      method: "PUT",
      url: `/cart/v1/cart/${cart.basketId}/reward?locale=en-us`,
      token: shopper.token,
      payload: { appliedLoyaltyVoucher: { points: tier.points } },
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    const withCard = await giftCard(shopper.token, cart, "6036000000000013"); // 25.00
    expect(withCard.statusCode, withCard.body).toBe(200);
    const bag = withCard.json() as Cart;
    expect(bag.totals.remainingToPay).toBeCloseTo(bag.totals.total - 25, 2);

    const placed = await placeOrder(t, shopper.token, cart, {
      cardToken: await cardToken(t, cart),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const placement = placementOf(placed);
    expect(placement.order?.email).toBe(shopper.email);
    expect(placement.order?.paymentMethod).toEqual([
      { code: "GIFT_CARD", amount: 25, additionalData: { status: "captured" } },
      {
        code: "CREDIT_CARD",
        amount: bag.totals.remainingToPay,
        additionalData: { status: "captured", cardType: "VISA", lastFour: "1111" },
      },
    ]);
    // The voucher's points went with the order, and the order's points came with its event.
    await t.services.events.deliverPending();
    expect(await balanceOf(shopper.consumerNo)).toBe(40 + Math.floor(bag.totals.total));
    // The gift card's balance is what is left.
    const balance = await t.call({
      method: "POST",
      url: "/cart/v1/giftcard/balance?locale=en-us",
      payload: { number: "6036000000000013", pin: "4321" },
      remoteAddress: "10.9.8.7",
    });
    expect((balance.json() as { balance: number }).balance).toBe(0);

    const [mail] = await t.db.query<{ to_address: string; subject: string; text_body: string }>(
      "select to_address, subject, text_body from outbox where subject like $1",
      [`%${placement.orderNumber}%`],
    );
    expect(mail?.to_address).toBe(shopper.email);
    const link = /https?:\/\/\S+order-confirmation\?\S+/.exec(mail?.text_body ?? "")?.[0];
    const query = new URL(link ?? "http://x/").searchParams;
    expect(query.get("orderNo")).toBe(placement.orderNumber);
    expect(query.get("st")).toBe(placement.st);
  });

  it("takes an order paid in full by a gift card, with no provider tender at all", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const added = await giftCard(token, cart, "6036000000000005"); // 100.00
    expect(added.statusCode, added.body).toBe(200);
    expect((added.json() as Cart).totals.remainingToPay).toBe(0);
    const placed = await placeOrder(t, token, cart, {
      body: { cartId: cart.basketId, recaptcha_response: await t.botAnswer("placeOrder") },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placementOf(placed).order?.paymentMethod).toEqual([
      {
        code: "GIFT_CARD",
        amount: (added.json() as Cart).totals.total,
        additionalData: { status: "captured" },
      },
    ]);
  });

  it("a guest who then creates an account and signs in from the same session finds the order there", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const placed = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(placed.statusCode, placed.body).toBe(200);
    const { email, consumerNo } = await createShopper(t);
    await signInShopper(t, email, undefined, token);
    await t.services.events.deliverPending();
    const [order] = await t.db.query<{ consumer_no: string }>(
      "select consumer_no from orders where order_no = $1",
      [placementOf(placed).orderNumber],
    );
    expect(order?.consumer_no).toBe(consumerNo);
  });

  it("uses up a once-per-shopper code (WELCOME10) with the order: the next bag is refused it", async () => {
    const { consumerNo } = await createShopper(t);
    const { token } = await t.registeredToken({ consumerNo });
    const applyWelcome = (cart: Cart) =>
      t.call({
        method: "PUT",
        url: "/cart/v1/coupon?locale=en-us",
        token,
        payload: { cartId: cart.basketId, code: "WELCOME10" },
      });
    const first = await readyBag(t, await skuWithStock(t), 1, token);
    const applied = await applyWelcome(first.cart);
    expect(applied.statusCode, applied.body).toBe(200);
    const placed = await placeOrder(t, token, first.cart, {
      cardToken: await cardToken(t, first.cart),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const second = await readyBag(t, await skuWithStock(t), 1, token);
    const again = await applyWelcome(second.cart);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorDetails: [{ errorId: "PRM150" }] });
  });

  it("counts the order against a professional programme's cap (WRANX), once, in the cap's currency only", async () => {
    const { consumerNo } = await createShopper(t);
    const { token } = await t.registeredToken({ consumerNo });
    await t.db.query(
      `insert into program_memberships (consumer_no, program, identity_id, allowance_kind,
                                        allowance_minor, currency)
       values ($1, 'WRANX', 'W-1', 'CAP', 500000, 'USD'), ($1, 'IPA', 'I-1', 'CAP', 500000, 'CAD')`,
      [consumerNo],
    );
    const { cart } = await readyBag(t, await skuWithStock(t), 2, token);
    const placed = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(placed.statusCode, placed.body).toBe(200);
    const spend = await t.db.query<{ program: string; spent_minor: string }>(
      "select program, spent_minor from program_spend where consumer_no = $1 order by program",
      [consumerNo],
    );
    expect(spend.map((row) => [row.program, Number(row.spent_minor)])).toEqual([
      ["WRANX", Math.round(cart.totals.itemTotal * 100)],
    ]);
  });
});
