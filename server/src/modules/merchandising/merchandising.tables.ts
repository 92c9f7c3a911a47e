import type { Queryable } from "../../platform/database/db.types";

export interface ProductSetRow {
  product_set_id: string;
  names: Record<string, string>;
  style_ids: string[];
}

const SET_COLUMNS = `ps.product_set_id, ps.names,
  array(select i.style_id from product_set_items i
         where i.product_set_id = ps.product_set_id order by i.position) as style_ids`;

/** The sets a style belongs to, in set order. */
export async function selectSetsOfStyle(db: Queryable, styleId: string): Promise<ProductSetRow[]> {
  return db.query<ProductSetRow>(
    `select ${SET_COLUMNS} from product_sets ps
      where exists (select 1 from product_set_items i
                     where i.product_set_id = ps.product_set_id and i.style_id = $1)
      order by ps.position`,
    [styleId],
  );
}

export async function selectSet(
  db: Queryable,
  productSetId: string,
): Promise<ProductSetRow | null> {
  const rows = await db.query<ProductSetRow>(
    `select ${SET_COLUMNS} from product_sets ps where ps.product_set_id = $1`,
    [productSetId],
  );
  return rows[0] ?? null;
}

/** Remembers that a shopper looked at a style; a repeat view only moves it to the front. */
export async function upsertView(
  db: Queryable,
  consumerNo: string,
  styleId: string,
): Promise<void> {
  await db.query(
    `insert into product_views (consumer_no, style_id) values ($1, $2)
     on conflict (consumer_no, style_id) do update set viewed_at = now()`,
    [consumerNo, styleId],
  );
}

/** A shopper's most recently viewed styles, newest first. */
export async function selectRecentViews(
  db: Queryable,
  consumerNo: string,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ style_id: string }>(
    `select style_id from product_views where consumer_no = $1
      order by viewed_at desc, style_id limit $2`,
    [consumerNo, limit],
  );
  return rows.map((row) => row.style_id);
}

/** Deletes up to `limit` views older than `before`; answers how many went. */
export async function deleteViewsBefore(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (
       delete from product_views where (consumer_no, style_id) in (
         select consumer_no, style_id from product_views where viewed_at < $1 limit $2)
       returning 1)
     select count(*)::int as n from gone`,
    [before.toISOString(), limit],
  );
  return rows[0]?.n ?? 0;
}

/** Deletes up to `limit` views beyond each shopper's newest `keep`; answers how many went. */
export async function deleteViewsBeyond(
  db: Queryable,
  keep: number,
  limit: number,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (
       delete from product_views where (consumer_no, style_id) in (
         select consumer_no, style_id from (
           select consumer_no, style_id,
                  row_number() over (partition by consumer_no
                                     order by viewed_at desc, style_id) as position
             from product_views
            where consumer_no in (select consumer_no from product_views
                                   group by consumer_no having count(*) > $1)) ranked
          where position > $1
          limit $2)
       returning 1)
     select count(*)::int as n from gone`,
    [keep, limit],
  );
  return rows[0]?.n ?? 0;
}

/** Deletes every view of these shoppers; answers how many went. */
export async function deleteViewsOf(
  db: Queryable,
  consumerNos: readonly string[],
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (
       delete from product_views where consumer_no = any($1::text[]) returning 1)
     select count(*)::int as n from gone`,
    [consumerNos],
  );
  return rows[0]?.n ?? 0;
}
