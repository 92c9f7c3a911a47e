import type { Measure, PageType, VitalName } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { deleteBefore } from "../../platform/database/delete-before";

/**
 * Keeps a beacon's measures (0090_vitals.sql). A metric already kept is skipped, but for a
 * CLS or INP whose value changed: those grow while the page lives (a shopper back on the tab),
 * and the page's latest figure is the one that counts. Answers how many were kept or changed.
 */
export async function insertMeasures(
  db: Queryable,
  site: string,
  measures: readonly Measure[],
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    // One row per metric id, the batch's last (a row may change only once in a statement).
    `with given as (
       select distinct on (id) * from rows from (jsonb_to_recordset($2::jsonb)
         as (id text, name text, "pageType" text, value double precision, rating text))
         with ordinality as m(id, name, "pageType", value, rating, n)
       order by id, n desc),
     kept as (
       insert into web_vitals (metric_id, name, page_type, site, value, rating)
       select id, name, "pageType", $1, value, rating from given
       on conflict (metric_id) do update
         set value = excluded.value, rating = excluded.rating
         where web_vitals.name in ('CLS', 'INP')
           and excluded.name = web_vitals.name
           and excluded.value <> web_vitals.value
       returning 1)
     select count(*)::int as n from kept`,
    [site, JSON.stringify(measures)],
  );
  return rows[0]?.n ?? 0;
}

export interface PercentileRow {
  page_type: PageType;
  name: VitalName;
  p75: number;
  count: number;
}

/** The 75th percentile and count of each metric per page template since `since`. */
export async function selectPercentiles(db: Queryable, since: Date): Promise<PercentileRow[]> {
  return db.query<PercentileRow>(
    `select page_type, name,
            percentile_cont(0.75) within group (order by value)::float8 as p75,
            count(*)::int as count
       from web_vitals where recorded_at >= $1
      group by page_type, name order by page_type, name`,
    [since.toISOString()],
  );
}

/** Deletes up to `limit` measures kept before `before`; answers how many went. */
export async function deleteMeasuresBefore(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  return deleteBefore(
    db,
    { table: "web_vitals", key: "measure_id", column: "recorded_at" },
    before,
    limit,
  );
}
