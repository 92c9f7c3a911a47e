/**
 * How an order travels, in one shape for every page that says it (issue 26 point 19, decision
 * 0083): the checkout's steps and review read it from the bag's shipments, the confirmation and
 * the order page from the order's, so a pickup point is a pickup point everywhere, an e-gift
 * card is e-mailed, and a shipment costs the same on every page (what the totals charge for it,
 * after shipping promotions).
 */
import {
  PUDO_METHOD_CODE,
  type Cart,
  type CartAddress,
  type Order,
  type ShipmentPlace,
} from "@ridgeline/contract";

/** Home, a collection point (PUDO), a store's shelves, shipped to a store, or e-mailed. */
export type DeliveryKind = "home" | "point" | "store" | "sts" | "email";

export const DELIVERY_KINDS: readonly DeliveryKind[] = ["home", "point", "store", "sts", "email"];

/** One shipment as the shopper reads it. */
export interface DeliveryPart {
  id: string;
  kind: DeliveryKind;
  /** The method's name where the bag gives one (a home delivery's), else null. */
  method: string | null;
  /** The address a home delivery goes to; null for every other kind. */
  address: CartAddress | null;
  /** Where it is collected (a point or a store); null for home and e-mail. */
  place: ShipmentPlace | null;
  /** What the shopper pays for it, after shipping promotions: 0 is "Free". */
  charge: number;
  /** The method's delivery time: "3-5" business days, "0" today, "18:00-20:00" today. */
  deliveryTime: string | null;
}

/** What a shipment of a bag or an order has that says how it travels. */
interface ShipmentFacts {
  id: string;
  kind: string;
  code: string | null;
  address: CartAddress | null;
  place: ShipmentPlace | null;
  price: number;
  method: string | null;
  deliveryTime: string | null;
}

function kindOf(kind: string, code: string | null): DeliveryKind {
  if (kind === "digital") return "email";
  if (kind === "pickup") return "store";
  if (kind === "sts") return "sts";
  return code === PUDO_METHOD_CODE ? "point" : "home";
}

/**
 * Each shipment's charge: its method's price less its share of what the shipping promotions
 * took off (`shipping`, the totals' figure), taken from the home shipment first (the one the
 * promotions apply to), so the parts add up to the totals' shipping line.
 */
export function chargesOf(prices: readonly number[], shipping: number): number[] {
  let discount = Math.max(0, prices.reduce((sum, price) => sum + price, 0) - shipping);
  return prices.map((price) => {
    const taken = Math.min(price, discount);
    discount -= taken;
    return Math.round((price - taken) * 100) / 100;
  });
}

function partsOf(shipments: readonly ShipmentFacts[], shipping: number): DeliveryPart[] {
  // Home shipments first: they are what the shipping promotions take off.
  const ordered = [...shipments].sort(
    (a, b) => Number(b.kind === "home") - Number(a.kind === "home"),
  );
  const charges = chargesOf(
    ordered.map((shipment) => shipment.price),
    shipping,
  );
  return ordered.map((shipment, index) => {
    const kind = kindOf(shipment.kind, shipment.code);
    return {
      id: shipment.id,
      kind,
      method: kind === "home" ? shipment.method : null,
      address: kind === "home" ? shipment.address : null,
      place: kind === "point" || kind === "store" || kind === "sts" ? shipment.place : null,
      charge: charges[index] ?? 0,
      deliveryTime: shipment.deliveryTime,
    };
  });
}

/** The store a bag's pickup or ship-to-store shipment goes to, as its lines name it. */
function storeOf(cart: Cart, storeId: string | null): ShipmentPlace | null {
  if (!storeId) return null;
  const store = cart.items
    .flatMap((item) => item.shippingOptions)
    .find((option) => option.storeInfo?.id === storeId)?.storeInfo;
  return {
    storeId,
    name: store?.name ?? storeId,
    addressLine1: null,
    city: null,
    province: null,
    postalCode: null,
    country: null,
  };
}

/** How the bag will travel, shipment by shipment (the checkout's steps and review). */
export function cartDelivery(cart: Cart): DeliveryPart[] {
  return partsOf(
    cart.shippingMethods.map((shipment) => {
      const method = shipment.applicableShippingMethods.find(
        (entry) => entry.code === shipment.code,
      );
      return {
        id: shipment.shippingId,
        kind: shipment.kind,
        code: shipment.code,
        address: shipment.address,
        place: shipment.collectionPoint
          ? { ...shipment.collectionPoint }
          : storeOf(cart, shipment.storeId),
        price: shipment.price,
        method: method?.label ?? null,
        deliveryTime: method?.deliveryTime ?? null,
      };
    }),
    // Before a method is chosen the totals have no shipping line: the methods' own prices.
    cart.totals.shipping ?? cart.shippingMethods.reduce((sum, shipment) => sum + shipment.price, 0),
  );
}

/** How an order travels, shipment by shipment (the confirmation and the order page). */
export function orderDelivery(order: Order): DeliveryPart[] {
  return partsOf(
    order.shipments.map((shipment) => ({
      id: shipment.shipmentId,
      kind: shipment.kind,
      code: shipment.shippingMethod,
      address: shipment.address,
      place: shipment.place,
      price: shipment.price,
      method: null,
      deliveryTime: shipment.deliveryTime,
    })),
    order.totals.shipping,
  );
}

/** Business days from a date: Saturdays and Sundays are not counted. */
function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return date;
}

/**
 * When a shipment arrives, from the day it was ordered (or now, for a bag): a range of days for
 * "3-5" business days, the day itself for "0" or a same-day window; null when the method says
 * nothing usable.
 */
export function arrivalOf(
  deliveryTime: string | null,
  from: Date,
): { first: Date; last: Date } | null {
  if (!deliveryTime) return null;
  if (/^\d{1,2}:\d{2}-\d{1,2}:\d{2}$/.test(deliveryTime)) return { first: from, last: from };
  const range = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(deliveryTime);
  if (!range) return null;
  const low = Number(range[1]);
  const high = range[2] === undefined ? low : Number(range[2]);
  if (high < low) return null;
  return { first: addBusinessDays(from, low), last: addBusinessDays(from, high) };
}
