// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart, Order } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { cardToken, placeOrder, placementOf, readyBag, skuWithStock } from "../../../test/checkout";

/**
 * How an order travels is kept as the bag showed it (issue 26 point 19, decision 0083): a
 * collection point's name and address, not the shopper's home, and each shipment's delivery
 * time, so the confirmation, the order page and the documents say what the review said.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BEND = "0106";

const orderAnswer = async (token: string, orderNo: string, st: string) => {
  const answer = await t.call({
    method: "GET",
    url: `/cart/v2/checkout/order/${orderNo}?locale=en-us&st=${st}`,
    token,
  });
  return { status: answer.statusCode, order: answer.json() as Order, body: answer.body };
};

describe("an order's delivery", () => {
  it("goes to the collection point the bag chose: its place and delivery time are the order's", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const chosen = await t.call({
      method: "POST",
      url: "/cart/v1/shippingMethod?locale=en-us",
      token,
      payload: { cartId: cart.basketId, shippingId: "me", code: "PUDO", storeId: BEND },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const bag = chosen.json() as Cart;
    const home = bag.shippingMethods.find((shipment) => shipment.shippingId === "me");
    const point = home?.collectionPoint;
    expect(point?.storeId).toBe(BEND);
    const pudo = home?.applicableShippingMethods.find((method) => method.code === "PUDO");
    const placed = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(placed.statusCode, placed.body).toBe(200);
    const placement = placementOf(placed);
    const shipment = placement.order?.shipments.find((entry) => entry.shipmentId === "me");
    expect(shipment).toMatchObject({
      kind: "home",
      shippingMethod: "PUDO",
      place: {
        storeId: BEND,
        name: point?.name,
        addressLine1: point?.addressLine1,
        postalCode: point?.postalCode,
      },
      deliveryTime: pudo?.deliveryTime,
    });
    // The confirmation link reads the same from the database.
    const read = await orderAnswer(token, placement.orderNumber, placement.st ?? "");
    expect(read.status, read.body).toBe(200);
    expect(read.order.shipments.find((entry) => entry.shipmentId === "me")).toMatchObject({
      place: { storeId: BEND, name: point?.name },
      deliveryTime: pudo?.deliveryTime,
    });
  });

  it("to the address: no place, and the chosen method's delivery time", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const placed = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(placed.statusCode, placed.body).toBe(200);
    const shipment = placementOf(placed).order?.shipments[0];
    expect(shipment?.place).toBeNull();
    expect(shipment?.deliveryTime).toMatch(/^\d+(-\d+)?$/);
  });
});
