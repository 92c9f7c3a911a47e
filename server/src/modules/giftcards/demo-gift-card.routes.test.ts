// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_GIFT_CARD, loadDemoGiftCard } from "../../../../seed/demo-gift-card";
import { createTestApp, type TestApp } from "../../../test/test-app";

/** The demo store's gift card (seed/demo-gift-card.ts), as a first start loads it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => loadDemoGiftCard(tx));
});
afterAll(async () => {
  await t?.close();
});

describe("the demo gift card", () => {
  it("is the product the gift card page sells, in every site's currency, and goes in a bag at the amount chosen", async () => {
    for (const [locale, currency] of [
      ["en-us", "USD"],
      ["en-gb", "GBP"],
      ["fr-fr", "EUR"],
    ] as const) {
      const product = await t.call({
        method: "GET",
        url: `/cart/v1/giftcard/product?locale=${locale}`,
      });
      expect(product.statusCode, product.body).toBe(200);
      expect(product.json()).toMatchObject({
        productId: DEMO_GIFT_CARD.styleId,
        upc: DEMO_GIFT_CARD.upc,
        currency,
      });
    }
    const token = await t.guestToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
    const cart = created.json() as Cart;
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item?locale=en-us",
      token,
      payload: {
        cartId: cart.basketId,
        productId: DEMO_GIFT_CARD.styleId,
        upc: DEMO_GIFT_CARD.upc,
        qty: 2,
        customAmount: 75,
        giftOption: { to: "Grace", email: "grace@example.com", message: "Enjoy" },
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const bag = added.json() as Cart;
    expect(bag.items[0]).toMatchObject({ isDigitalProduct: true, qty: 2, price: { current: 75 } });
    expect(bag.totals.itemTotal).toBe(150);
  });
});
