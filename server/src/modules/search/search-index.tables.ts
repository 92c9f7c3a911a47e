import { CURRENCIES } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

// The indexing job reads the catalogue, inventory and category tables directly: it copies
// every style at once, which no service call does in bulk (docs/decisions/0014-search-index.md).

const perCurrency = (column: string, pick: "max" | "min") =>
  `array[${CURRENCIES.map((c) => `${pick}(${column}) filter (where currency = '${c}')`).join(", ")}]`;

/** A style's price range over its colours, per currency (`search_styles`' price columns). */
const STYLE_PRICES = `
  select c.style_id,
         ${perCurrency("p.current_minor", "min")} as low_current,
         ${perCurrency("p.current_minor", "max")} as high_current,
         ${perCurrency("p.original_minor", "min")} as low_original,
         ${perCurrency("p.original_minor", "max")} as high_original
    from prices p join colors c on c.color_variant_id = p.color_variant_id
   where $where
   group by c.style_id`;

const REBUILD_STYLES = `
insert into search_styles (
  style_id, name, slug, badge, category_id, gender, rating_score, reviews_count, created_at,
  low_current, high_current, low_original, high_original, category_words, description,
  translations)
with recursive category_words as (
  select category_id, concat_ws(' ', names->>'en', names->>'fr', names->>'de') as words
    from categories where parent_id is null
  union all
  select c.category_id, w.words || ' ' || concat_ws(' ', c.names->>'en', c.names->>'fr', c.names->>'de')
    from categories c join category_words w on c.parent_id = w.category_id
),
style_prices as (${STYLE_PRICES.replace("$where", "true")})
select s.style_id, s.name, s.slug, s.badge, s.category_id, s.gender, s.rating_score,
       s.reviews_count, s.created_at, sp.low_current, sp.high_current, sp.low_original,
       sp.high_original, coalesce(w.words, ''), s.description, s.translations
  from styles s
  join style_prices sp on sp.style_id = s.style_id
  left join category_words w on w.category_id = s.category_id`;

const SKU_SETS = `
sku_sets as (
  select k.color_variant_id,
         array_agg(k.size_code order by k.position) as sizes,
         array_agg(k.upc order by k.position) as upcs,
         coalesce(array_agg(k.size_code order by k.position) filter (where i.quantity > 0), '{}') as stock_sizes
    from skus k
    left join inventory i on i.upc = k.upc and i.location_id = 'online'
   where $where
   group by k.color_variant_id
)`;

const REBUILD_VARIANTS = `
insert into search_variants (
  color_variant_id, style_id, color_name, color_family, hex, position, is_default, sizes, upcs,
  stock_sizes, current_minor, original_minor, changed_at, color_names)
with ${SKU_SETS.replace("$where", "true")},
color_prices as (
  select color_variant_id,
         ${perCurrency("current_minor", "max")} as current_minor,
         ${perCurrency("original_minor", "max")} as original_minor
    from prices group by color_variant_id
)
select c.color_variant_id, c.style_id, c.color_name, c.color_family,
       coalesce(c.hex[1], '#8A8A8A'), c.position, c.is_default,
       coalesce(k.sizes, '{}'), coalesce(k.upcs, '{}'), coalesce(k.stock_sizes, '{}'),
       cp.current_minor, cp.original_minor,
       -- Older than any check: a rebuild reaches other processes through the generation.
       'epoch'::timestamptz, c.color_names
  from colors c
  join search_styles s on s.style_id = c.style_id
  join color_prices cp on cp.color_variant_id = c.color_variant_id
  left join sku_sets k on k.color_variant_id = c.color_variant_id`;

/**
 * Replaces the search tables' rows with a fresh copy of the catalogue. With `onlyIfNeverBuilt`
 * it does nothing when another process built the index first (both wait on the state row).
 */
export async function rebuildSearchTables(
  tx: Queryable,
  options: { onlyIfNeverBuilt?: boolean } = {},
): Promise<void> {
  // A 50,000-style catalogue takes longer than the pool's 15 s request guard; this is a job.
  await tx.query("set local statement_timeout = '15min'");
  const [state] = await tx.query<{ generation: string | number }>(
    "select generation from search_index_state where id = 1 for update",
  );
  if (options.onlyIfNeverBuilt && Number(state?.generation ?? 0) > 0) return;
  await tx.query("delete from search_variants");
  await tx.query("delete from search_styles");
  await tx.query(REBUILD_STYLES);
  // Without statistics the planner takes the fresh table for tiny and nests the SKU
  // aggregate inside a loop over it: 50,000 styles then took over 13 minutes instead of ~1.
  await tx.query("analyze search_styles");
  await tx.query(REBUILD_VARIANTS);
  await tx.query("update search_index_state set generation = generation + 1");
  await tx.query("analyze search_variants");
}

