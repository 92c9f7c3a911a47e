// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart, type Sku } from "./cart-test.helpers";

let t: TestApp;
let gift: Sku;
beforeAll(async () => {
  t = await createTestApp();
  gift = await findSku(t, "i.quantity >= 5");
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.db.query("delete from promotions where promotion_id like 'T-GIFT%'");
});

/** A gift of `gift` over $200 on the US site; callouts by audience. */
async function giftPromotion(id: string, registeredOnly: boolean) {
  await t.db.query(
    `insert into promotions (promotion_id, site_id, names, callouts, level, priority, exclusive,
       registered_only, condition, reward)
     values ($1, 'US', '{"en":"Free socks"}', $2, 'ORDER', 200, false, $3,
       '{"minSubtotalMinor":20000}', $4)`,
    [
      id,
      JSON.stringify({
        en: {
          default: "Free socks over $200",
          guest: "Sign in for free socks over $200",
          registered: "Spend more for free socks",
        },
      }),
      registeredOnly,
      JSON.stringify({ kind: "gift", upc: gift.upc, productId: gift.color_variant_id }),
    ],
  );
}

const read = async (token: string, cart: Cart) =>
  (
    await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}?locale=en-us`, token })
  ).json() as Cart;

describe("gifts with purchase", () => {
  it("adds the gift as a free bonus line once the bag qualifies, and the shopper cannot change it (GWP403)", async () => {
    await giftPromotion("T-GIFT-1", false);
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor between 5000 and 9000", [
      gift.upc,
    ]);
    const { token, cart } = await newCart(t);
    const small = (await add(t, token, cart, sku)).json() as Cart;
    expect(small.items.some((item) => item.bonus)).toBe(false);
    expect(small.approachingPromotions.map((p) => [p.promotionId, p.calloutMsg])).toContainEqual([
      "T-GIFT-1",
      "Sign in for free socks over $200",
    ]);

    const big = (await add(t, token, cart, sku, { qty: 4 })).json() as Cart;
    const bonus = big.items.find((item) => item.bonus);
    expect(bonus).toMatchObject({
      id: "gwp-T-GIFT-1",
      upc: gift.upc,
      qty: 1,
      price: { current: 0, rowTotal: 0, original: gift.current_minor / 100 },
    });
    // Free: the total is the paid lines' (and shipping's).
    expect(big.totals.itemTotal).toBe((sku.current_minor * 5) / 100);

    for (const [method, url, payload] of [
      [
        "PUT",
        `/cart/v1/cart/${cart.basketId}/item?locale=en-us`,
        {
          cartId: cart.basketId,
          itemId: bonus?.id,
          productId: bonus?.productId,
          upc: bonus?.upc,
          qty: 3,
        },
      ],
      ["DELETE", "/cart/v1/item?locale=en-us", { cartId: cart.basketId, itemId: bonus?.id }],
    ] as const) {
      const refused = await t.call({ method, url, token, payload });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ errorDetails: [{ errorId: "GWP403" }] });
    }

    await t.db.query(
      "update inventory set quantity = 0 where upc = $1 and location_id = 'online'",
      [gift.upc],
    );
    try {
      const none = await read(token, cart);
      expect(none.items.some((item) => item.bonus)).toBe(false);
      expect(none.notifications.map((note) => note.type)).toContain("GiftUnavailable");
    } finally {
      await t.db.query(
        "update inventory set quantity = $2 where upc = $1 and location_id = 'online'",
        [gift.upc, gift.quantity],
      );
    }
  });

  it("keeps a members' gift for members, telling a guest to sign in", async () => {
    await giftPromotion("T-GIFT-2", true);
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor >= 21000", [gift.upc]);
    const { token, cart } = await newCart(t);
    const answer = (await add(t, token, cart, sku)).json() as Cart;
    expect(answer.items.some((item) => item.bonus)).toBe(false);
    expect(answer.approachingPromotions).toContainEqual(
      expect.objectContaining({
        promotionId: "T-GIFT-2",
        calloutMsg: "Sign in for free socks over $200",
        distanceFromConditionThreshold: 0,
      }),
    );
  });
});
