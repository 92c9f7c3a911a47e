// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { DEFAULT_MAX_QUANTITY, type Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf } from "../../../test/test-app";
import {
  add as add_,
  findSku as findSku_,
  newCart as newCart_,
  type Sku,
} from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const findSku = (condition: string, skip: string[] = [], currency = "USD") =>
  findSku_(t, condition, skip, currency);
const newCart = (locale = "en-us") => newCart_(t, locale);
const add = (token: string, cart: Cart, sku: Sku, extra: Record<string, unknown> = {}) =>
  add_(t, token, cart, sku, extra);

describe("POST /cart/v1/cart", () => {
  it("answers 401 AUT432 without a shopper token", async () => {
    const response = await t.call({ method: "POST", url: "/cart/v1/cart" });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("creates an empty cart in the locale's currency", async () => {
    const { cart } = await newCart("en-gb");
    expect(cart).toMatchObject({ locale: "en-gb", currency: "GBP", items: [], totalItems: 0 });
    expect(cart.totals).toMatchObject({ currency: "GBP", total: 0, itemTotal: 0, totalUnits: 0 });
    expect(cart.basketId).toBe(cart.id);
  });

  it("answers 200 with the same open cart when called again", async () => {
    const { token, cart } = await newCart();
    const again = await t.call({ method: "POST", url: "/cart/v1/cart", token });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Cart).basketId).toBe(cart.basketId);
  });

  it("creates one cart, not several, when a shopper's tabs create it at once", async () => {
    const token = await t.guestToken();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => t.call({ method: "POST", url: "/cart/v1/cart", token })),
    );
    const ids = new Set(answers.map((response) => (response.json() as Cart).basketId));
    expect(ids.size).toBe(1);
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(1);
  });
});