/**
 * Copies the prices of some styles into the index (their range, their colours' prices) and
 * moves the generation, so every process loads the index again.
 */
export async function refreshStylePrices(
  tx: Queryable,
  styleIds: readonly string[],
): Promise<void> {
  if (styleIds.length === 0) return;
  await tx.query(
    `with style_prices as (${STYLE_PRICES.replace("$where", "c.style_id = any($1::text[])")})
     update search_styles s
        set low_current = sp.low_current, high_current = sp.high_current,
            low_original = sp.low_original, high_original = sp.high_original
       from style_prices sp
      where s.style_id = sp.style_id`,
    [[...styleIds]],
  );
  await tx.query(
    `with color_prices as (
       select p.color_variant_id,
              ${perCurrency("p.current_minor", "max")} as current_minor,
              ${perCurrency("p.original_minor", "max")} as original_minor
         from prices p join colors c on c.color_variant_id = p.color_variant_id
        where c.style_id = any($1::text[])
        group by p.color_variant_id)
     update search_variants v
        set current_minor = cp.current_minor, original_minor = cp.original_minor
       from color_prices cp
      where v.color_variant_id = cp.color_variant_id`,
    [[...styleIds]],
  );
  await tx.query("update search_index_state set generation = generation + 1");
}

export interface StockFlagsRow {
  color_variant_id: string;
  stock_sizes: string[];
}

/** Re-reads the online stock flags of the colours holding these UPCs; returns the new flags. */
export async function refreshStockFlags(
  tx: Queryable,
  upcs: readonly string[],
): Promise<StockFlagsRow[]> {
  if (upcs.length === 0) return [];
  const where =
    "k.color_variant_id in (select color_variant_id from skus where upc = any($1::text[]))";
  return tx.query<StockFlagsRow>(
    `with ${SKU_SETS.replace("$where", where)}
     update search_variants v
        set stock_sizes = k.stock_sizes, changed_at = now()
       from sku_sets k
      where v.color_variant_id = k.color_variant_id
      returning v.color_variant_id, v.stock_sizes`,
    [[...upcs]],
  );
}

/** The generation of the index (0 before its first build). */
export async function selectGeneration(db: Queryable): Promise<number> {
  const [row] = await db.query<{ generation: string | number }>(
    "select generation from search_index_state where id = 1",
  );
  return Number(row?.generation ?? 0);
}

export interface StyleRow {
  style_id: string;
  name: string;
  slug: string;
  badge: string | null;
  category_id: string;
  gender: string;
  rating_score: number;
  reviews_count: number;
  created_epoch: number;
  low_current: (number | null)[];
  high_current: (number | null)[];
  low_original: (number | null)[];
  high_original: (number | null)[];
  category_words: string;
  description: string;
  /** {"fr": {"name", "description"}, "de": {…}}; English is name and description. */
  translations: Record<string, { name?: string; description?: string } | undefined>;
}

export interface VariantRow {
  color_variant_id: string;
  style_id: string;
  color_name: string;
  color_family: string;
  hex: string;
  is_default: boolean;
  sizes: string[];
  upcs: string[];
  stock_sizes: string[];
  current_minor: (number | null)[];
  original_minor: (number | null)[];
  /** {"fr": "Bleu marine", "de": "Marineblau"}; English is color_name. */
  color_names: Record<string, string | undefined>;
}

/** Every indexed style, grouped by category (the order the in-memory index keeps). */
export function selectIndexStyles(db: Queryable): Promise<StyleRow[]> {
  return db.query<StyleRow>(
    `select style_id, name, slug, badge, category_id, gender, rating_score, reviews_count,
            extract(epoch from created_at)::float8 as created_epoch, low_current, high_current,
            low_original, high_original, category_words, description, translations
       from search_styles order by category_id, style_id`,
  );
}

/** Every indexed colour variant, in the style's colour order. */
export function selectIndexVariants(db: Queryable): Promise<VariantRow[]> {
  return db.query<VariantRow>(
    `select color_variant_id, style_id, color_name, color_family, hex, is_default, sizes, upcs,
            stock_sizes, current_minor, original_minor, color_names
       from search_variants order by style_id, position`,
  );
}

/** The database's clock (stock changes are stamped with it, not with this process's). */
export async function selectDbNow(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ now: Date | string }>("select now() as now");
  return new Date(row?.now ?? Date.now());
}

/** Stock flags changed after `since` (the database's clock). */
export function selectChangedStock(db: Queryable, since: Date): Promise<StockFlagsRow[]> {
  return db.query<StockFlagsRow>(
    "select color_variant_id, stock_sizes from search_variants where changed_at > $1",
    [since],
  );
}
