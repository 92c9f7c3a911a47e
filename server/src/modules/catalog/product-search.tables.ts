import type { Currency, SEARCH_SORTS } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchRow {
  style_id: string;
  name: string;
  slug: string;
  badge: string | null;
  rating_score: number;
  reviews_count: number;
  low_current: number;
  high_current: number;
  low_original: number;
  high_original: number;
  total: number;
}

// Each sort ends on the style id so pages never repeat or skip a product.
const ORDER_BY: Record<SearchSort, string> = {
  relevance: "s.reviews_count desc, s.style_id",
  newest: "s.created_at desc, s.style_id",
  "price-asc": "low_current asc, s.style_id",
  "price-desc": "high_current desc, s.style_id",
  "top-rated": "s.rating_score desc, s.reviews_count desc, s.style_id",
};

/** A page of styles priced in one currency, filtered by categories and a text. */
export async function selectSearchPage(
  db: Queryable,
  filter: { categoryIds: readonly string[] | null; text: string | null; currency: Currency },
  page: { sort: SearchSort; start: number; count: number },
): Promise<SearchRow[]> {
  const params: unknown[] = [filter.currency];
  const where: string[] = [];
  if (filter.categoryIds) {
    params.push([...filter.categoryIds]);
    where.push(`s.category_id = any($${params.length}::text[])`);
  }
  if (filter.text) {
    params.push(`%${filter.text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    where.push(`(s.name ilike $${params.length} or c.color_name ilike $${params.length})`);
  }
  params.push(page.count, page.start);
  return db.query<SearchRow>(
    `select s.style_id, s.name, s.slug, s.badge, s.rating_score, s.reviews_count,
            min(p.current_minor)::int as low_current, max(p.current_minor)::int as high_current,
            min(p.original_minor)::int as low_original, max(p.original_minor)::int as high_original,
            count(*) over ()::int as total
       from styles s
       join colors c on c.style_id = s.style_id
       join prices p on p.color_variant_id = c.color_variant_id and p.currency = $1
      ${where.length > 0 ? `where ${where.join(" and ")}` : ""}
      group by s.style_id
      order by ${ORDER_BY[page.sort]}
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
}