describe("GET /cart/v1/cart/{basketId}", () => {
  it("answers BSK404 with the correlation id for an unknown basket", async () => {
    const response = await t.call({
      method: "GET",
      url: "/cart/v1/cart/unknown-basket",
      headers: { "x-correlation-id": "corr-123" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      errorDetails: [{ errorId: "BSK404", message: expect.any(String) }],
      appId: "ridgeline-storefront",
      correlationId: "corr-123",
    });
  });

  it("answers 200 with the owner's cart", async () => {
    const { token, cart } = await newCart();
    const response = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(cart);
  });

  it("answers BSK404, exactly as for an unknown cart, to another shopper or no token", async () => {
    const { cart } = await newCart();
    const stranger = await t.guestToken();
    const url = `/cart/v1/cart/${cart.basketId}`;
    for (const response of [
      await t.call({ method: "GET", url, token: stranger }),
      await t.call({ method: "GET", url }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)?.errorId).toBe("BSK404");
      expect(response.body).not.toContain("items");
    }
  });
});

describe("POST /cart/v1/item", () => {
  it("answers 401 AUT432 without a shopper token", async () => {
    const sku = await findSku("i.quantity > 0");
    const response = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      payload: { cartId: "any-cart", productId: sku.style_id, upc: sku.upc, qty: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("prices lines and totals on the server: qty × current price, in major units", async () => {
    const first = await findSku("i.quantity >= 10 and p.current_minor = p.original_minor");
    const second = await findSku("i.quantity >= 10", [first.upc]);
    const { token, cart } = await newCart();

    const one = await add(token, cart, first, { qty: 3 });
    expect(one.statusCode).toBe(200);
    const line = (one.json() as Cart).items[0];
    expect(line).toMatchObject({ upc: first.upc, qty: 3, productId: first.color_variant_id });
    expect(line?.price.current).toBe(first.current_minor / 100);
    expect(line?.price.rowTotal).toBe((first.current_minor * 3) / 100);

    const two = (await add(token, cart, second, { qty: 2 })).json() as Cart;
    const totalMinor = first.current_minor * 3 + second.current_minor * 2;
    expect(two.items).toHaveLength(2);
    expect(two.totals).toMatchObject({
      currency: "USD",
      itemTotal: totalMinor / 100,
      total: totalMinor / 100,
      totalUnits: 5,
    });
    expect(two.totalItems).toBe(5);
  });

  it("charges the cart's currency: an en-gb cart prices in GBP", async () => {
    const sku = await findSku("i.quantity >= 2", [], "GBP");
    const { token, cart } = await newCart("en-gb");
    const answer = (await add(token, cart, sku, { qty: 2 })).json() as Cart;
    expect(answer.totals).toMatchObject({ currency: "GBP", total: (sku.current_minor * 2) / 100 });
  });

  it("charges a sale-priced colour its current (sale) price", async () => {
    const sku = await findSku("i.quantity >= 2 and p.current_minor < p.original_minor");
    const { token, cart } = await newCart();
    const answer = (await add(token, cart, sku, { qty: 2 })).json() as Cart;
    expect(answer.items[0]?.price).toMatchObject({
      original: sku.original_minor / 100,
      current: sku.current_minor / 100,
      rowTotal: (sku.current_minor * 2) / 100,
    });
    // The total is the lines at their sale price plus the standard shipping the bag shows.
    expect(answer.totals.itemTotal).toBe((sku.current_minor * 2) / 100);
    expect(Math.round(answer.totals.total * 100)).toBe(
      sku.current_minor * 2 + Math.round((answer.totals.shipping ?? 0) * 100),
    );
  });

  it("raises the quantity of the existing line when the same UPC is added again", async () => {
    const sku = await findSku("i.quantity >= 5");
    const { token, cart } = await newCart();
    await add(token, cart, sku, { qty: 2 });
    // The colour-variant id names the same product as the style id.
    const answer = (
      await add(token, cart, sku, { productId: sku.color_variant_id })
    ).json() as Cart;
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]?.qty).toBe(3);
    expect(answer.totals.totalUnits).toBe(3);
  });

  it("keeps what was added: reading the cart back gives the same lines and totals", async () => {
    const sku = await findSku("i.quantity >= 1");
    const { token, cart } = await newCart();
    const added = (await add(token, cart, sku)).json() as Cart;
    const read = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect(read.json()).toEqual(added);
  });

  it.each([0, -1, 1.5, DEFAULT_MAX_QUANTITY + 1, "2"])(
    "answers 400 VAL400 naming qty for %j",
    async (qty) => {
      const sku = await findSku("i.quantity >= 1");
      const { token, cart } = await newCart();
      const response = await add(token, cart, sku, { qty });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "qty" });
      expect(errorOf(response)?.message).toContain("qty");
    },
  );

  it("answers 400 VAL400 for a field the contract does not know", async () => {
    const sku = await findSku("i.quantity >= 1");
    const { token, cart } = await newCart();
    const response = await add(token, cart, sku, { price: 0.01 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)?.errorId).toBe("VAL400");
    expect(errorOf(response)?.message).toContain("price");
  });

  it("answers 404 ORD404 for a UPC that is not a size of the product", async () => {
    const sku = await findSku("i.quantity >= 1");
    const other = await findSku(`k.style_id <> '${sku.style_id}'`);
    const { token, cart } = await newCart();
    const response = await add(token, cart, sku, { productId: other.style_id });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ errorId: "ORD404", field: "upc" });
    const unknown = await add(token, cart, sku, { upc: "000000000000" });
    expect(errorOf(unknown)?.errorId).toBe("ORD404");
  });

  it("answers 409 INV700 for a SKU out of stock online", async () => {
    const sku = await findSku("i.quantity = 0");
    const { token, cart } = await newCart();
    const response = await add(token, cart, sku);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)?.errorId).toBe("INV700");
  });

  it("answers 409 INV405 for more than the stock, and adds nothing", async () => {
    const sku = await findSku("i.quantity between 2 and 5");
    const { token, cart } = await newCart();
    const response = await add(token, cart, sku, { qty: sku.quantity + 1 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ errorId: "INV405", field: "qty" });
    const read = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((read.json() as Cart).items).toEqual([]);
  });

  it("counts what is already in the cart against the stock", async () => {
    const sku = await findSku("i.quantity between 2 and 5");
    const { token, cart } = await newCart();
    expect((await add(token, cart, sku, { qty: sku.quantity })).statusCode).toBe(200);
    expect(errorOf(await add(token, cart, sku))?.errorId).toBe("INV405");
  });

  it("answers 409 INV408 past the line's maxQty, counting what is already in the cart", async () => {
    const sku = await findSku("i.quantity >= 10");
    const { token, cart } = await newCart();
    expect((await add(token, cart, sku, { qty: 2, maxQty: 2 })).statusCode).toBe(200);
    const response = await add(token, cart, sku, { qty: 1 });
    expect(response.statusCode).toBe(409);
    // 000 §8 ADDED_MAX_QUANTITY: the answer says how many the cart may hold.
    expect(errorOf(response)).toMatchObject({ errorId: "INV408", field: "qty", maxAllowedQty: 2 });
    expect(errorOf(await add(token, cart, sku, { qty: 3, maxQty: 2 }))?.errorId).toBe("INV408");
  });

  it("answers 404 BSK404 when adding to another shopper's cart, and leaves it untouched", async () => {
    const sku = await findSku("i.quantity >= 1");
    const owner = await newCart();
    const stranger = await t.guestToken();
    const response = await add(stranger, owner.cart, sku);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)?.errorId).toBe("BSK404");
    const read = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${owner.cart.basketId}`,
      token: owner.token,
    });
    expect((read.json() as Cart).items).toEqual([]);
  });

  it("ends concurrent adds of one SKU with every unit counted once", async () => {
    const sku = await findSku("i.quantity >= 10");
    const { token, cart } = await newCart();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => add(token, cart, sku)));
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const read = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token })
    ).json() as Cart;
    expect(read.items).toHaveLength(1);
    expect(read.items[0]?.qty).toBe(5);
    expect(read.totals.total).toBe((sku.current_minor * 5) / 100);
  });

  it("never lets concurrent adds take more than the stock", async () => {
    const sku = await findSku("i.quantity = 3");
    const { token, cart } = await newCart();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => add(token, cart, sku)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409]);
    for (const refused of answers.filter((response) => response.statusCode === 409)) {
      expect(errorOf(refused)?.errorId).toBe("INV405");
    }
    const read = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token })
    ).json() as Cart;
    expect(read.items[0]?.qty).toBe(3);
  });
});
