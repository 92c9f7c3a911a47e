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
