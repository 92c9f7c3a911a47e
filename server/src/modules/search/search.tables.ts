import type { SEARCH_SORTS } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What narrows a search; every amount in minor units of the currency at `currencyIndex`. */
export interface SearchFilter {
  /** 1-based position of the site currency in the price arrays (contract CURRENCIES). */
  currencyIndex: number;
  categoryIds: readonly string[] | null;
  /** A to_tsquery text built from checked words only (search.helpers.ts). */
  tsquery: string | null;
  genders: readonly string[];
  colors: readonly string[];
  sizes: readonly string[];
  priceMin: number | null;
  priceMax: number | null;
  rating: number | null;
  onSale: boolean;
  inStock: boolean;
  /** UPCs on hand for pickup at the chosen store; null when no store is chosen. */
  storeUpcs: readonly string[] | null;
}

export type FacetKey = "gender" | "color" | "size" | "price" | "rating" | "onSale" | "inStock";

export interface HitRow {
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
}

export interface FacetRow {
  facet: FacetKey | "total";
  value: string;
  n: number;
  ord: number;
}

export interface TileColorRow {
  style_id: string;
  color_variant_id: string;
  color_name: string;
  hex: string;
  is_default: boolean;
}

/** Upper bounds (minor units) of the price-range facet's buckets; the last one is open. */
export const PRICE_BUCKETS = [2500, 5000, 10000, 20000] as const;

// Each sort ends on the style id so pages never repeat or skip a product.
const ORDER_BY: Record<SearchSort, string> = {
  relevance: "reviews_count desc, style_id",
  newest: "created_at desc, style_id",
  "price-asc": "low_current asc, style_id",
  "price-desc": "high_current desc, style_id",
  "top-rated": "rating_score desc, reviews_count desc, style_id",
};

/** Builds the shared `base` CTE: candidate colour rows plus one boolean per filter. */
function buildBase(filter: SearchFilter) {
  const params: unknown[] = [filter.currencyIndex];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = ["v.current_minor[$1] is not null"];
  if (filter.categoryIds)
    where.push(`v.category_id = any(${add([...filter.categoryIds])}::text[])`);
  let rank = "0::real";
  if (filter.tsquery) {
    const q = `to_tsquery('english', ${add(filter.tsquery)})`;
    where.push(`v.document @@ ${q}`);
    rank = `ts_rank(v.document, ${q})`;
  }
  const sizes = filter.sizes.length > 0 ? `${add([...filter.sizes])}::text[]` : null;
  const hasStock = sizes ? `v.stock_sizes && ${sizes}` : "cardinality(v.stock_sizes) > 0";
  const flags: Record<FacetKey | "store", string> = {
    gender: filter.genders.length ? `v.gender = any(${add([...filter.genders])}::text[])` : "true",
    color: filter.colors.length
      ? `v.color_family = any(${add([...filter.colors])}::text[])`
      : "true",
    size: sizes ? `v.sizes && ${sizes}` : "true",
    price:
      [
        filter.priceMin !== null ? `v.current_minor[$1] >= ${add(filter.priceMin)}` : null,
        filter.priceMax !== null ? `v.current_minor[$1] <= ${add(filter.priceMax)}` : null,
      ]
        .filter(Boolean)
        .join(" and ") || "true",
    rating: filter.rating !== null ? `v.rating_score >= ${add(filter.rating)}` : "true",
    onSale: filter.onSale ? "v.current_minor[$1] < v.original_minor[$1]" : "true",
    inStock: filter.inStock ? hasStock : "true",
    store: filter.storeUpcs
      ? `exists (select 1 from unnest(v.upcs, v.sizes) k(upc, size)
                  where k.upc = any(${add([...filter.storeUpcs])}::text[])
                  ${sizes ? `and k.size = any(${sizes})` : ""})`
      : "true",
  };
  const sql = `base as (
    select v.style_id, v.name, v.slug, v.badge, v.rating_score, v.reviews_count, v.created_at,
           v.gender, v.color_family, v.sizes, v.stock_sizes,
           v.current_minor[$1] as cur, v.original_minor[$1] as orig,
           v.style_low_current[$1] as low_current, v.style_high_current[$1] as high_current,
           v.style_low_original[$1] as low_original, v.style_high_original[$1] as high_original,
           ${rank} as rank, (${hasStock}) as has_stock,
           ${Object.entries(flags)
             .map(([key, expr]) => `(${expr}) as f_${key.toLowerCase()}`)
             .join(",\n           ")}
      from search_variants v
     where ${where.join(" and ")})`;
  const allBut = (skip: FacetKey | null) =>
    Object.keys(flags)
      .filter((key) => key !== skip)
      .map((key) => `f_${key.toLowerCase()}`)
      .join(" and ");
  return { sql, params, allBut, hasText: filter.tsquery !== null };
}

