import type { Queryable } from "../../platform/database/db.types";

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
