import { randomUUID } from "node:crypto";
import type { TestApp } from "../../../test/test-app";
import type { OrdersService } from "./orders.service";
import type { NewOrder } from "./orders.types";

/** A two-line order of a bag, as the checkout would hand it over ($60.00 + $8.00 shipping). */
export function newOrder(
  siteId = "US",
  basketId: string = randomUUID(),
  consumerNo = "G0001",
): NewOrder {
  return {
    siteId,
    basketId,
    consumerNo,
    email: "ada@example.com",
    currency: "USD",
    totals: {
      itemTotalMinor: 6000,
      discountMinor: 0,
      shippingMinor: 800,
      taxMinor: 0,
      totalMinor: 6800,
      taxIncluded: false,
    },
    billingAddress: null,
    lines: [
      {
        itemId: "line-1",
        productId: "AB1234567",
        upc: "100000000001",
        name: "Trail Socks",
        qty: 2,
        unitMinor: 1500,
        discountMinor: 0,
        taxMinor: 0,
        totalMinor: 3000,
        shipmentId: "me",
        options: {},
      },
      {
        itemId: "line-2",
        productId: "CD1234567",
        upc: "100000000002",
        name: "Beanie",
        qty: 1,
        unitMinor: 3000,
        discountMinor: 0,
        taxMinor: 0,
        totalMinor: 3000,
        shipmentId: "me",
        options: { giftOption: { to: "Grace", message: "Enjoy" } },
      },
    ],
    shipments: [
      {
        shipmentId: "me",
        kind: "home",
        methodCode: "STANDARD",
        storeId: null,
        address: null,
        priceMinor: 800,
        place: null,
        deliveryTime: "3-5",
      },
    ],
    payments: [
      { method: "CREDIT_CARD", reference: "pay_1", amountMinor: 6800, status: "authorised" },
    ],
    inStore: null,
  };
}

/** Numbers the order as the placement does, then makes it in a transaction of its own. */
export async function makeOrder(
  t: Pick<TestApp, "db" | "services">,
  order: NewOrder,
): ReturnType<OrdersService["createOrder"]> {
  const orderNo = await t.services.orders.numberOrder(order.siteId);
  return t.db.transaction((tx) => t.services.orders.createOrder(tx, order, orderNo));
}