/** One page of matching styles, best first for the sort. */
export async function selectHits(
  db: Queryable,
  filter: SearchFilter,
  page: { sort: SearchSort; start: number; count: number },
): Promise<HitRow[]> {
  const base = buildBase(filter);
  const params = [...base.params, page.count, page.start];
  const order =
    page.sort === "relevance" && base.hasText
      ? `rank desc, ${ORDER_BY.relevance}`
      : ORDER_BY[page.sort];
  return db.query<HitRow>(
    `with ${base.sql}
     select style_id, min(name) as name, min(slug) as slug, min(badge) as badge,
            max(rating_score) as rating_score, max(reviews_count) as reviews_count,
            max(created_at) as created_at, max(rank) as rank,
            min(low_current) as low_current, max(high_current) as high_current,
            min(low_original) as low_original, max(high_original) as high_original
       from base where ${base.allBut(null)}
      group by style_id
      order by ${order}
      limit $${params.length - 1} offset $${params.length}`,
    params,
  );
}

/**
 * Facet counts (distinct styles), each facet ignoring its own selection, plus the total.
 * Every count is a hash aggregate over (style, value) pairs: sorting text is what costs most
 * on PGlite, and count(distinct …) would sort.
 */
export async function selectFacetCounts(db: Queryable, filter: SearchFilter): Promise<FacetRow[]> {
  const base = buildBase(filter);
  const bucket = PRICE_BUCKETS.map((limit, index) => `when cur <= ${limit} then ${index}`).join(
    " ",
  );
  const sizeStock = filter.inStock ? "and s.size = any(stock_sizes)" : "";
  const pairs = (facet: FacetKey, value: string, from: string, extra = "") =>
    `select '${facet}', value, count(*)::int, min(ord)::int from (
       select style_id, ${value} as value, min(${facet === "size" ? "s.ord" : "0"}) as ord
         from ${from} where ${base.allBut(facet)} ${extra} group by 1, 2) pairs
      group by value`;
  return db.query<FacetRow>(
    `with ${base.sql},
     per_style as (
       select style_id, min(gender) as gender, max(rating_score) as rating,
              bool_or(${base.allBut(null)}) as hit,
              bool_or(${base.allBut("gender")}) as gender_ok,
              bool_or(${base.allBut("rating")}) as rating_ok,
              bool_or(${base.allBut("onSale")} and cur < orig) as sale,
              bool_or(${base.allBut("inStock")} and has_stock) as stock
         from base group by style_id)
     select 'total' as facet, '' as value, count(*) filter (where hit)::int as n, 0 as ord
       from per_style
     union all
     select 'onSale', 'true', count(*) filter (where sale)::int, 0 from per_style
     union all
     select 'inStock', 'true', count(*) filter (where stock)::int, 0 from per_style
     union all
     select 'gender', gender, count(*)::int, 0 from per_style where gender_ok group by gender
     union all
     select 'rating', r.min::text, count(*)::int, 0
       from per_style join (values (4), (3), (2), (1)) r(min) on rating >= r.min
      where rating_ok group by r.min
     union all ${pairs("color", "color_family", "base")}
     union all ${pairs("price", `(case ${bucket} else ${PRICE_BUCKETS.length} end)::text`, "base")}
     union all ${pairs("size", "s.size", "base, unnest(sizes) with ordinality s(size, ord)", sizeStock)}`,
    base.params,
  );
}

/** The priced colours of some styles, for their tiles. */
export async function selectTileColors(
  db: Queryable,
  styleIds: readonly string[],
  currencyIndex: number,
): Promise<TileColorRow[]> {
  if (styleIds.length === 0) return [];
  return db.query<TileColorRow>(
    `select style_id, color_variant_id, color_name, hex, is_default
       from search_variants
      where style_id = any($1::text[]) and current_minor[$2] is not null
      order by style_id, position`,
    [[...styleIds], currencyIndex],
  );
}

/** Every size code in the index, to tell an unknown size filter from an empty result. */
export async function selectSizeCodes(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ size: string }>(
    "select distinct unnest(sizes) as size from search_variants",
  );
  return rows.map((row) => row.size);
}

/** The indexed word most like `word` (trigram similarity), or null when none is close. */
export async function selectClosestTerms(
  db: Queryable,
  word: string,
  limit: number,
): Promise<{ term: string; score: number }[]> {
  return db.query<{ term: string; score: number }>(
    `select term, similarity(term, $1)::float8 as score from search_terms
      where term % $1 order by score desc, uses desc, term limit $2`,
    [word, limit],
  );
}

/** Indexed words starting with `prefix`, most used first. */
export async function selectTermsStartingWith(
  db: Queryable,
  prefix: string,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ term: string }>(
    `select term from search_terms where term like $1 || '%' order by uses desc, term limit $2`,
    [prefix, limit],
  );
  return rows.map((row) => row.term);
}

/** True when the word is indexed as a whole word or as the start of one. */
export async function termExists(db: Queryable, word: string): Promise<boolean> {
  const rows = await db.query(`select 1 from search_terms where term like $1 || '%' limit 1`, [
    word,
  ]);
  return rows.length > 0;
}
