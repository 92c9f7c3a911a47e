import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";

/** Demo stock of one SKU at one location ('online' or a store id). */
export interface StockSeed {
  upc: string;
  locationId: string;
  quantity: number;
}

/**
 * Deletes all stock before a reload of the demo data; it points at the catalogue's SKUs, so it
 * goes before the catalogue is cleared.
 */
export async function clearInventorySeed(tx: Queryable): Promise<void> {
  await tx.query("delete from inventory");
}

/** Writes the demo stock. */
export async function importInventorySeed(
  tx: Queryable,
  stock: readonly StockSeed[],
): Promise<void> {
  await insertColumns(tx, "inventory", {
    upc: col("text", stock, (s) => s.upc),
    location_id: col("text", stock, (s) => s.locationId),
    quantity: col("integer", stock, (s) => s.quantity),
  });
}
