// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const IN_STOCK = "i.quantity >= 20 and p.current_minor between 2000 and 20000";

const coupon = (method: "PUT" | "DELETE", token: string, cart: Cart, code: unknown) =>
  t.call({
    method,
    url: "/cart/v1/coupon?locale=en-us",
    token,
    payload: { cartId: cart.basketId, code },
  });

/** A guest's bag with two units of one size. */
async function bag() {
  const sku = await findSku(t, IN_STOCK);
  const { token, cart } = await newCart(t);
  const added = (await add(t, token, cart, sku, { qty: 2 })).json() as Cart;
  return { token, cart: added, sku };
}

describe("PUT and DELETE /cart/v1/coupon", () => {
  it("applies a code (any case): the discount is labelled, spread over the lines, and totals follow", async () => {
    const { token, cart, sku } = await bag();
    const response = await coupon("PUT", token, cart, " trail15 ");
    expect(response.statusCode).toBe(200);
    const after = response.json() as Cart;
    const subtotal = sku.current_minor * 2;
    // 15% of the subtotal, rounded half up once on the order.
    const discount = Math.floor((subtotal * 15 + 50) / 100);
    expect(Math.round(after.totals.totalDiscount * 100)).toBe(discount);
    expect(Math.round(after.totals.total * 100)).toBe(subtotal - discount);
    expect(after.couponItems).toEqual([{ code: "TRAIL15", status: "APPLIED" }]);
    expect(after.promoSummary).toContainEqual(
      expect.objectContaining({
        promotionId: "US-TRAIL15",
        couponCode: "TRAIL15",
        level: "ORDER",
        discount: discount / 100,
      }),
    );
    const shares = after.items.reduce(
      (sum, item) => sum + Math.round(item.price.priceAfterOrderDiscount * 100),
      0,
    );
    expect(shares).toBe(subtotal - discount);

    const removed = await coupon("DELETE", token, after, "TRAIL15");
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Cart).totals.totalDiscount).toBe(0);
    expect((removed.json() as Cart).couponItems).toEqual([]);
  });

  it("refuses codes with the PRM codes of 000 §8, and the bag keeps its totals", async () => {
    const { token, cart } = await bag();
    await coupon("PUT", token, cart, "TRAIL15");
    const cases: [unknown, number, string][] = [
      ["NOPE2026", 400, "PRM130"],
      ["WELCOME10", 400, "PRM160"],
      ["SUMMER25", 400, "PRM155"],
      ["TRAIL15", 409, "PRM416"],
      ["", 400, "VAL400"],
      ["<script>", 400, "VAL400"],
      ["A".repeat(33), 400, "VAL400"],
      [15, 400, "VAL400"],
    ];
    for (const [code, status, errorId] of cases) {
      const response = await coupon("PUT", token, cart, code);
      expect({ code, status: response.statusCode, errorId: errorOf(response)?.errorId }).toEqual({
        code,
        status,
        errorId,
      });
    }
    const notThere = await coupon("DELETE", token, cart, "SUMMER25");
    expect(errorOf(notThere)?.errorId).toBe("PRM130");
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).couponItems).toEqual([{ code: "TRAIL15", status: "APPLIED" }]);
  });

  it("gives a member's code to a signed-in shopper, and never to another shopper's cart", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token } = await t.registeredToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
    const cart = (await add(t, token, created.json() as Cart, sku)).json() as Cart;
    const applied = await coupon("PUT", token, cart, "WELCOME10");
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as Cart).couponItems).toEqual([
      { code: "WELCOME10", status: "APPLIED" },
    ]);
    const stranger = await t.guestToken();
    const other = await coupon("PUT", stranger, cart, "TRAIL15");
    // A registered shopper's cart under another token: AUT498 (decision 0062).
    expect(errorOf(other)?.errorId).toBe("AUT498");
  });

  it("applies a code once when two tabs apply it at once", async () => {
    const { token, cart } = await bag();
    const answers = await Promise.all([1, 2, 3].map(() => coupon("PUT", token, cart, "TRAIL15")));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    const view = after.json() as Cart;
    expect(view.couponItems).toHaveLength(1);
    expect(view.promoSummary.filter((promo) => promo.couponCode === "TRAIL15")).toHaveLength(1);
  });

  it("says how far the bag is from free shipping, and applies it past the threshold", async () => {
    const cheap = await findSku(t, "i.quantity >= 20 and p.current_minor between 1000 and 3000");
    const { token, cart } = await newCart(t);
    const one = (await add(t, token, cart, cheap)).json() as Cart;
    // Nearest first: free shipping, then the members' gift (told to a guest with "sign in").
    expect(one.approachingPromotions.map((p) => p.promotionId)).toEqual([
      "US-FREESHIP",
      "US-FREESOCKS",
    ]);
    expect(one.approachingPromotions[0]).toMatchObject({
      level: "SHIPPING",
      distanceFromConditionThreshold: (10000 - cheap.current_minor) / 100,
    });
    const many = (await add(t, token, cart, cheap, { qty: 9 })).json() as Cart;
    expect(many.approachingPromotions.map((p) => p.promotionId)).toEqual(["US-FREESOCKS"]);
    expect(many.promoSummary).toContainEqual(
      expect.objectContaining({ promotionId: "US-FREESHIP", level: "SHIPPING" }),
    );
    // Free shipping takes nothing off the items' total.
    expect(many.totals.totalDiscount).toBe(0);
  });
});
