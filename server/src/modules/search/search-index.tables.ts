import { CURRENCIES } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

// The indexing job reads the catalogue, inventory and category tables directly: it copies
// every style at once, which no service call does in bulk (docs/decisions/0014-search-index.md).

const perCurrency = (column: string, pick: "max" | "min") =>
  `array[${CURRENCIES.map((c) => `${pick}(${column}) filter (where currency = '${c}')`).join(", ")}]`;

const REBUILD_VARIANTS = `
insert into search_variants (
  color_variant_id, style_id, name, slug, badge, category_id, gender, color_name, color_family,
  hex, position, is_default, rating_score, reviews_count, created_at, sizes, size_labels, upcs,
  stock_sizes, current_minor, original_minor, style_low_current, style_high_current,
  style_low_original, style_high_original, document)
with recursive category_words as (
  select category_id, concat_ws(' ', names->>'en', names->>'fr', names->>'de') as words
    from categories where parent_id is null
  union all
  select c.category_id, w.words || ' ' || concat_ws(' ', c.names->>'en', c.names->>'fr', c.names->>'de')
    from categories c join category_words w on c.parent_id = w.category_id
),
sku_sets as (
  select k.color_variant_id,
         array_agg(k.size_code order by k.position) as sizes,
         array_agg(k.size_label order by k.position) as size_labels,
         array_agg(k.upc order by k.position) as upcs,
         coalesce(array_agg(k.size_code order by k.position) filter (where i.quantity > 0), '{}') as stock_sizes
    from skus k
    left join inventory i on i.upc = k.upc and i.location_id = 'online'
   group by k.color_variant_id
),
color_prices as (
  select color_variant_id,
         ${perCurrency("current_minor", "max")} as current_minor,
         ${perCurrency("original_minor", "max")} as original_minor
    from prices group by color_variant_id
),
style_prices as (
  select c.style_id,
         ${perCurrency("p.current_minor", "min")} as low_current,
         ${perCurrency("p.current_minor", "max")} as high_current,
         ${perCurrency("p.original_minor", "min")} as low_original,
         ${perCurrency("p.original_minor", "max")} as high_original
    from prices p join colors c on c.color_variant_id = p.color_variant_id
   group by c.style_id
)
select c.color_variant_id, s.style_id, s.name, s.slug, s.badge, s.category_id, s.gender,
       c.color_name, c.color_family, coalesce(c.hex[1], '#8A8A8A'), c.position, c.is_default,
       s.rating_score, s.reviews_count, s.created_at,
       coalesce(k.sizes, '{}'), coalesce(k.size_labels, '{}'), coalesce(k.upcs, '{}'),
       coalesce(k.stock_sizes, '{}'),
       cp.current_minor, cp.original_minor,
       sp.low_current, sp.high_current, sp.low_original, sp.high_original,
       setweight(to_tsvector('english', unaccent(s.name)), 'A')
       || setweight(to_tsvector('english', unaccent(c.color_name || ' ' || c.color_family)), 'B')
       || setweight(to_tsvector('english', unaccent(coalesce(w.words, ''))), 'B')
       || setweight(to_tsvector('english', unaccent(s.description)), 'C')
  from colors c
  join styles s on s.style_id = c.style_id
  join color_prices cp on cp.color_variant_id = c.color_variant_id
  join style_prices sp on sp.style_id = s.style_id
  left join sku_sets k on k.color_variant_id = c.color_variant_id
  left join category_words w on w.category_id = s.category_id`;

const REBUILD_TERMS = `
insert into search_terms (term, uses)
select word, count(*)::int from (
  select regexp_split_to_table(lower(unaccent(s.name || ' ' || c.color_name || ' ' || c.color_family)), '[^a-z0-9]+') as word
    from colors c join styles s on s.style_id = c.style_id
  union all
  select regexp_split_to_table(lower(unaccent(concat_ws(' ', names->>'en', names->>'fr', names->>'de'))), '[^a-z0-9]+')
    from categories
) words
where length(word) >= 2
group by word`;

/** Replaces the search tables' rows with a fresh copy of the catalogue. */
export async function rebuildSearchTables(tx: Queryable): Promise<void> {
  // A 50,000-style catalogue takes longer than the pool's 15 s request guard; this is a job.
  await tx.query("set local statement_timeout = '15min'");
  await tx.query("delete from search_variants");
  await tx.query("delete from search_terms");
  await tx.query(REBUILD_VARIANTS);
  await tx.query(REBUILD_TERMS);
  await tx.query("analyze search_variants");
  await tx.query("analyze search_terms");
}
