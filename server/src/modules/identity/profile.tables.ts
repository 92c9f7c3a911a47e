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

export interface PreferencesRow {
  interests: string;
  preferred_shoe_size: string | null;
}

export async function selectPreferences(
  db: Queryable,
  consumerNo: string,
): Promise<PreferencesRow | null> {
  const [row] = await db.query<PreferencesRow>(
    "select interests, preferred_shoe_size from consumer_preferences where consumer_no = $1",
    [consumerNo],
  );
  return row ?? null;
}

/** Writes the given preferences (undefined keeps a value, null clears the shoe size). */
export async function upsertPreferences(
  db: Queryable,
  consumerNo: string,
  changes: { interests?: string; preferredShoeSize?: string | null },
): Promise<void> {
  await db.query(
    `insert into consumer_preferences (consumer_no, interests, preferred_shoe_size)
     values ($1, coalesce($2::text, ''), case when $3::boolean then $4::text else null end)
     on conflict (consumer_no) do update set
       interests = coalesce($2::text, consumer_preferences.interests),
       preferred_shoe_size = case when $3::boolean then $4::text
                                  else consumer_preferences.preferred_shoe_size end,
       updated_at = now()`,
    [
      consumerNo,
      changes.interests ?? null,
      changes.preferredShoeSize !== undefined,
      changes.preferredShoeSize ?? null,
    ],
  );
}
