import type { Cart, Order } from "@ridgeline/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartItemFixture } from "./cart-item.fixture";
import {
  arrivalOf,
  cartDelivery,
  chargesOf,
  orderDelivery,
  type DeliveryKind,
} from "./delivery-summary";

const ADDRESS = {
  firstName: "Ana",
  lastName: "Lopez",
  addressLine1: "1 Pearl Street",
  addressLine2: null,
  city: "Boulder",
  province: "CO",
  postalCode: "80302",
  country: "United States",
  countryCode: "US",
  phone: "+13035550100",
  phoneCode: "+1",
  email: null,
};
const POINT = {
  storeId: "P-0101",
  name: "Pearl Street Lockers",
  addressLine1: "900 Pearl Street",
  city: "Boulder",
  province: "CO",
  postalCode: "80302",
  country: "US",
};
const method = (code: string, price: number, deliveryTime = "3-5") => ({
  code,
  kind: "home" as const,
  label: `${code} label`,
  deliveryTime,
  deliveryText: "",
  sameDay: false,
  price: { amount: price, currency: "USD" as const },
});

/** The bag's shipments of each delivery kind, and what an order keeps of them. */
const SHIPMENTS: Record<DeliveryKind, Cart["shippingMethods"][number]> = {
  home: {
    shippingId: "me",
    kind: "home",
    code: "STANDARD",
    applicableShippingMethods: [method("STANDARD", 5), method("EXPRESS", 15, "1-2")],
    address: ADDRESS,
    storeId: null,
    collectionPoint: null,
    price: 5,
  },
  point: {
    shippingId: "me",
    kind: "home",
    code: "PUDO",
    applicableShippingMethods: [method("PUDO", 5, "2-4")],
    address: { ...ADDRESS, addressLine1: POINT.addressLine1 },
    storeId: POINT.storeId,
    collectionPoint: POINT,
    price: 5,
  },
  store: {
    shippingId: "pickup-0107",
    kind: "pickup",
    code: "PICKUP",
    applicableShippingMethods: [method("PICKUP", 0, "0")],
    address: null,
    storeId: "0107",
    collectionPoint: null,
    price: 0,
  },
  sts: {
    shippingId: "sts-0107",
    kind: "sts",
    code: "STS",
    applicableShippingMethods: [method("STS", 0, "3-6")],
    address: null,
    storeId: "0107",
    collectionPoint: null,
    price: 0,
  },
  email: {
    shippingId: "digital",
    kind: "digital",
    code: "DIGITAL",
    applicableShippingMethods: [method("DIGITAL", 0, "0")],
    address: null,
    storeId: null,
    collectionPoint: null,
    price: 0,
  },
};

function bagOf(kinds: DeliveryKind[], shipping: number): Cart {
  const store = {
    selected: true,
    shippingMethod: { code: "PICKUP", price: { amount: 0 }, label: "", deliveryTime: "0" },
    storeInfo: { id: "0107", name: "Ridgeline Boulder", storeInventory: 3 },
  };
  return {
    items: [cartItemFixture({ shippingOptions: [store] })],
    shippingMethods: kinds.map((kind) => SHIPMENTS[kind]),
    totals: { shipping },
  } as unknown as Cart;
}

/** The order the bag becomes, as the server keeps its shipments (placement.helpers). */
function orderOf(cart: Cart, placedAt: string): Order {
  return {
    placedAt,
    totals: { shipping: cart.totals.shipping, currency: "USD" },
    shipments: cart.shippingMethods.map((shipment) => ({
      shipmentId: shipment.shippingId,
      kind: shipment.kind,
      shippingMethod: shipment.code ?? "",
      storeId: shipment.storeId,
      address: shipment.address,
      place: shipment.collectionPoint
        ? shipment.collectionPoint
        : shipment.storeId
          ? {
              storeId: shipment.storeId,
              name: "Ridgeline Boulder",
              addressLine1: null,
              city: null,
              province: null,
              postalCode: null,
              country: null,
            }
          : null,
      deliveryTime: shipment.applicableShippingMethods[0]?.deliveryTime ?? null,
      price: shipment.price,
      status: "pending",
      carrier: null,
      trackingNumber: null,
    })),
  } as unknown as Order;
}

const strip = (parts: ReturnType<typeof cartDelivery>) =>
  parts.map(({ method: _method, ...rest }) => rest);

describe("how an order travels, the same on every page (decision 0083)", () => {
  it.each<[string, DeliveryKind[]]>([
    ["home", ["home"]],
    ["a pickup point", ["point"]],
    ["store pickup", ["store"]],
    ["ship to store", ["sts"]],
    ["an e-gift card only", ["email"]],
    ["mixed", ["point", "store", "email"]],
    ["mixed with home", ["home", "sts", "email"]],
  ])("%s: the bag and its order say the same", (_name, kinds) => {
    const bag = bagOf(kinds, 5);
    const parts = cartDelivery(bag);
    expect(parts.map((part) => part.kind).sort()).toEqual([...kinds].sort());
    expect(strip(orderDelivery(orderOf(bag, "2026-11-27T10:00:00Z")))).toEqual(strip(parts));
    for (const part of parts) {
      // A pickup point is collected at the point, never said as a home address or "PUDO".
      if (part.kind === "point") {
        expect(part.address).toBeNull();
        expect(part.place?.name).toBe(POINT.name);
      }
      if (part.kind === "store" || part.kind === "sts")
        expect(part.place?.name).toBe("Ridgeline Boulder");
      // An e-gift card is e-mailed: no store, no address.
      if (part.kind === "email") expect([part.place, part.address]).toEqual([null, null]);
      if (part.kind === "home") expect(part.address?.postalCode).toBe("80302");
    }
  });

  it("charges each shipment what the totals charge: free shipping makes it Free everywhere", () => {
    const free = cartDelivery(bagOf(["point", "store"], 0));
    expect(free.map((part) => part.charge)).toEqual([0, 0]);
    const paid = cartDelivery(bagOf(["home", "email"], 5));
    expect(paid.find((part) => part.kind === "home")?.charge).toBe(5);
  });

  it("splits any shipping discount so the shipments add up to the totals' shipping line", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, percent) => {
          const prices = cents.map((value) => value / 100);
          const sum = cents.reduce((a, b) => a + b, 0);
          const shipping = Math.round((sum * percent) / 100) / 100;
          const charges = chargesOf(prices, shipping);
          const total = charges.reduce((a, b) => a + b, 0);
          expect(Math.round(total * 100)).toBe(Math.round(shipping * 100));
          charges.forEach((charge, index) => {
            expect(charge).toBeGreaterThanOrEqual(0);
            expect(charge).toBeLessThanOrEqual(prices[index] ?? 0);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("estimates arrival in business days, weekends skipped", () => {
    const friday = new Date("2026-11-27T10:00:00Z");
    const range = arrivalOf("3-5", friday);
    expect(range?.first.toISOString().slice(0, 10)).toBe("2026-12-02");
    expect(range?.last.toISOString().slice(0, 10)).toBe("2026-12-04");
    expect(arrivalOf("0", friday)?.first).toEqual(friday);
    expect(arrivalOf("18:00-20:00", friday)?.last).toEqual(friday);
    expect(arrivalOf("soon", friday)).toBeNull();
    expect(arrivalOf(null, friday)).toBeNull();
  });
});
