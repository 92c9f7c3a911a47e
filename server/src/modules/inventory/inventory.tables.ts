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

/** Locks one SKU's stock record at a location; null when there is none. */
export async function lockStock(
  db: Queryable,
  upc: string,
  locationId: string,
): Promise<number | null> {
  const rows = await db.query<{ quantity: number }>(
    "select quantity from inventory where upc = $1 and location_id = $2 for update",
    [upc, locationId],
  );
  return rows[0]?.quantity ?? null;
}

export async function updateStock(
  db: Queryable,
  upc: string,
  locationId: string,
  quantity: number,
): Promise<void> {
  await db.query("update inventory set quantity = $3 where upc = $1 and location_id = $2", [
    upc,
    locationId,
    quantity,
  ]);
}

/** Stock of some UPCs at several locations: one row per (upc, location) that has a record. */
export async function selectStockAt(
  db: Queryable,
  upcs: readonly string[],
  locationIds: readonly string[],
): Promise<{ upc: string; location_id: string; quantity: number }[]> {
  if (upcs.length === 0 || locationIds.length === 0) return [];
  return db.query<{ upc: string; location_id: string; quantity: number }>(
    `select upc, location_id, quantity from inventory
      where location_id = any($1::text[]) and upc = any($2::text[])`,
    [[...locationIds], [...upcs]],
  );
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
