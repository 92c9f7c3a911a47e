// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
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

const setStock = (sku: Sku, quantity: number) =>
  t.db.query("update inventory set quantity = $2 where upc = $1 and location_id = 'online'", [
    sku.upc,
    quantity,
  ]);

const read = (token: string, cart: Cart, query = "") =>
  t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}${query}`, token });

describe("POST /cart/v1/cartWithItem", () => {
  it("makes the cart and adds the item in one call, or adds to the open cart", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const token = await t.guestToken();
    const body = { productId: sku.style_id, upc: sku.upc, qty: 2 };
    const first = await t.call({
      method: "POST",
      url: "/cart/v1/cartWithItem",
      token,
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const cart = first.json() as Cart;
    expect(cart.items).toMatchObject([{ upc: sku.upc, qty: 2 }]);
    const again = await t.call({
      method: "POST",
      url: "/cart/v1/cartWithItem",
      token,
      payload: body,
    });
    expect((again.json() as Cart).basketId).toBe(cart.basketId);
    expect((again.json() as Cart).items).toMatchObject([{ upc: sku.upc, qty: 4 }]);
    const bad = await t.call({
      method: "POST",
      url: "/cart/v1/cartWithItem",
      token,
      payload: { ...body, cartId: cart.basketId },
    });
    expect(errorOf(bad)?.errorId).toBe("VAL400");
  });
});

describe("GET /cart/v1/cart/{basketId} with isPatchRequired and inventorySupplyCheck", () => {
  it("reports the missing units, and patches the cart down to the stock when asked", async () => {
    const short = await findSku(t, "i.quantity >= 20");
    const gone = await findSku(t, "i.quantity >= 20", [short.upc]);
    const { token, cart } = await newCart(t);
    await add(t, token, cart, short, { qty: 5 });
    await add(t, token, cart, gone, { qty: 1 });
    await setStock(short, 2);
    await setStock(gone, 0);
    try {
      const plain = (await read(token, cart)).json() as Cart;
      expect(plain.outOfStockDetails).toBeUndefined();
      const checked = (await read(token, cart, "?inventorySupplyCheck=true")).json() as Cart;
      expect(checked.outOfStockDetails).toEqual([
        { productId: short.color_variant_id, sku: short.upc, missingQty: 3 },
        { productId: gone.color_variant_id, sku: gone.upc, missingQty: 1 },
      ]);
      expect(checked.items).toHaveLength(2);

      const patched = (await read(token, cart, "?isPatchRequired=true")).json() as Cart;
      expect(patched.items).toMatchObject([{ upc: short.upc, qty: 2 }]);
      expect(patched.notifications.map((notice) => notice.type)).toEqual([
        "ProductLineItemInventoryMissing",
        "ProductLineItemFullInventoryMissing",
      ]);
      // Patched for good: reading again finds nothing to change.
      const after = (await read(token, cart, "?isPatchRequired=true")).json() as Cart;
      expect(after.notifications).toEqual([]);
    } finally {
      await setStock(short, short.quantity);
      await setStock(gone, gone.quantity);
    }
  });

  it("says the order cannot be completed when nothing in the bag is available", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    await setStock(sku, 0);
    try {
      const checked = (await read(token, cart, "?inventorySupplyCheck=true")).json() as Cart;
      expect(checked.notifications.map((notice) => notice.type)).toContain(
        "OrderCannotBeCompleted",
      );
      const patched = (await read(token, cart, "?isPatchRequired=true")).json() as Cart;
      expect(patched.items).toEqual([]);
      expect(patched.notifications.map((notice) => notice.type)).toContain(
        "OrderCannotBeCompleted",
      );
    } finally {
      await setStock(sku, sku.quantity);
    }
  });

  it("patches nothing for a stranger: BSK404", async () => {
    const sku = await findSku(t, "i.quantity >= 20");
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    const stranger = await t.guestToken();
    const response = await read(stranger, cart, "?isPatchRequired=true");
    expect(errorOf(response)?.errorId).toBe("BSK404");
    expect(((await read(token, cart)).json() as Cart).items).toHaveLength(1);
  });
});
