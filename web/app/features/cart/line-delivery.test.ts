import type { Cart, CartItem, ShippingMethod } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { bagNotices, homeShipment, lineDelivery, parseDeliveryTime } from "./line-delivery";
import { cartItemFixture } from "../../lib/cart-item.fixture";

type Option = CartItem["shippingOptions"][number];

const HOME: Option = {
  selected: true,
  shippingMethod: {
    code: "STANDARD",
    price: { amount: 8 },
    label: "Standard delivery",
    deliveryTime: "3-5",
  },
  storeInfo: null,
};
const store = (units: number, selected = false, code = "PICKUP"): Option => ({
  selected,
  shippingMethod: {
    code,
    price: { amount: 0 },
    label: code === "STS" ? "Ship to store" : "Pick up in store",
    deliveryTime: code === "STS" ? "4-6" : "0",
  },
  storeInfo: { id: "0101", name: "Ridgeline Outfitters Boulder", storeInventory: units },
});

function item(extra: Partial<CartItem> = {}): CartItem {
  return cartItemFixture({ shippingOptions: [HOME], ...extra });
}

const method = (code: string, amount: number, extra: Partial<ShippingMethod> = {}) =>
  ({
    code,
    kind: "home",
    label: `${code} label`,
    deliveryTime: "1-2",
    deliveryText: `${code} text`,
    sameDay: false,
    price: { amount, currency: "USD" },
    ...extra,
  }) satisfies ShippingMethod;

function shipments(code: string | null, methods: ShippingMethod[]): Pick<Cart, "shippingMethods"> {
  return {
    shippingMethods: [
      {
        shippingId: "me",
        kind: "home",
        code,
        applicableShippingMethods: methods,
        address: null,
        storeId: null,
        collectionPoint: null,
        price: 0,
      },
    ],
  };
}

describe("parseDeliveryTime", () => {
  it("reads business days, today, a same-day window, and keeps anything else as text", () => {
    expect(parseDeliveryTime("3-5")).toEqual({ kind: "days", from: 3, to: 5 });
    expect(parseDeliveryTime("0")).toEqual({ kind: "now" });
    expect(parseDeliveryTime("18:00-20:00")).toEqual({ kind: "window", window: "18:00-20:00" });
    expect(parseDeliveryTime("soon")).toEqual({ kind: "other", text: "soon" });
  });
});

describe("lineDelivery", () => {
  it("offers home, pickup with the store's units and ship to store, in the API's order", () => {
    const delivery = lineDelivery(
      item({ shippingOptions: [HOME, store(3), store(3, false, "STS")] }),
      shipments("STANDARD", [method("STANDARD", 8, { deliveryText: "3-5 business days" })]),
      null,
    );
    expect(
      delivery.choices.map((choice) => [choice.kind, choice.selected, choice.disabled]),
    ).toEqual([
      ["home", true, false],
      ["pickup", false, false],
      ["sts", false, false],
    ]);
    expect(delivery.choices[0]?.deliveryText).toBe("3-5 business days");
    expect(delivery.choices[1]?.store).toEqual({
      id: "0101",
      name: "Ridgeline Outfitters Boulder",
      units: 3,
    });
    expect(delivery.choices[2]?.time).toEqual({ kind: "days", from: 4, to: 6 });
    expect(delivery.store).toEqual({ id: "0101", name: "Ridgeline Outfitters Boulder" });
  });

  it("disables pickup where the shelves hold none of the size, unless the line is already there", () => {
    const empty = lineDelivery(
      item({ shippingOptions: [HOME, store(0)] }),
      shipments(null, []),
      null,
    );
    expect(empty.choices[1]?.disabled).toBe(true);
    const there = lineDelivery(
      item({ shippingOptions: [{ ...HOME, selected: false }, store(0, true)] }),
      shipments(null, []),
      null,
    );
    expect(there.choices[1]?.disabled).toBe(false);
  });

  it("names the shopper's chosen store when the options name none, and no store without one", () => {
    const chosen = { storeId: "0104", name: "Ridgeline Outfitters Park City" };
    expect(lineDelivery(item(), shipments(null, []), chosen).store).toEqual({
      id: "0104",
      name: "Ridgeline Outfitters Park City",
    });
    expect(lineDelivery(item(), shipments(null, []), null).store).toBeNull();
  });

  it("offers no choice for a digital item", () => {
    const card = item({
      isDigitalProduct: true,
      shippingOptions: [
        {
          ...HOME,
          shippingMethod: { ...HOME.shippingMethod, code: "DIGITAL", deliveryTime: "0" },
        },
      ],
    });
    const delivery = lineDelivery(card, shipments(null, []), null);
    expect(delivery.choices).toEqual([]);
    expect(delivery.storeSearch).toBe(false);
  });

  it("offers no store search for a made-to-order item, which goes home only", () => {
    const chosen = { storeId: "0101", name: "Ridgeline Outfitters Boulder" };
    expect(lineDelivery(item({ isCustoms: true }), shipments(null, []), chosen).storeSearch).toBe(
      false,
    );
    expect(lineDelivery(item(), shipments(null, []), chosen).storeSearch).toBe(true);
  });

  it("shows the transition's notification as information and keeps the others as problems", () => {
    const moved = lineDelivery(
      item({
        deliveryMethodChanged: { type: "PickupToSts", code: "ORD518" },
        customerNotifications: [
          { type: "PickupToSts", message: "shipped to the store" },
          { type: "INV700", message: "out of stock" },
        ],
      }),
      shipments(null, []),
      null,
    );
    expect(moved.changed).toEqual({ type: "PickupToSts", message: "shipped to the store" });
    expect(moved.problems).toEqual([{ type: "INV700", message: "out of stock" }]);
    expect(lineDelivery(item(), shipments(null, []), null).changed).toBeNull();
  });
});

describe("bagNotices", () => {
  it("keeps the delivery and tax-changed notices once each, in the API's order, and nothing else", () => {
    const note = (type: string) => ({ type, level: "info", message: type });
    expect(
      bagNotices({
        notifications: [
          note("error"),
          note("OrderShippingMethodDowngraded"),
          note("OrderUpdated"),
          note("OrderUpdated"),
          note("TAX309"),
          note("TAX310"),
          note("TAX310"),
        ],
      }),
    ).toEqual(["OrderShippingMethodDowngraded", "OrderUpdated", "TAX310"]);
  });
});

describe("homeShipment", () => {
  it("gives the home shipment's methods in the API's order and the one chosen", () => {
    const methods = [method("EXPRESS", 20), method("STANDARD", 8)];
    expect(homeShipment(shipments("STANDARD", methods))).toEqual({
      chosen: methods[1],
      methods,
      collectionPoint: null,
    });
  });

  it("is null without a home shipment or methods", () => {
    expect(homeShipment({ shippingMethods: [] })).toBeNull();
    expect(homeShipment(shipments(null, []))).toBeNull();
  });
});
