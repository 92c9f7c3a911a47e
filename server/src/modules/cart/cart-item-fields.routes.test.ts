// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart, SavedForLater } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("a cart item's fields (000 §3)", () => {
  it("carries the style's colours, the colour's sizes with availability, breadcrumbs and the price range", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    const item = ((await add(t, token, cart, sku)).json() as Cart).items[0];
    const details = (
      await t.call({
        method: "GET",
        url: `/products/v2/products/${sku.color_variant_id}/details?locale=en-us`,
      })
    ).json() as {
      attributes: { colors: { id: string }[]; sizes: { id: string; available: boolean }[] };
      breadcrumbs: { id: string }[];
      prices: { highCurrent: number; highOriginal: number };
      season: string;
    };
    expect(item).toMatchObject({
      masterId: sku.style_id,
      masterId2: sku.color_variant_id,
      merchantProductId: sku.style_id,
      bonus: false,
      recipeId: null,
      precreatedCustomsCode: null,
      giftOption: null,
      season: details.season,
      breadcrumbs: details.breadcrumbs,
      price: {
        highCurrent: details.prices.highCurrent,
        highOriginal: details.prices.highOriginal,
      },
    });
    expect(item?.attributes.colors.map((color) => color.id)).toEqual(
      details.attributes.colors.map((color) => color.id),
    );
    expect(item?.attributes.sizes).toEqual(details.attributes.sizes);
  });

  it("names each product promotion a line got and what it took; shipping promotions on home lines", async () => {
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor >= 20000");
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    await t.db.query(
      `insert into promotions (promotion_id, site_id, names, callouts, level, priority, exclusive,
         condition, reward)
       values ('T-PRODUCT-10', 'US', '{"en":"Ten off"}', '{"en":"10% off"}', 'PRODUCT', 5, false,
         $1, '{"kind":"percentOff","percent":10}')
       on conflict (promotion_id) do nothing`,
      [JSON.stringify({ productIds: [sku.color_variant_id] })],
    );
    try {
      const read = (
        await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}?locale=en-us`, token })
      ).json() as Cart;
      const line = read.items[0];
      expect(line?.productPromotions).toEqual([
        {
          promotionId: "T-PRODUCT-10",
          campaignId: null,
          couponCode: null,
          price: Math.floor((sku.current_minor * 10 * 2 + 100) / 200) / 100,
        },
      ]);
      // Over the free-shipping threshold: the home line carries the shipping promotion.
      expect(line?.shippingPromotions.map((promotion) => promotion.promotionId)).toEqual(
        read.promoSummary.filter((p) => p.level === "SHIPPING").map((p) => p.promotionId),
      );
    } finally {
      await t.db.query("delete from promotions where promotion_id = 'T-PRODUCT-10'");
    }
  });
});

describe("the add's and the update's other fields (000 §7)", () => {
  it("keeps a gift option from the add, changes it and takes it off with the update", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    const added = await add(t, token, cart, sku, {
      giftOption: { to: "Grace", email: "grace@example.com", message: "Happy trails" },
      productImageURL: "https://elsewhere.example/picture.png",
      pdpUrl: "https://elsewhere.example/page",
    });
    expect(added.statusCode, added.body).toBe(200);
    const item = (added.json() as Cart).items[0] as Cart["items"][number];
    expect(item.giftOption).toEqual({
      to: "Grace",
      email: "grace@example.com",
      message: "Happy trails",
    });
    // The server's own picture and page, not the ones sent.
    expect(item.productImageURL).not.toContain("elsewhere");
    const update = (giftOption: unknown) =>
      t.call({
        method: "PUT",
        url: `/cart/v1/cart/${cart.basketId}/item?locale=en-us`,
        token,
        payload: {
          cartId: cart.basketId,
          itemId: item.id,
          productId: item.productId,
          upc: item.upc,
          qty: item.qty,
          giftOption,
        },
      });
    const changed = (await update({ to: "Ada", message: "" })).json() as Cart;
    expect(changed.items[0]?.giftOption).toEqual({ to: "Ada", email: null, message: "" });
    const gone = (await update(null)).json() as Cart;
    expect(gone.items[0]?.giftOption).toBeNull();
    const bad = await update({ to: "", message: "x".repeat(251) });
    expect(bad.statusCode).toBe(400);
  });

  it("sets a size aside instead of adding it with saveForLater", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    const answer = await add(t, token, cart, sku, { qty: 2, saveForLater: true });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as Cart).items).toEqual([]);
    const saved = (
      await t.call({ method: "GET", url: "/wishlists/v2/saveForLater?locale=en-us", token })
    ).json() as SavedForLater;
    expect(saved.items.map((saved) => [saved.upc, saved.qty])).toEqual([[sku.upc, 2]]);
  });

  it("refuses a recipe for a stock item and an amount of one's choice for a non-digital one", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    for (const [extra, field] of [
      [{ recipeId: "RCP-1" }, "recipeId"],
      [{ precreatedCustomsCode: "CUS-1" }, "precreatedCustomsCode"],
      [{ customAmount: 50 }, "customAmount"],
    ] as const) {
      const refused = await add(t, token, cart, sku, extra);
      expect(refused.statusCode, JSON.stringify(extra)).toBe(400);
      expect(refused.json()).toMatchObject({ errorDetails: [{ errorId: "VAL400", field }] });
    }
  });
});

describe("a promotion of a category", () => {
  it("takes the products of the categories below it too", async () => {
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor >= 5000");
    const { token, cart } = await newCart(t);
    const item = ((await add(t, token, cart, sku)).json() as Cart).items[0];
    const top = item?.breadcrumbs[0]?.id;
    expect(top).toBeDefined();
    expect(item?.breadcrumbs.length).toBeGreaterThan(1);
    await t.db.query(
      `insert into promotions (promotion_id, site_id, names, callouts, level, priority, exclusive,
         condition, reward)
       values ('T-CATEGORY-10', 'US', '{"en":"Ten off the department"}', '{"en":"10% off"}',
         'PRODUCT', 5, false, $1, '{"kind":"percentOff","percent":10}')`,
      [JSON.stringify({ categoryIds: [top] })],
    );
    try {
      const read = (
        await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}?locale=en-us`, token })
      ).json() as Cart;
      expect(read.items[0]?.productPromotions.map((p) => p.promotionId)).toEqual(["T-CATEGORY-10"]);
    } finally {
      await t.db.query("delete from promotions where promotion_id = 'T-CATEGORY-10'");
    }
  });
});

