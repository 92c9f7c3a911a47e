import type { STOCK_STATUSES } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { ONLINE_LOCATION, selectPickupUpcs, selectStock } from "./inventory.tables";

export type StockStatus = (typeof STOCK_STATUSES)[number];

/** At or below this many units a size shows as low in stock. */
export const LOW_STOCK_THRESHOLD = 3;

export interface InventoryService {
  /** Units available online per UPC; a UPC with no record has none. */
  onlineStock(upcs: readonly string[], tx?: Queryable): Promise<Map<string, number>>;
  /** UPCs available for pickup at a store (stock > 0, pickup enabled); null for an unknown store. */
  pickupUpcs(storeId: string, tx?: Queryable): Promise<string[] | null>;
}

export function stockStatus(quantity: number): StockStatus {
  if (quantity <= 0) return "OUT_OF_STOCK";
  return quantity <= LOW_STOCK_THRESHOLD ? "LOW_STOCK" : "IN_STOCK";
}

export function createInventoryService(deps: { db: Db }): InventoryService {
  return {
    async onlineStock(upcs, tx = deps.db) {
      const found = await selectStock(tx, upcs, ONLINE_LOCATION);
      return new Map(upcs.map((upc) => [upc, found.get(upc) ?? 0]));
    },
    pickupUpcs: (storeId, tx = deps.db) => selectPickupUpcs(tx, storeId),
  };
}
