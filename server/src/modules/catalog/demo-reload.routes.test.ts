// databases: pglite, postgres — what a transaction keeps or rolls back
import type { Cart, ProductDetails } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSeed } from "../../../../seed/seed-loader";
import { createTestApp, type TestApp } from "../../../test/test-app";

// `npm run seed` on a store in use: each area clears its demo rows (stock and product sets
// before the catalogue they point at) and writes them again, in one transaction, and what
// shoppers made (carts, their reviews) stays.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const demoRows = async () =>
  (
    await t.db.query<Record<string, number>>(
      `select (select count(*)::int from sites) as sites,
              (select count(*)::int from styles) as styles,
              (select count(*)::int from skus) as skus,
              (select count(*)::int from inventory) as stock,
              (select count(*)::int from stores) as stores,
              (select count(*)::int from store_employees) as employees,
              (select count(*)::int from product_set_items) as set_items,
              (select count(*)::int from reviews) as reviews,
              (select count(*)::int from review_questions) as questions`,
    )
  )[0];

async function details(productId: string): Promise<ProductDetails> {
  const response = await t.call({
    method: "GET",
    url: `/products/v2/products/${productId}/details?locale=en-us`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ProductDetails;
}

describe("reloading the demo data", () => {
  it("writes the same demo rows again and keeps a shopper's cart line and review", async () => {
    const [sku] = await t.db.query<{ upc: string; style_id: string }>(
      `select k.upc, k.style_id from skus k
         join inventory i on i.upc = k.upc and i.location_id = 'online'
        where i.quantity > 0 order by k.upc limit 1`,
    );
    if (!sku) throw new Error("the seed has no SKU in stock online");
    const before = await demoRows();
    const ratingBefore = (await details(sku.style_id)).rating;

    const token = await t.guestToken();
    const open = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
    const cart = open.json() as Cart;
    const line = { cartId: cart.basketId, productId: sku.style_id, upc: sku.upc, qty: 1 };
    const added = await t.call({ method: "POST", url: "/cart/v1/item", token, payload: line });
    expect(added.statusCode, added.body).toBe(200);
    await t.db.query(
      `insert into reviews (review_id, style_id, consumer_no, nickname, rating, title, text, language)
       values ('RSHOPPER0001', $1, 'CSHOPPER0001', 'Casey', 5, 'Warm', 'Warm and light.', 'en')`,
      [sku.style_id],
    );

    await t.db.transaction((tx) => loadSeed(tx));

    expect(await demoRows()).toEqual({ ...before, reviews: (before?.reviews ?? 0) + 1 });
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).items.map((item) => item.upc)).toEqual([sku.upc]);
    // The style's rating is recounted with the shopper's review in it.
    expect((await details(sku.style_id)).rating.reviewsCount).toBe(ratingBefore.reviewsCount + 1);
  }, 120_000); // a whole demo load: seconds alone, far more on a busy machine
});
