// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, newCart } from "./cart-test.helpers";
import {
  cheapSku as cheapSku_,
  getCart as getCart_,
  minor,
  setAddress as setAddress_,
  STORES,
  US_ADDRESS,
} from "./cart-delivery-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { SF, BEND, PARK_CITY, VANCOUVER } = STORES;
const ADDRESS = US_ADDRESS;
const setAddress = (token: string, cart: Cart, address: Record<string, unknown>) =>
  setAddress_(t, token, cart, address);
const getCart = (token: string, cart: Cart, query = "") => getCart_(t, token, cart, query);
const cheapSku = (skip: string[] = []) => cheapSku_(t, skip);

describe("a collection point (PUDO, decision 0063)", () => {
  const choose = (token: string, cart: Cart, body: Record<string, unknown>) =>
    t.call({
      method: "POST",
      url: "/cart/v1/shippingMethod?locale=en-us",
      token,
      payload: { cartId: cart.basketId, shippingId: "me", ...body },
    });

  it("sends the home shipment to a chosen point, with its address, price and the point's tax", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku, { qty: 2 });
    // A San Francisco address (California tax), then the point in Bend, Oregon (no sales tax).
    expect((await setAddress(token, cart, ADDRESS)).statusCode).toBe(200);
    const chosen = await choose(token, cart, { code: "PUDO", storeId: BEND });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const answer = chosen.json() as Cart;
    const home = answer.shippingMethods.find((shipment) => shipment.shippingId === "me");
    expect(home).toMatchObject({
      kind: "home",
      code: "PUDO",
      storeId: BEND,
      collectionPoint: { storeId: BEND, province: "OR", country: "US" },
      address: expect.objectContaining({ city: "San Francisco" }),
    });
    const pudo = home?.applicableShippingMethods.find((method) => method.code === "PUDO");
    expect(home?.price).toBe(pudo?.price.amount);
    expect(answer.totals.shipping).toBe(home?.price);
    expect(answer.totals.tax).toBe(0);
    expect(minor(answer.totals.total)).toBe(sku.current_minor * 2 + minor(home?.price));
    expect(answer.items[0]?.shippingOptions.find((option) => option.selected)).toMatchObject({
      shippingMethod: { code: "PUDO" },
    });

    // Back to a home method: the point goes, and California's tax is back.
    const standard = (await choose(token, cart, { code: "STANDARD" })).json() as Cart;
    expect(standard.shippingMethods[0]).toMatchObject({
      code: "STANDARD",
      storeId: null,
      collectionPoint: null,
    });
    expect(standard.totals.tax).toBeGreaterThan(0);
  });

  it("refuses PUDO without a point, a point with another method, and points that cannot take it", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    for (const [body, status, errorId] of [
      [{ code: "PUDO" }, 400, "VAL400"],
      [{ code: "STANDARD", storeId: BEND }, 400, "VAL400"],
      [{ code: "PUDO", storeId: "zz" }, 400, "VAL400"],
      [{ code: "PUDO", storeId: "9999" }, 404, "STR404"],
      [{ code: "PUDO", storeId: PARK_CITY }, 404, "SHP404"], // takes no parcels
      [{ code: "PUDO", storeId: VANCOUVER }, 404, "SHP404"], // another country
    ] as const) {
      const refused = await choose(token, cart, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      expect(refused.json()).toMatchObject({
        errorDetails: [expect.objectContaining({ errorId, field: "storeId" })],
      });
    }
    const after = await getCart(token, cart);
    expect(after.shippingMethods[0]).toMatchObject({ code: "STANDARD", collectionPoint: null });
  });

  it("falls back to standard delivery, and says so, when the point stops taking parcels", async () => {
    const sku = await cheapSku();
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    expect((await choose(token, cart, { code: "PUDO", storeId: SF })).statusCode).toBe(200);
    await t.db.query("update stores set pickup_enabled = false where store_id = $1", [SF]);
    try {
      const read = await getCart(token, cart);
      expect(read.shippingMethods[0]).toMatchObject({
        code: "STANDARD",
        storeId: null,
        collectionPoint: null,
      });
      expect(read.notifications).toContainEqual(
        expect.objectContaining({ type: "OrderShippingMethodDowngraded" }),
      );
    } finally {
      await t.db.query("update stores set pickup_enabled = true where store_id = $1", [SF]);
    }
  });
});
