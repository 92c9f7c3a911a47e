-- Search answers from an in-memory index built from these tables (docs/decisions/0015):
-- one row per style (search_styles) and one per priced colour variant (search_variants),
-- both rebuilt by the indexing job. The tsvector, its GIN index and search_terms go: text
-- matching, typo correction and completions run in the server's memory now.
drop table if exists search_variants;
drop table if exists search_terms;

create table search_styles (
  style_id text primary key,
  name text not null,
  slug text not null,
  badge text,
  category_id text not null,
  gender text not null,
  rating_score double precision not null,
  reviews_count integer not null,
  created_at timestamptz not null,
  -- The style's price range over all its colours, per currency in contract CURRENCIES order.
  low_current integer[] not null,
  high_current integer[] not null,
  low_original integer[] not null,
  high_original integer[] not null,
  -- The category path's names in English, French and German, for text search.
  category_words text not null,
  description text not null
);

create table search_variants (
  color_variant_id text primary key,
  style_id text not null,
  color_name text not null,
  color_family text not null,
  hex text not null,
  position integer not null,
  is_default boolean not null,
  -- Size codes and UPCs in size order; stock_sizes are the codes with online stock.
  sizes text[] not null,
  upcs text[] not null,
  stock_sizes text[] not null,
  current_minor integer[] not null,
  original_minor integer[] not null,
  -- When the stock flags last changed, so other server processes pick the change up.
  changed_at timestamptz not null default now()
);
create index search_variants_style_idx on search_variants (style_id);
create index search_variants_changed_idx on search_variants (changed_at);

-- generation goes up with every full rebuild; 0 means the index was never built.
create table search_index_state (
  id smallint primary key default 1 check (id = 1),
  generation bigint not null
);
insert into search_index_state (id, generation) values (1, 0);
