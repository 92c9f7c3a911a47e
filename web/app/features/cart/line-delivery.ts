import type { Cart, CartItem, ShippingMethod } from "@ridgeline/contract";

/**
 * What the bag page shows of where its lines go (issue 12, decision 0058's "Wired into the
 * cart"): read from the cart's answer only, so the page and the API never disagree. Pure.
 */

/** How a line can travel: to the shopper, from a store's shelves, or shipped to a store. */
export type DeliveryKind = "home" | "pickup" | "sts";

/** The API's `deliveryTime`, parsed for the page to word in its language. */
export type DeliveryTime =
  | { kind: "days"; from: number; to: number }
  /** "0": ready the same day without a courier (a store's shelves, an e-mail). */
  | { kind: "now" }
  /** A same-day window, "18:00-20:00". */
  | { kind: "window"; window: string }
  | { kind: "other"; text: string };

/** One way a line can be delivered, as its radio shows it. */
export interface DeliveryChoice {
  kind: DeliveryKind;
  selected: boolean;
  /** The method's own label ("Standard delivery"). */
  label: string;
  /** What it costs, major units as the API gives it (only formatted, never summed). */
  price: number;
  time: DeliveryTime;
  /** The home method's delivery text when the cart lists the method ("3-5 business days"). */
  deliveryText: string | null;
  /** The store of a pickup or ship-to-store choice, with its units of the line's size. */
  store: { id: string; name: string; units: number } | null;
  /** Pickup from shelves without a unit of the size cannot be chosen. */
  disabled: boolean;
}

export interface LineDelivery {
  /** Empty for a line that has no choice (a digital item): the page shows no group. */
  choices: DeliveryChoice[];
  /** The store the choices are about (the line's own, else the shopper's chosen one). */
  store: { id: string; name: string } | null;
  /** The line can go to a store at all (not a made-to-order item): offer the store search. */
  storeSearch: boolean;
  /** The store changed how the line travels: its notification, shown as information. */
  changed: { type: string; message: string } | null;
  /** The line's other notifications (problems to fix). */
  problems: { type: string; message: string }[];
}

const DAYS = /^(\d{1,2})-(\d{1,2})$/;
const WINDOW = /^\d{2}:\d{2}-\d{2}:\d{2}$/;

/** Reads a `deliveryTime` ("3-5", "0", "18:00-20:00"); anything else is shown as it is. */
export function parseDeliveryTime(time: string): DeliveryTime {
  if (time === "0") return { kind: "now" };
  const days = DAYS.exec(time);
  if (days) return { kind: "days", from: Number(days[1]), to: Number(days[2]) };
  if (WINDOW.test(time)) return { kind: "window", window: time };
  return { kind: "other", text: time };
}

/** The kind of a line's shipping option: a store's option is pickup unless it is `STS`. */
function kindOf(option: CartItem["shippingOptions"][number]): DeliveryKind {
  if (!option.storeInfo) return "home";
  return option.shippingMethod.code === "STS" ? "sts" : "pickup";
}

/** A method of any shipment of the cart by its code (for its delivery text). */
function methodByCode(cart: Pick<Cart, "shippingMethods">, code: string): ShippingMethod | null {
  for (const shipment of cart.shippingMethods)
    for (const method of shipment.applicableShippingMethods)
      if (method.code === code) return method;
  return null;
}

/**
 * A line's delivery choices, in the order the API gives them (home, pickup, ship to store).
 * Rules, and why:
 * - A digital item travels by e-mail only: no choice, no group. A made-to-order (customs) item
 *   goes home only (0058: a store cannot hold it): no store search.
 * - The store is the one the options name (the line's own store, or the favourite store the
 *   page sent as `favStoreId`); without one, the shopper's chosen store (the `store` cookie)
 *   is still named, so "Change store" can say where a store does neither service.
 * - Pickup is disabled without a unit of the size on the store's shelves (the API would refuse
 *   INV700), unless it is the line's present choice (the shopper must see where it goes).
 * - The changed-delivery notification is the item's notification of the transition's type;
 *   every other notification is a problem, as before.
 */
export function lineDelivery(
  item: CartItem,
  cart: Pick<Cart, "shippingMethods">,
  chosenStore: { storeId: string; name: string } | null,
): LineDelivery {
  const choices: DeliveryChoice[] = item.isDigitalProduct
    ? []
    : item.shippingOptions
        .filter((option) => option.shippingMethod.code !== "DIGITAL")
        .map((option) => {
          const kind = kindOf(option);
          const units = option.storeInfo?.storeInventory ?? 0;
          return {
            kind,
            selected: option.selected,
            label: option.shippingMethod.label,
            price: option.shippingMethod.price.amount,
            time: parseDeliveryTime(option.shippingMethod.deliveryTime),
            deliveryText: methodByCode(cart, option.shippingMethod.code)?.deliveryText ?? null,
            store: option.storeInfo
              ? { id: option.storeInfo.id, name: option.storeInfo.name, units }
              : null,
            disabled: kind === "pickup" && units < 1 && !option.selected,
          };
        });
  const named = choices.find((choice) => choice.store)?.store;
  const store = named
    ? { id: named.id, name: named.name }
    : chosenStore
      ? { id: chosenStore.storeId, name: chosenStore.name }
      : null;
  const changedType = item.deliveryMethodChanged?.type ?? null;
  const changed = changedType
    ? (item.customerNotifications.find((note) => note.type === changedType) ?? {
        type: changedType,
        message: "",
      })
    : null;
  return {
    choices,
    store,
    storeSearch: choices.length > 0 && !item.isCustoms,
    changed,
    problems: item.customerNotifications.filter((note) => note.type !== changedType),
  };
}

/**
 * The cart's notifications the bag shows once at its top: delivery changed by the store, and
 * the tax changed since the shopper last saw it (TAX310).
 */
export const BAG_NOTICE_TYPES = [
  "OrderUpdated",
  "OrderShippingMethodDowngraded",
  "TAX310",
] as const;
export type BagNoticeType = (typeof BAG_NOTICE_TYPES)[number];

/** The cart-level notices, each type once, in the API's order. */
export function bagNotices(cart: Pick<Cart, "notifications">): BagNoticeType[] {
  const types: BagNoticeType[] = [];
  for (const note of cart.notifications) {
    const type = BAG_NOTICE_TYPES.find((known) => known === note.type);
    if (type && !types.includes(type)) types.push(type);
  }
  return types;
}

/** The home shipment (`me`): its methods in the API's order and the one chosen, or null. */
export function homeShipment(cart: Pick<Cart, "shippingMethods">): {
  chosen: ShippingMethod | null;
  methods: ShippingMethod[];
  /** Where the shipment is collected, when it goes to a collection point (PUDO). */
  collectionPoint: Cart["shippingMethods"][number]["collectionPoint"];
} | null {
  const home = cart.shippingMethods.find((shipment) => shipment.shippingId === "me");
  if (!home || home.applicableShippingMethods.length === 0) return null;
  const methods = home.applicableShippingMethods;
  return {
    chosen: methods.find((method) => method.code === home.code) ?? null,
    methods,
    collectionPoint: home.collectionPoint,
  };
}
