import type { Queryable } from "./db.types";

/**
 * Deletes up to `limit` rows of `table` whose time `column` is before `before`, picked by their
 * `key` (decision 0016: a purge deletes in bounded statements, none holding locks for long);
 * answers how many went. `table`, `key`, `column` and `where` are the caller's literals, never
 * input.
 */
export async function deleteBefore(
  db: Queryable,
  rows: { table: string; key: string; column: string; where?: string },
  before: Date,
  limit: number,
): Promise<number> {
  const { table, key, column, where = "true" } = rows;
  const [gone] = await db.query<{ n: number }>(
    `with gone as (
       delete from ${table} where ${key} in (
         select ${key} from ${table} where ${column} < $1 and ${where} limit $2)
       returning 1)
     select count(*)::int as n from gone`,
    [before.toISOString(), limit],
  );
  return gone?.n ?? 0;
}
