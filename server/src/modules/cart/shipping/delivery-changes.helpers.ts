// Delivery-method changes of the bag's lines when stock moves (issue 12, point 4; spec 000 §4
// "Delivery method transitions"; decision 0058). A pure function of the lines and the stock
// facts: the cart reads the facts, calls planDeliveryChanges, saves the lines that changed and
// marks them "item delivery method changed" with the order-updated message.
//
// The rules, each with its reason:
//
// 1. Where units come from: a home (ship to home) or ship-to-store line takes the online
//    (warehouse) units of its UPC; a pickup line the units of its store. A line is covered when
//    the units left at its source hold its whole quantity: the bag does not split a line
//    between two deliveries (the shopper chose one), and a part-covered line is the
//    out-of-stock machinery's (missingQty), not ours.
// 2. What still works stays, before anything moves: the lines are first checked as they are,
//    in order, each taking its units; only the lines left uncovered then look for another
//    delivery, in order, from the units the staying lines did not take. A line that works is
//    never moved to make room for one that does not.
// 3. A pickup line whose store cannot serve it (its store lost the units, stopped pickup, or is
//    unknown) goes to ship to store at the same store if that store takes STS and online stock
//    covers it (PickupToSts, ORD518: the shopper still collects where they chose), else home if
//    online stock covers it (PickupToSth, ORD517).
// 4. A ship-to-store line that online stock no longer covers, or whose store stopped taking STS,
//    goes to pickup at the same store if that store has the units and does pickup (StsToPickup:
//    the same store, sooner), else home if online stock covers it (StsToSth). Neither has an
//    order code (spec 000 §8 names none).
// 5. A home line that online stock no longer covers goes to pickup at the shopper's favourite
//    store when that store does pickup and has the units (STHToPickup, ORD516).
// 6. A line nothing covers stays as it is, with no change: the out-of-stock machinery tells the
//    shopper (ProductLineItemInventoryMissing and the rest).
// 7. Stable: planning the planned lines again changes nothing. Every line that stayed or moved
//    fits, together, in the units; so on a second pass all of them are covered where they now
//    are, and a line left uncovered finds at most the same units as the first time.

export type LineDelivery =
  { kind: "home" } | { kind: "pickup"; storeId: string } | { kind: "sts"; storeId: string };

export interface DeliveryLine {
  id: string;
  upc: string;
  qty: number;
  delivery: LineDelivery;
}

export interface StoreDeliveryFacts {
  pickupEnabled: boolean;
  shipToStore: boolean;
}

export interface DeliveryFacts {
  /** Online (warehouse) units per UPC; a UPC absent has none. */
  onlineUnits: Readonly<Record<string, number>>;
  /** Units per store id, then per UPC; absent means none. */
  storeUnits: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** What each store does; a store absent does neither. */
  stores: Readonly<Record<string, StoreDeliveryFacts>>;
  favouriteStoreId?: string | null | undefined;
}

export type DeliveryTransition =
  "PickupToSth" | "PickupToSts" | "StsToSth" | "StsToPickup" | "STHToPickup";
export type DeliveryOrderCode = "ORD516" | "ORD517" | "ORD518";

export interface PlannedDelivery {
  id: string;
  delivery: LineDelivery;
  /** Null when the line keeps its delivery. */
  change: { type: DeliveryTransition; orderCode: DeliveryOrderCode | null } | null;
}

/** The order code of each transition (spec 000 §8): ORD516 ship → pickup, ORD517 pickup → ship, ORD518 pickup → STS. */
export const TRANSITION_ORDER_CODES: Readonly<
  Record<DeliveryTransition, DeliveryOrderCode | null>
> = {
  STHToPickup: "ORD516",
  PickupToSth: "ORD517",
  PickupToSts: "ORD518",
  StsToSth: null,
  StsToPickup: null,
};

/** A record's own value: a UPC or store id such as "constructor" must not read the prototype. */
function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

const whole = (units: number | undefined) =>
  units !== undefined && Number.isFinite(units) ? Math.max(0, Math.floor(units)) : 0;

/** The units of the facts not yet taken by a line, per source and UPC. */
class Stock {
  private readonly taken = new Map<string, number>();

  constructor(private readonly facts: DeliveryFacts) {}

  /** Whether the store of a delivery offers it at all: pickup, or ship to store. */
  private offers(delivery: LineDelivery): boolean {
    if (delivery.kind === "home") return true;
    const store = own(this.facts.stores, delivery.storeId);
    return delivery.kind === "pickup" ? store?.pickupEnabled === true : store?.shipToStore === true;
  }

  /** Takes the line's units for a delivery when its store offers it and what is left covers them (rule 1). */
  take(line: DeliveryLine, delivery: LineDelivery): boolean {
    if (!Number.isSafeInteger(line.qty) || line.qty < 1 || !this.offers(delivery)) return false;
    const storeId = delivery.kind === "pickup" ? delivery.storeId : null;
    const key = JSON.stringify([storeId, line.upc]);
    const units =
      storeId === null
        ? own(this.facts.onlineUnits, line.upc)
        : own(own(this.facts.storeUnits, storeId) ?? {}, line.upc);
    const taken = this.taken.get(key) ?? 0;
    if (whole(units) - taken < line.qty) return false;
    this.taken.set(key, taken + line.qty);
    return true;
  }
}

/** Where an uncovered line may go, best first (rules 3-5). */
function alternatives(
  line: DeliveryLine,
  favouriteStoreId: string | null,
): { delivery: LineDelivery; type: DeliveryTransition }[] {
  const { delivery } = line;
  switch (delivery.kind) {
    case "pickup":
      return [
        { delivery: { kind: "sts", storeId: delivery.storeId }, type: "PickupToSts" },
        { delivery: { kind: "home" }, type: "PickupToSth" },
      ];
    case "sts":
      return [
        { delivery: { kind: "pickup", storeId: delivery.storeId }, type: "StsToPickup" },
        { delivery: { kind: "home" }, type: "StsToSth" },
      ];
    case "home":
      return favouriteStoreId === null
        ? []
        : [{ delivery: { kind: "pickup", storeId: favouriteStoreId }, type: "STHToPickup" }];
  }
}

/**
 * The delivery each line should now have, given the stock (rules above), in the lines' order;
 * `change` says which transition moved it and its order code, null when it keeps its delivery.
 */
export function planDeliveryChanges(
  lines: readonly DeliveryLine[],
  facts: DeliveryFacts,
): PlannedDelivery[] {
  const stock = new Stock(facts);
  // Rule 2: every line that works as it is takes its units first.
  const covered = lines.map((line) => stock.take(line, line.delivery));
  const favourite = facts.favouriteStoreId ?? null;
  return lines.map((line, index) => {
    const stays = { id: line.id, delivery: { ...line.delivery }, change: null };
    if (covered[index]) return stays;
    const move = alternatives(line, favourite).find((alt) => stock.take(line, alt.delivery));
    if (!move) return stays; // Rule 6.
    return {
      id: line.id,
      delivery: move.delivery,
      change: { type: move.type, orderCode: TRANSITION_ORDER_CODES[move.type] },
    };
  });
}
