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
