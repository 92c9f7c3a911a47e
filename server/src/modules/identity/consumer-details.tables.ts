import type { Queryable } from "../../platform/database/db.types";

/** Profile columns a save may change; a value of null clears the column. */
export interface DetailChanges {
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  postal_code?: string | null;
  birth_date?: string | null;
  gender?: string | null;
}

const DETAIL_COLUMNS = [
  "first_name",
  "last_name",
  "phone",
  "postal_code",
  "birth_date",
  "gender",
] as const;

/** Writes the given columns of one consumer; answers false when there is no such consumer. */
export async function updateDetails(
  db: Queryable,
  consumerNo: string,
  changes: DetailChanges,
): Promise<boolean> {
  const columns = DETAIL_COLUMNS.filter((column) => changes[column] !== undefined);
  if (columns.length === 0) return true;
  const sets = columns.map(
    (column, index) => `${column} = $${index + 2}${column === "birth_date" ? "::date" : ""}`,
  );
  const rows = await db.query<{ consumer_no: string }>(
    `update consumers set ${sets.join(", ")} where consumer_no = $1 returning consumer_no`,
    [consumerNo, ...columns.map((column) => changes[column])],
  );
  return rows.length > 0;
}

/** Whether another consumer holds this phone (+dialCode+number). */
export async function phoneTakenByOther(
  db: Queryable,
  consumerNo: string,
  phone: string,
): Promise<boolean> {
  const rows = await db.query<{ one: number }>(
    "select 1 as one from consumers where phone = $1 and consumer_no <> $2 limit 1",
    [phone, consumerNo],
  );
  return rows.length > 0;
}
