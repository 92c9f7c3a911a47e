// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";
import { getCart, STORES } from "./cart-delivery-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** VAT inside a gross amount, half up to the minor unit: gross × rate / (100 + rate). */
const vatOf = (grossMinor: number, ratePercent: number) =>
  Math.floor((grossMinor * ratePercent * 2 + (100 + ratePercent)) / (2 * (100 + ratePercent)));

describe("tax in the bag", () => {
  for (const [locale, currency, rate] of [
    ["en-gb", "GBP", 20],
    ["de-de", "EUR", 19],
    ["fr-fr", "EUR", 20],
  ] as const) {
    it(`shows the VAT included in a ${locale} bag, on what the lines cost after discounts`, async () => {
      const sku = await findSku(t, "i.quantity >= 20", [], currency);
      const { token, cart } = await newCart(t, locale);
      const added = (await add(t, token, cart, sku, { qty: 3 })).json() as Cart;
      const gross = sku.current_minor * 3;
      expect(added.totals).toMatchObject({
        taxIncluded: true,
        total: gross / 100,
        tax: vatOf(gross, rate) / 100,
        taxAmount: vatOf(gross, rate) / 100,
        netAmount: (gross - vatOf(gross, rate)) / 100,
      });
      expect(added.items[0]?.taxTotal).toBe(vatOf(gross, rate) / 100);

      const discounted = await t.call({
        method: "PUT",
        url: `/cart/v1/coupon?locale=${locale}`,
        token,
        payload: { cartId: cart.basketId, code: "TRAIL15" },
      });
      const after = discounted.json() as Cart;
      const paid = Math.round(after.totals.total * 100);
      expect(paid).toBe(gross - Math.floor((gross * 15 + 50) / 100));
      expect(after.totals.tax).toBe(vatOf(paid, rate) / 100);
    });
  }

  it("leaves tax to the checkout on a site that adds it by address (US)", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    const added = (await add(t, token, cart, sku)).json() as Cart;
    expect(added.totals).toMatchObject({ tax: null, taxAmount: null, taxIncluded: false });
    expect(added.items[0]?.taxTotal).toBeNull();
  });
});

describe("TAX310 (decision 0064)", () => {
  it("tells the shopper when the tax moved since the bag's last change, and not after the next", async () => {
    const { SF } = STORES;
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor < 5000");
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku, { qty: 2 });
    const chosen = await t.call({
      method: "POST",
      url: "/cart/v1/shippingMethod?locale=en-us",
      token,
      payload: { cartId: cart.basketId, code: "PUDO", storeId: SF },
    });
    const shown = chosen.json() as Cart;
    // Collected in San Francisco: California's tax.
    expect(shown.totals.tax).toBeGreaterThan(0);
    const read = () => getCart(t, token, cart);
    const tax310 = (answer: Cart) => answer.notifications.filter((n) => n.type === "TAX310");
    expect(tax310(shown)).toEqual([]);
    expect(tax310(await read())).toEqual([]);

    // The point is now in Oregon (no sales tax): nothing the shopper did, yet the tax moved.
    await t.db.query("update stores set province = 'OR' where store_id = $1", [SF]);
    try {
      const moved = await read();
      expect(moved.totals.tax).toBe(0);
      expect(tax310(moved)).toEqual([
        expect.objectContaining({ type: "TAX310", level: "cart", message: expect.any(String) }),
      ]);
      expect(tax310(await read())).toHaveLength(1);

      // The shopper changes the bag: the answer is what they now see, and reads agree.
      const line = moved.items[0];
      const changed = await t.call({
        method: "PUT",
        url: `/cart/v1/cart/${cart.basketId}/item`,
        token,
        payload: {
          cartId: cart.basketId,
          itemId: line?.id,
          productId: sku.style_id,
          upc: sku.upc,
          qty: 1,
        },
      });
      expect(tax310(changed.json() as Cart)).toEqual([]);
      expect(tax310(await read())).toEqual([]);
    } finally {
      await t.db.query("update stores set province = 'CA' where store_id = $1", [SF]);
    }
  });
});
