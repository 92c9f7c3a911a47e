// How a cart's lines travel, as the API answers it (decision 0058): each line's delivery
// options, the cart's shipments, and the words for a change the store made.
import {
  toMajor,
  type Cart,
  type CartItem,
  type Currency,
  type ProductDetails,
} from "@ridgeline/contract";
import type { OfferRow } from "../catalog";
import { answeredAddress } from "./cart-address.helpers";
import {
  HOME_SHIPMENT,
  type CartDelivery,
  type DeliveryStore,
  type PlannedLine,
} from "./cart-delivery.helpers";
import type { CartRow } from "./cart.tables";
import type { CartItemRow } from "./cart-lines.tables";
import type { ShippingOption } from "./shipping/shipping.helpers";

/** How the cart's lines travel, for the answer (see cart-delivery.helpers.ts). */
export interface DeliveryView {
  plan: CartDelivery;
  stores: ReadonlyMap<string, DeliveryStore>;
  storeUnits: ReadonlyMap<string, ReadonlyMap<string, number>>;
  favouriteStoreId: string | null;
  /** The tax could not be computed (TAX309). */
  taxFailed: boolean;
  /** What the shipping promotions take off each shipment, by shippingId. */
  shipmentDiscounts?: ReadonlyMap<string, number>;
  /** The lines' products as the product page has them (colours, sizes, breadcrumbs), by colour id. */
  products?: ReadonlyMap<string, ProductDetails>;
}

/** What the shopper reads when the store changed how a line is delivered (000 §4). */
export const DELIVERY_CHANGE_MESSAGES: Readonly<Record<string, string>> = {
  PickupToSth:
    "The store can no longer hold this item for pickup: it will be delivered to your address.",
  PickupToSts:
    "The store no longer has this item on its shelves: we will ship it to the store for you to collect.",
  StsToSth: "This store can no longer receive this item: it will be delivered to your address.",
  StsToPickup: "Good news: the store has this item on its shelves, ready for pickup.",
  STHToPickup:
    "This item can no longer be shipped: it is waiting for you at your store for pickup.",
};

function methodOf(option: ShippingOption, currency: Currency, discountMinor = 0) {
  return {
    code: option.code,
    price: { amount: toMajor(Math.max(0, option.priceMinor - discountMinor), currency) },
    label: option.label,
    deliveryTime: option.deliveryTime,
  };
}

/** A line's ways of being delivered (000 §3 shippingOptions): home, and its or the favourite store. */
export function lineShippingOptions(
  line: { row: CartItemRow; offer: OfferRow | undefined },
  planned: PlannedLine,
  view: DeliveryView,
  currency: Currency,
): CartItem["shippingOptions"] {
  const { offers } = view.plan;
  if (line.offer?.is_digital) {
    return offers.digital
      ? [{ selected: true, shippingMethod: methodOf(offers.digital, currency), storeInfo: null }]
      : [];
  }
  const options: CartItem["shippingOptions"] = [];
  if (offers.home)
    options.push({
      selected: planned.kind === "home",
      // What going home costs this bag: the method less the shipping promotions that name it
      // (a pickup line's shipment never lowers the home price).
      shippingMethod: methodOf(
        offers.home,
        currency,
        view.shipmentDiscounts?.get(HOME_SHIPMENT) ?? 0,
      ),
      storeInfo: null,
    });
  const storeId = planned.storeId ?? view.favouriteStoreId;
  const store = storeId ? view.stores.get(storeId) : undefined;
  if (!store || line.offer?.is_customs) return options;
  const storeInfo = {
    id: store.storeId,
    name: store.name,
    storeInventory: view.storeUnits.get(store.storeId)?.get(line.row.upc) ?? 0,
  };
  if (offers.pickup && store.pickupEnabled)
    options.push({
      selected: planned.kind === "pickup",
      shippingMethod: methodOf(offers.pickup, currency),
      storeInfo,
    });
  if (offers.sts && store.shipToStore)
    options.push({
      selected: planned.kind === "sts",
      shippingMethod: methodOf(offers.sts, currency),
      storeInfo,
    });
  return options;
}

/** Where a home shipment sent by PUDO is collected: the point's name and address. */
function collectionPointOf(
  view: DeliveryView,
  storeId: string | null,
): Cart["shippingMethods"][number]["collectionPoint"] {
  const point = storeId ? view.stores.get(storeId) : undefined;
  if (!point) return null;
  return {
    storeId: point.storeId,
    name: point.name,
    addressLine1: point.addressLine1,
    city: point.city,
    province: point.province,
    postalCode: point.postalCode,
    country: point.country,
  };
}

/** The cart's shipments as the API answers them (000 §3 shippingMethods). */
export function shipmentsOf(
  cart: CartRow,
  view: DeliveryView | undefined,
): Cart["shippingMethods"] {
  if (!view) return [];
  const money = (minor: number) => toMajor(minor, cart.currency);
  const address = cart.shipping_address;
  return view.plan.shipments.map((shipment) => ({
    shippingId: shipment.shippingId,
    kind: shipment.kind,
    code: shipment.chosen?.code ?? null,
    applicableShippingMethods: shipment.methods.map((method) => ({
      code: method.code,
      kind: method.kind,
      label: method.label,
      deliveryTime: method.deliveryTime,
      deliveryText: method.deliveryText,
      sameDay: method.sameDay,
      price: { amount: money(method.priceMinor), currency: method.currency },
    })),
    address:
      shipment.kind === "home" && address ? answeredAddress(address, shipment.shippingId) : null,
    storeId: shipment.storeId,
    collectionPoint: shipment.kind === "home" ? collectionPointOf(view, shipment.storeId) : null,
    price: money(shipment.chosen?.priceMinor ?? 0),
  }));
}
