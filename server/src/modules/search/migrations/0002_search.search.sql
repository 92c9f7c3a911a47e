-- Search: a denormalised copy of the catalogue, one row per colour variant, rebuilt by the
-- search area's indexing job (server/src/modules/search/search-index.tables.ts) after a load.
-- Prices are arrays in the order of contract CURRENCIES (USD, CAD, GBP, EUR).
create extension if not exists pg_trgm;
create extension if not exists unaccent;

create table search_variants (
  color_variant_id text primary key,
  style_id text not null,
  name text not null,
  slug text not null,
  badge text,
  category_id text not null,
  gender text not null,
  color_name text not null,
  color_family text not null,
  hex text not null,
  position integer not null,
  is_default boolean not null,
  rating_score double precision not null,
  reviews_count integer not null,
  created_at timestamptz not null,
  -- Size codes and labels in size order; stock_sizes are the codes with online stock.
  sizes text[] not null,
  size_labels text[] not null,
  upcs text[] not null,
  stock_sizes text[] not null,
  current_minor integer[] not null,
  original_minor integer[] not null,
  -- The style's price range over all its colours, per currency, for tiles and price sorts.
  style_low_current integer[] not null,
  style_high_current integer[] not null,
  style_low_original integer[] not null,
  style_high_original integer[] not null,
  document tsvector not null
);
create index search_variants_document_idx on search_variants using gin (document);
create index search_variants_style_idx on search_variants (style_id);
create index search_variants_category_idx on search_variants (category_id);

-- Words of names, colours and categories, for typo correction and completions.
create table search_terms (
  term text primary key,
  uses integer not null
);
create index search_terms_trgm_idx on search_terms using gin (term gin_trgm_ops);
create index search_terms_prefix_idx on search_terms (term text_pattern_ops);
