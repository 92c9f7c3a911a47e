import type { Queryable } from "../../platform/database/db.types";
import type { CatalogService } from "../catalog";
import { marketOf, placeLines } from "./cart-answer.helpers";
import type { CartDelivery, DeliveryFacts, DeliveryStore } from "./cart-delivery.helpers";
import type { CartDeps } from "./cart-deps.types";
import type { PricedLine } from "./cart-view.helpers";
import { selectCartToSettle, setShippingMethod, type CartRow } from "./cart.tables";
import { selectItems, setItemDelivery, type CartItemRow } from "./cart-lines.tables";

/**
 * Where a cart's lines go (decision 0058): the facts a plan needs (stock online and at the
 * stores the lines name), the plan itself, and, inside a write's lock, saving what the stock
 * changed.
 */
export function createDeliveryPlans(deps: CartDeps) {
  /** Where the cart's lines can go now: stock online and at the stores they name. */
  async function deliveryFacts(
    tx: Queryable,
    rows: readonly CartItemRow[],
    /** The favourite store, and the home shipment's collection point. */
    places: { favouriteStoreId: string | null; collectionPoint: string | null },
    upcs: readonly string[],
  ): Promise<DeliveryFacts> {
    const { favouriteStoreId, collectionPoint } = places;
    const storeIds = [
      ...new Set(
        [...rows.map((row) => row.store_id), favouriteStoreId, collectionPoint].filter(
          (id): id is string => id !== null,
        ),
      ),
    ];
    const [online, stores, storeUnits] = await Promise.all([
      deps.inventory.onlineStock(upcs, tx),
      storeIds.length > 0 && deps.stores
        ? deps.stores.deliveryStores(storeIds, tx)
        : new Map<string, DeliveryStore>(),
      storeIds.length > 0
        ? deps.inventory.storeStock(upcs, storeIds, tx)
        : new Map<string, Map<string, number>>(),
    ]);
    return { online, stores, storeUnits, favouriteStoreId, now: new Date() };
  }

  /** The cart's lines and how they travel, as the stock now allows. */
  async function planned(
    tx: Queryable,
    cart: CartRow,
    favouriteStoreId: string | null,
    /** Other sizes to read with the lines' (the gifts'), in the same statements. */
    extraUpcs: readonly string[] = [],
    /** The lines, when the caller already read them. */
    knownRows?: CartItemRow[],
  ): Promise<{
    rows: CartItemRow[];
    offers: Awaited<ReturnType<CatalogService["offers"]>>;
    facts: DeliveryFacts;
    plan: CartDelivery;
    lines: PricedLine[];
  }> {
    const rows = knownRows ?? (await selectItems(tx, cart.basket_id));
    const upcs = [...new Set([...rows.map((row) => row.upc), ...extraUpcs])];
    const [offers, facts] = await Promise.all([
      deps.catalog.offers(upcs, marketOf(cart), tx),
      deliveryFacts(tx, rows, { favouriteStoreId, collectionPoint: cart.collection_point }, upcs),
    ]);
    const { plan, lines } = placeLines(cart, rows, offers, facts, marketOf(cart).language);
    return { rows, offers, facts, plan, lines };
  }

  /**
   * Inside a write's lock: saves what the stock changed (000 §4 delivery transitions, a home
   * method that stopped applying), so the next read finds the lines where they now go.
   */
  async function settleDelivery(tx: Queryable, basketId: string): Promise<void> {
    const state = await selectCartToSettle(tx, basketId);
    if (!state) return;
    const { cart } = state;
    // Only store lines move without a favourite store, and only a stored method downgrades:
    // a bag of home lines on the default method has nothing to settle.
    if (cart.shipping_method === null && !state.storeLines) return;
    const { plan } = await planned(tx, cart, null);
    for (const line of plan.lines.values()) {
      if (!line.movedNow) continue;
      await setItemDelivery(tx, cart.basket_id, line.itemId, {
        kind: line.kind,
        storeId: line.storeId,
        change: line.change?.type ?? null,
      });
    }
    if (plan.homeMethodNow)
      await setShippingMethod(tx, cart.basket_id, {
        code: plan.homeMethodNow,
        byShopper: cart.shipping_method_by_shopper,
        downgraded: plan.downgraded && cart.shipping_method_by_shopper,
        // A downgrade is always to a home method: the collection point goes with PUDO.
        collectionPoint: null,
      });
  }

  return { planned, settleDelivery };
}

export type Planned = ReturnType<typeof createDeliveryPlans>["planned"];
