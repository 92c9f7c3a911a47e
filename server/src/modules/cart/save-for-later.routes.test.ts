// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart, SavedForLater } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, errorOf } from "../../../test/test-app";
import { add, findSku, newCart, type Sku } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const IN_STOCK = "i.quantity >= 20";

const list = (token: string, query = "") =>
  t.call({ method: "GET", url: `/wishlists/v2/saveForLater?locale=en-us${query}`, token });

const save = (token: string, body: Record<string, unknown>) =>
  t.call({ method: "PUT", url: "/cart/v2/saveForLater?locale=en-us", token, payload: body });

const toCart = (token: string, cart: Cart, body: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: `/cart/v2/cart/${cart.basketId}/saveForLater?locale=en-us`,
    token,
    payload: body,
  });

const unsave = (token: string, listId: string, itemId: string) =>
  t.call({
    method: "DELETE",
    url: `/cart/v2/saveForLater/${listId}/items/${itemId}?locale=en-us`,
    token,
  });

const sizeOf = (sku: Sku, qty = 1) => ({ productId: sku.style_id, upc: sku.upc, qty });

describe("GET /wishlists/v2/saveForLater and PUT /cart/v2/saveForLater", () => {
  it("is an empty list with no id until something is set aside, then names and prices it", async () => {
    const token = await t.guestToken();
    expect((await list(token)).json()).toEqual({
      saveForLaterId: null,
      total: 0,
      start: 0,
      count: 24,
      items: [],
    });
    const sku = await findSku(t, IN_STOCK);
    const response = await save(token, sizeOf(sku, 2));
    expect(response.statusCode).toBe(200);
    const saved = response.json() as SavedForLater;
    expect(saved.saveForLaterId).toEqual(expect.any(String));
    expect(saved.items).toEqual([
      expect.objectContaining({
        upc: sku.upc,
        productId: sku.color_variant_id,
        qty: 2,
        available: true,
        price: expect.objectContaining({ current: sku.current_minor / 100, currency: "USD" }),
      }),
    ]);
    expect(saved.items[0]?.pageUrl).toMatch(/^\/en-us\/p\//);
    // The same size again adds to the one item.
    const again = (await save(token, sizeOf(sku, 1))).json() as SavedForLater;
    expect(again.items.map((item) => item.qty)).toEqual([3]);
    expect((await list(token)).json()).toEqual(again);
  });

  it("moves a bag line out of the bag in one step, with its size and units", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart } = await newCart(t);
    const added = (await add(t, token, cart, sku, { qty: 3 })).json() as Cart;
    const line = added.items[0];
    const response = await save(token, {
      ...sizeOf(sku),
      cartId: cart.basketId,
      itemId: line?.id,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as SavedForLater).items).toMatchObject([{ upc: sku.upc, qty: 3 }]);
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).items).toEqual([]);
  });

  it("refuses what it cannot do, changing nothing", async () => {
    const sku = await findSku(t, IN_STOCK);
    const other = await findSku(t, `${IN_STOCK} and k.style_id <> '${sku.style_id}'`);
    const { token, cart } = await newCart(t);
    const line = ((await add(t, token, cart, sku)).json() as Cart).items[0];
    const stranger = await t.guestToken();
    const cases: [string, Record<string, unknown>, number, string][] = [
      [token, { ...sizeOf(sku), cartId: cart.basketId }, 400, "VAL400"],
      [token, { ...sizeOf(sku), itemId: line?.id }, 400, "VAL400"],
      [token, { ...sizeOf(sku), cartId: cart.basketId, itemId: "not-a-line" }, 404, "ORD404"],
      [stranger, { ...sizeOf(sku), cartId: cart.basketId, itemId: line?.id }, 404, "BSK404"],
      [token, { productId: other.style_id, upc: sku.upc }, 404, "ORD404"],
      [token, { ...sizeOf(sku), qty: 0 }, 400, "VAL400"],
      [token, { ...sizeOf(sku), price: 1 }, 400, "VAL400"],
      [token, { ...sizeOf(sku), saveForLater: false }, 400, "VAL400"],
    ];
    for (const [who, body, status, errorId] of cases) {
      const response = await save(who, body);
      expect({ body, status: response.statusCode, errorId: errorOf(response)?.errorId }).toEqual({
        body,
        status,
        errorId,
      });
    }
    expect(((await list(token)).json() as SavedForLater).total).toBe(0);
    const after = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    expect((after.json() as Cart).items).toHaveLength(1);
    expect((await t.call({ method: "GET", url: "/wishlists/v2/saveForLater" })).statusCode).toBe(
      401,
    );
  });
});

describe("an employee session (000 §6)", () => {
  it("does not load the list and keeps nothing in it", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token } = await t.registeredToken({ consumerType: "EMPLOYEE" });
    const refused = await save(token, sizeOf(sku));
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)?.errorId).toBe("AUT432");
    expect((await list(token)).json()).toMatchObject({ saveForLaterId: null, items: [] });
  });
});

describe("POST /cart/v2/cart/{basketId}/saveForLater and DELETE …/items/{itemId}", () => {
  async function savedOne(sku: Sku, qty = 1) {
    const { token, cart } = await newCart(t);
    const saved = (await save(token, sizeOf(sku, qty))).json() as SavedForLater;
    return { token, cart, listId: saved.saveForLaterId ?? "", item: saved.items[0] };
  }

  it("moves a saved size into the bag, joining a line of the same size; it leaves the list", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart, listId, item } = await savedOne(sku, 2);
    await add(t, token, cart, sku);
    const response = await toCart(token, cart, { saveForLaterId: listId, itemId: item?.itemId });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Cart).items).toMatchObject([{ upc: sku.upc, qty: 3 }]);
    expect(((await list(token)).json() as SavedForLater).items).toEqual([]);
  });

  it("keeps a size it cannot move (out of stock: INV700) on the list, and the bag as it was", async () => {
    const sku = await findSku(t, "i.quantity between 1 and 5");
    const { token, cart, listId, item } = await savedOne(sku);
    await t.db.query(
      "update inventory set quantity = 0 where upc = $1 and location_id = 'online'",
      [sku.upc],
    );
    try {
      const listed = (await list(token)).json() as SavedForLater;
      expect(listed.items[0]?.available).toBe(false);
      const response = await toCart(token, cart, { saveForLaterId: listId, itemId: item?.itemId });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)?.errorId).toBe("INV700");
      expect(((await list(token)).json() as SavedForLater).total).toBe(1);
    } finally {
      await t.db.query(
        "update inventory set quantity = $2 where upc = $1 and location_id = 'online'",
        [sku.upc, sku.quantity],
      );
    }
  });

  it("answers ORD404 for another shopper's list or a missing item, and removes an item once", async () => {
    const sku = await findSku(t, IN_STOCK);
    const { token, cart, listId, item } = await savedOne(sku);
    const stranger = await newCart(t);
    const itemId = item?.itemId ?? "";
    for (const response of [
      await toCart(stranger.token, stranger.cart, { saveForLaterId: listId, itemId }),
      await unsave(stranger.token, listId, itemId),
      await toCart(token, cart, { saveForLaterId: listId, itemId: "no-such-item" }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)?.errorId).toBe("ORD404");
    }
    const removed = await unsave(token, listId, itemId);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as SavedForLater).items).toEqual([]);
    const twice = await unsave(token, listId, itemId);
    expect(errorOf(twice)?.errorId).toBe("ORD404");
  });
});
