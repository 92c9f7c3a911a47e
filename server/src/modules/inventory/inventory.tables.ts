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

/** UPCs a location holds (stock above zero); whether it may hand them over is the stores area's. */
export async function selectUpcsInStockAt(db: Queryable, locationId: string): Promise<string[]> {
  const rows = await db.query<{ upc: string }>(
    "select upc from inventory where location_id = $1 and quantity > 0",
    [locationId],
  );
  return rows.map((row) => row.upc);
}
