import { randomUUID } from "node:crypto";
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
