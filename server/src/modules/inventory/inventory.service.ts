import type { STOCK_STATUSES } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import {
  ONLINE_LOCATION,
  lockStock,
  selectUpcsInStockAt,
  selectStock,
  selectStockAt,
  updateStock,
} from "./inventory.tables";
import { createReservations, type Reservations } from "./reservations.service";

export type StockStatus = (typeof STOCK_STATUSES)[number];

/** At or below this many units a size shows as low in stock. */
export const LOW_STOCK_THRESHOLD = 3;

export interface InventoryService extends Reservations {
  /** Units available online per UPC; a UPC with no record has none. */
  onlineStock(upcs: readonly string[], tx?: Queryable): Promise<Map<string, number>>;
  /** Sets a SKU's online units; ORD404 naming upc when the SKU has no online stock record. */
  setOnlineStock(upc: string, quantity: number): Promise<StockChange>;
  /** Adds (or with a negative delta removes) online units of a SKU. */
  restock(upc: string, delta: number): Promise<StockChange>;
  /** Units on hand per store and UPC; every asked store and UPC is present (0 when none). */
  storeStock(
    upcs: readonly string[],
    storeIds: readonly string[],
    tx?: Queryable,
  ): Promise<Map<string, Map<string, number>>>;
  /** UPCs a location holds (stock > 0); whether a store offers pickup is the stores area's. */
  upcsInStockAt(locationId: string, tx?: Queryable): Promise<string[]>;
}

export interface StockChange {
  upc: string;
  before: number;
  after: number;
}

export function stockStatus(quantity: number): StockStatus {
  if (quantity <= 0) return "OUT_OF_STOCK";
  return quantity <= LOW_STOCK_THRESHOLD ? "LOW_STOCK" : "IN_STOCK";
}

export function createInventoryService(deps: {
  db: Db;
  /** Stock changes are told to the other areas as events, written with the change. */
  events: EventBus;
}): InventoryService {
  async function change(upc: string, next: (quantity: number) => number): Promise<StockChange> {
    return deps.events.transaction(async (tx) => {
      const before = await lockStock(tx, upc, ONLINE_LOCATION);
      if (before === null) {
        throw new AppError("ORD404", { field: "upc", message: `SKU ${upc} is not sold online.` });
      }
      const after = next(before);
      if (!Number.isInteger(after) || after < 0) {
        throw new AppError("VAL400", {
          field: "quantity",
          message: `quantity: stock of ${upc} cannot become ${after}.`,
        });
      }
      await updateStock(tx, upc, ONLINE_LOCATION, after);
      // Delivered once this commits: nobody hears of stock that never arrived.
      if (before > 0 !== after > 0)
        await deps.events.publish(tx, "stockChanged", { upc, inStock: after > 0 });
      if (before <= 0 && after > 0) await deps.events.publish(tx, "restocked", { upc });
      return { upc, before, after };
    });
  }

  return {
    ...createReservations(deps),
    setOnlineStock: (upc, quantity) => change(upc, () => quantity),
    restock: (upc, delta) => change(upc, (quantity) => quantity + delta),
    async onlineStock(upcs, tx = deps.db) {
      const found = await selectStock(tx, upcs, ONLINE_LOCATION);
      return new Map(upcs.map((upc) => [upc, found.get(upc) ?? 0]));
    },
    async storeStock(upcs, storeIds, tx = deps.db) {
      const rows = await selectStockAt(tx, upcs, storeIds);
      const byStore = new Map(
        storeIds.map((storeId) => [storeId, new Map(upcs.map((upc) => [upc, 0]))]),
      );
      for (const row of rows) byStore.get(row.location_id)?.set(row.upc, row.quantity);
      return byStore;
    },
    upcsInStockAt: (locationId, tx = deps.db) => selectUpcsInStockAt(tx, locationId),
  };
}
