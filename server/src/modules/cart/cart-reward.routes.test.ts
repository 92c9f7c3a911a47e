// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomBytes } from "node:crypto";
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolMember } from "../../../test/shoppers";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in shopper; a loyalty member with `points` when given. */
async function shopper(points: number | null) {
  const consumerNo = `R${randomBytes(8).toString("hex").toUpperCase()}`;
  await t.db.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name, site_id)
     values ($1, $2, lower($2), 'scrypt$10$8$1$x$y', 'Lin', 'Mei', 'US')`,
    [consumerNo, `reward.${consumerNo.toLowerCase()}@example.com`],
  );
  const { token } = await t.registeredToken({ consumerNo });
  if (points !== null) await enrolMember(t, token, consumerNo, points);
  return { consumerNo, token };
}

async function tiers(currency = "USD") {
  return t.db.query<{ points: number; amount_minor: number }>(
    "select points, amount_minor from loyalty_voucher_tiers where currency = $1 and active order by points",
    [currency],
  );
}

async function cartOf(token: string) {
  const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
  const cart = created.json() as Cart;
  const sku = await findSku(t, "i.quantity >= 20 and p.current_minor >= 10000");
  await add(t, token, cart, sku);
  return cart;
}

const reward = (token: string, cart: Cart, voucher: { points: number } | null) =>
  t.call({
    method: "PUT",
    url: `/cart/v1/cart/${cart.basketId}/reward?locale=en-us`,
    token,
    payload: { appliedLoyaltyVoucher: voucher },
  });

describe("PUT /cart/v1/cart/{basketId}/reward", () => {
  it("takes a member's voucher off the bag as the last order discount, and off again with null", async () => {
    const [tier] = await tiers();
    if (!tier) throw new Error("the seed has no USD voucher tier");
    const { token } = await shopper(tier.points + 10);
    const cart = await cartOf(token);
    const before = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}?locale=en-us`, token })
    ).json() as Cart;
    const applied = await reward(token, cart, { points: tier.points });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = applied.json() as Cart;
    expect(after.totals.appliedRewards).toEqual([
      { id: "LOYALTY_REWARD", amount: tier.amount_minor / 100 },
    ]);
    expect(after.promoSummary.at(-1)).toMatchObject({
      promotionId: "LOYALTY_REWARD",
      level: "ORDER",
    });
    expect(Math.round(after.totals.total * 100)).toBe(
      Math.round(before.totals.total * 100) - tier.amount_minor,
    );
    const removed = (await reward(token, cart, null)).json() as Cart;
    expect(removed.totals.appliedRewards).toEqual([]);
    expect(removed.totals.total).toBe(before.totals.total);
  });

  it("answers REW401 to a guest, REW130 to a non-member, REW140 below the tier, VAL400 for no such tier", async () => {
    const [tier] = await tiers();
    if (!tier) throw new Error("the seed has no USD voucher tier");
    const guest = await newCart(t);
    const sku = await findSku(t, "i.quantity >= 20");
    await add(t, guest.token, guest.cart, sku);
    const asGuest = await reward(guest.token, guest.cart, { points: tier.points });
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ errorDetails: [{ errorId: "REW401" }] });

    const notMember = await shopper(null);
    const refused = await reward(notMember.token, await cartOf(notMember.token), {
      points: tier.points,
    });
    expect(refused.json()).toMatchObject({ errorDetails: [{ errorId: "REW130" }] });

    const poor = await shopper(tier.points - 1);
    const poorCart = await cartOf(poor.token);
    const short = await reward(poor.token, poorCart, { points: tier.points });
    expect(short.statusCode).toBe(409);
    expect(short.json()).toMatchObject({ errorDetails: [{ errorId: "REW140" }] });
    const unknown = await reward(poor.token, poorCart, { points: tier.points + 1 });
    expect(unknown.json()).toMatchObject({ errorDetails: [{ errorId: "VAL400" }] });
  });

  it("stops applying a voucher whose points were spent elsewhere, and says so", async () => {
    const [tier] = await tiers();
    if (!tier) throw new Error("the seed has no USD voucher tier");
    const { consumerNo, token } = await shopper(tier.points);
    const cart = await cartOf(token);
    await reward(token, cart, { points: tier.points });
    await t.db.query("update loyalty_members set points_balance = 0 where consumer_no = $1", [
      consumerNo,
    ]);
    const read = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}?locale=en-us`, token })
    ).json() as Cart;
    expect(read.totals.appliedRewards).toEqual([]);
    expect(read.notifications.map((note) => note.type)).toContain("REW140");
  });
});
