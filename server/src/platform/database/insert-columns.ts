import type { Queryable } from "./db.types";

/** One column of a bulk insert: its SQL element type and its values, one per row. */
export interface Column {
  type: string;
  values: unknown[];
  /** An expression over the unnested value, for columns whose type unnest cannot carry. */
  select?: (name: string) => string;
}

/** Rows per insert: big catalogues (generateCatalog({ styles })) go in slices of this many. */
const INSERT_CHUNK = 100_000;

/** A column of `type` holding `pick(row)` for each row. */
export const col = <T>(type: string, rows: readonly T[], pick: (row: T) => unknown): Column => ({
  type,
  values: rows.map(pick),
});

/**
 * Inserts rows column by column through `unnest`, one statement per table (per slice): the demo
 * seed's bulk loads, which would otherwise send a statement, or a parameter list, per row.
 */
export async function insertColumns(
  tx: Queryable,
  table: string,
  columns: Record<string, Column>,
): Promise<void> {
  const names = Object.keys(columns);
  const first = columns[names[0] ?? ""];
  if (!first || first.values.length === 0) return;
  const casts = names.map((name, index) => `$${index + 1}::${columns[name]?.type}[]`);
  const selects = names.map((name) => columns[name]?.select?.(name) ?? name);
  for (let from = 0; from < first.values.length; from += INSERT_CHUNK) {
    await tx.query(
      `insert into ${table} (${names.join(", ")})
       select ${selects.join(", ")} from unnest(${casts.join(", ")}) as u(${names.join(", ")})`,
      names.map((name) => columns[name]?.values.slice(from, from + INSERT_CHUNK)),
    );
  }
}
