// How a cart's lines travel (issue 12 point 4, decision 0058): the lines' deliveries as the
// stock now allows (planDeliveryChanges), the shipments they make, each shipment's methods and
// chosen method, and what shipping costs. A pure function of the cart, its lines and the stores'
// facts, so a read and a write of the same cart see the same shipments.
import { SHIPPING_SITES } from "./shipping/shipping-methods.data";
import {
  planDeliveryChanges,
  TRANSITION_ORDER_CODES,
  type DeliveryOrderCode,
  type DeliveryTransition,
} from "./shipping/delivery-changes.helpers";
import {
  downgrade,
  methodsFor,
  type ShippingOption,
  type ShippingSiteLocale,
} from "./shipping/shipping.helpers";
import type { CartRow } from "./cart.tables";
import type { CartItemRow, LineDeliveryKind } from "./cart-lines.tables";

/** What the stores area says of a store the cart delivers to. */
export interface DeliveryStore {
  storeId: string;
  name: string;
  pickupEnabled: boolean;
  shipToStore: boolean;
  addressLine1: string;
  city: string;
  country: string;
  province: string | null;
  postalCode: string;
}

/** The facts a cart's delivery is worked out from, read by the cart core. */
export interface DeliveryFacts {
  /** Online (warehouse) units per UPC. */
  online: ReadonlyMap<string, number>;
  /** The stores the lines name, and the favourite store, by id (unknown ones absent). */
  stores: ReadonlyMap<string, DeliveryStore>;
  /** Units per store, then per UPC. */
  storeUnits: ReadonlyMap<string, ReadonlyMap<string, number>>;
  favouriteStoreId: string | null;
  now: Date;
}

/** What a line needs to be placed: its row and whether it is digital or made to order. */
export interface DeliveryLineInput {
  row: CartItemRow;
  isDigital: boolean;
  isCustoms: boolean;
  /** The catalogue still sells it at a price; a line it does not travels nowhere. */
  priced: boolean;
}

export interface PlannedLine {
  itemId: string;
  kind: LineDeliveryKind;
  storeId: string | null;
  /** Units at the line's source: its store's for pickup, online otherwise. */
  sourceUnits: number;
  /** The change the store made to the line's delivery: now, or earlier and not yet seen. */
  change: { type: DeliveryTransition; code: DeliveryOrderCode | null } | null;
  /** The plan moved the line just now (the cart core saves it on its next write). */
  movedNow: boolean;
}

export interface Shipment {
  shippingId: string;
  kind: "home" | "pickup" | "sts" | "digital";
  /** The store of a pickup or ship-to-store shipment; the collection point of a PUDO one. */
  storeId: string | null;
  lineIds: string[];
  methods: ShippingOption[];
  chosen: ShippingOption | null;
}

export interface CartDelivery {
  lines: Map<string, PlannedLine>;
  shipments: Shipment[];
  /** What the chosen methods cost together, before shipping promotions. */
  shippingMinor: number;
  /** The home shipment's method stopped applying and another took its place. */
  downgraded: boolean;
  /** The home method the cart now takes, when it differs from the one stored. */
  homeMethodNow: string | null;
  /** What each way of delivering a line costs and takes, for the lines' shippingOptions. */
  offers: {
    home: ShippingOption | null;
    pickup: ShippingOption | null;
    sts: ShippingOption | null;
    digital: ShippingOption | null;
  };
}

export const HOME_SHIPMENT = "me";
export const DIGITAL_SHIPMENT = "digital";

/** The shipping site of a cart: its locale when the catalogue has it, else the US site. */
export function shippingSiteOf(cart: Pick<CartRow, "locale">): ShippingSiteLocale {
  return cart.locale in SHIPPING_SITES ? (cart.locale as ShippingSiteLocale) : "en-us";
}

function storedChange(row: CartItemRow): PlannedLine["change"] {
  const type = row.delivery_change;
  if (!type || !Object.hasOwn(TRANSITION_ORDER_CODES, type)) return null;
  const transition = type as DeliveryTransition;
  return { type: transition, code: TRANSITION_ORDER_CODES[transition] };
}

