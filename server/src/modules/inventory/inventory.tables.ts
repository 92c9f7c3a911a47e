import type { Queryable } from "../../platform/database/db.types";

export const ONLINE_LOCATION = "online";

export async function selectStock(
  db: Queryable,
  upcs: readonly string[],
  locationId: string,
): Promise<Map<string, number>> {
  if (upcs.length === 0) return new Map();
  const rows = await db.query<{ upc: string; quantity: number }>(
    "select upc, quantity from inventory where location_id = $1 and upc = any($2::text[])",
    [locationId, [...upcs]],
  );
  return new Map(rows.map((row) => [row.upc, row.quantity]));
}

/**
 * UPCs a store holds for pickup (stock above zero), or null when no such store exists.
 * A store with pickup switched off holds none for pickup.
 */
export async function selectPickupUpcs(db: Queryable, storeId: string): Promise<string[] | null> {
  const stores = await db.query<{ pickup_enabled: boolean }>(
    "select pickup_enabled from stores where store_id = $1",
    [storeId],
  );
  const store = stores[0];
  if (!store) return null;
  if (!store.pickup_enabled) return [];
  const rows = await db.query<{ upc: string }>(
    "select upc from inventory where location_id = $1 and quantity > 0",
    [storeId],
  );
  return rows.map((row) => row.upc);
}