describe("lines of one size as made (migration 0043)", () => {
  /** A style of the seed made to order, or sold as a digital gift card, for this test. */
  async function styleMadeAs(kind: "is_customs" | "is_digital", skip: string[]) {
    const sku = await findSku(t, "i.quantity >= 50", skip);
    await t.db.query(`update styles set ${kind} = true where style_id = $1`, [sku.style_id]);
    return sku;
  }

  it("keeps two made-to-order items of one size with different recipes as two lines", async () => {
    const sku = await styleMadeAs("is_customs", []);
    const { token, cart } = await newCart(t);
    for (const recipeId of ["RCP-TRAIL", "RCP-SUMMIT", "RCP-TRAIL"]) {
      const added = await add(t, token, cart, sku, { recipeId });
      expect(added.statusCode, added.body).toBe(200);
    }
    const read = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token })
    ).json() as Cart;
    expect(read.items.map((item) => [item.upc, item.recipeId, item.qty])).toEqual([
      [sku.upc, "RCP-TRAIL", 2],
      [sku.upc, "RCP-SUMMIT", 1],
    ]);
    expect(Math.round(read.totals.itemTotal * 100)).toBe(sku.current_minor * 3);
  });

  it("keeps two gift cards of one design with different amounts as two lines, each at its amount", async () => {
    const sku = await styleMadeAs("is_digital", []);
    const { token, cart } = await newCart(t);
    for (const customAmount of [50, 100, 50]) {
      const added = await add(t, token, cart, sku, {
        customAmount,
        giftOption: { to: "Sam", email: "sam@example.com", message: "" },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const read = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token })
    ).json() as Cart;
    expect(read.items.map((item) => [item.upc, item.price.current, item.qty])).toEqual([
      [sku.upc, 50, 2],
      [sku.upc, 100, 1],
    ]);
    expect(read.totals.itemTotal).toBe(200);
  });
});