/**
 * Whether a store can take the home shipment by PUDO (decision 0063): a collection point
 * (pickup-enabled) in the country of the cart's site.
 */
export function takesPudo(store: DeliveryStore | undefined, cart: Pick<CartRow, "locale">) {
  const country = (cart.locale.split("-")[1] ?? "").toUpperCase();
  return store !== undefined && store.pickupEnabled && store.country === country;
}

/**
 * The home shipment's method: the stored one while it applies, else its downgrade, else the
 * cheapest home one; PUDO applies while its collection point can take it. The cheapest is
 * never PUDO, which needs a point the shopper chose.
 */
function homeMethod(
  cart: CartRow,
  methods: readonly ShippingOption[],
  stores: ReadonlyMap<string, DeliveryStore>,
): { chosen: ShippingOption | null; downgraded: boolean; collectionPoint: string | null } {
  const home = methods.filter((method) => method.kind === "home");
  const cheapest =
    [...home].sort((a, b) => a.priceMinor - b.priceMinor || (a.code < b.code ? -1 : 1))[0] ?? null;
  if (!cart.shipping_method) return { chosen: cheapest, downgraded: false, collectionPoint: null };
  const point = cart.collection_point;
  const usable = (method: ShippingOption) =>
    method.kind !== "pudo" || (point !== null && takesPudo(stores.get(point), cart));
  const same = methods.find((method) => method.code === cart.shipping_method && usable(method));
  if (same)
    return {
      chosen: same,
      downgraded: cart.shipping_method_downgraded,
      collectionPoint: same.kind === "pudo" ? point : null,
    };
  return {
    chosen: downgrade(cart.shipping_method, home) ?? cheapest,
    downgraded: true,
    collectionPoint: null,
  };
}

/**
 * The cart's delivery: each physical line where the stock lets it go (a pickup line whose store
 * lost the units moves, 000 §4 transitions), digital lines e-mailed, the shipments they make
 * (home `me`, `pickup-{store}`, `sts-{store}`, `digital`) with their methods in the §4 order,
 * the home shipment's method (the shopper's while it applies, else a downgrade) and what
 * shipping costs.
 */
export function planCartDelivery(
  cart: CartRow,
  lines: readonly DeliveryLineInput[],
  facts: DeliveryFacts,
  language: string,
): CartDelivery {
  const physical = lines.filter((line) => !line.isDigital);
  const storeFacts = Object.fromEntries(
    [...facts.stores].map(([id, store]) => [
      id,
      { pickupEnabled: store.pickupEnabled, shipToStore: store.shipToStore },
    ]),
  );
  const storeUnits = Object.fromEntries(
    [...facts.storeUnits].map(([id, units]) => [id, Object.fromEntries(units)]),
  );
  const plan = planDeliveryChanges(
    physical.map(({ row }) => ({
      id: row.item_id,
      upc: row.upc,
      qty: row.qty,
      delivery:
        row.delivery === "home" || row.store_id === null
          ? { kind: "home" as const }
          : { kind: row.delivery, storeId: row.store_id },
    })),
    {
      onlineUnits: Object.fromEntries(facts.online),
      storeUnits,
      stores: storeFacts,
      favouriteStoreId: facts.favouriteStoreId,
    },
  );
  const planned = new Map<string, PlannedLine>();
  for (const [index, step] of plan.entries()) {
    const { row } = physical[index] as DeliveryLineInput;
    const storeId = step.delivery.kind === "home" ? null : step.delivery.storeId;
    const sourceUnits =
      step.delivery.kind === "pickup"
        ? (facts.storeUnits.get(step.delivery.storeId)?.get(row.upc) ?? 0)
        : (facts.online.get(row.upc) ?? 0);
    planned.set(row.item_id, {
      itemId: row.item_id,
      kind: step.delivery.kind,
      storeId,
      sourceUnits,
      change: step.change
        ? { type: step.change.type, code: step.change.orderCode }
        : storedChange(row),
      movedNow: step.change !== null,
    });
  }
  for (const { row } of lines.filter((line) => line.isDigital)) {
    planned.set(row.item_id, {
      itemId: row.item_id,
      kind: "home",
      storeId: null,
      sourceUnits: facts.online.get(row.upc) ?? 0,
      change: null,
      movedNow: false,
    });
  }

  // Only what can be bought travels: a line gone, unpriced or without units at its source is
  // shown in the bag but makes no shipment and costs no shipping.
  const ships = (line: DeliveryLineInput) =>
    line.priced && (planned.get(line.row.item_id)?.sourceUnits ?? 0) > 0;
  const travelling = lines.filter(ships);
  const travellingPhysical = physical.filter(ships);

  const site = shippingSiteOf(cart);
  const address = cart.shipping_address;
  const destination = address
    ? { country: address.countryCode, region: address.province, postalCode: address.postalCode }
    : null;
  const methodsOf = (group: readonly DeliveryLineInput[]) =>
    methodsFor({
      siteLocale: site,
      destination,
      lines: group.map(({ row, isDigital, isCustoms }) => ({
        id: row.item_id,
        isDigital,
        isCustoms,
      })),
      now: facts.now,
      language,
    });

  const shipments: Shipment[] = [];
  let downgraded = false;
  let homeMethodNow: string | null = null;
  const homeLines = travellingPhysical.filter(
    (line) => planned.get(line.row.item_id)?.kind === "home",
  );
  if (homeLines.length > 0) {
    const methods = methodsOf(homeLines).filter(
      (method) => method.kind === "home" || method.kind === "pudo",
    );
    const home = homeMethod(cart, methods, facts.stores);
    downgraded = home.downgraded;
    if (cart.shipping_method && home.chosen && home.chosen.code !== cart.shipping_method)
      homeMethodNow = home.chosen.code;
    shipments.push({
      shippingId: HOME_SHIPMENT,
      kind: "home",
      storeId: home.collectionPoint,
      lineIds: homeLines.map((line) => line.row.item_id),
      methods,
      chosen: home.chosen,
    });
  }
  for (const kind of ["pickup", "sts"] as const) {
    const byStore = new Map<string, DeliveryLineInput[]>();
    for (const line of travellingPhysical) {
      const step = planned.get(line.row.item_id);
      if (step?.kind !== kind || step.storeId === null) continue;
      byStore.set(step.storeId, [...(byStore.get(step.storeId) ?? []), line]);
    }
    const code = kind === "pickup" ? "PICKUP" : "STS";
    for (const [storeId, group] of byStore) {
      const methods = methodsOf(group).filter((method) => method.code === code);
      shipments.push({
        shippingId: `${kind}-${storeId}`,
        kind,
        storeId,
        lineIds: group.map((line) => line.row.item_id),
        methods,
        chosen: methods[0] ?? null,
      });
    }
  }
  const digital = travelling.filter((line) => line.isDigital);
  if (digital.length > 0) {
    const methods = methodsOf(digital);
    shipments.push({
      shippingId: DIGITAL_SHIPMENT,
      kind: "digital",
      storeId: null,
      lineIds: digital.map((line) => line.row.item_id),
      methods,
      chosen: methods[0] ?? null,
    });
  }
  const anyPhysical = methodsOf(physical);
  const homeShipment = shipments.find((shipment) => shipment.kind === "home");
  const offers = {
    home:
      homeShipment?.chosen ??
      homeMethod(
        cart,
        anyPhysical.filter((method) => method.kind === "home" || method.kind === "pudo"),
        facts.stores,
      ).chosen,
    pickup: anyPhysical.find((method) => method.code === "PICKUP") ?? null,
    sts: anyPhysical.find((method) => method.code === "STS") ?? null,
    digital: shipments.find((shipment) => shipment.kind === "digital")?.chosen ?? null,
  };
  const shippingMinor = shipments.reduce(
    (sum, shipment) => sum + (shipment.chosen?.priceMinor ?? 0),
    0,
  );
  return { lines: planned, shipments, shippingMinor, downgraded, homeMethodNow, offers };
}
