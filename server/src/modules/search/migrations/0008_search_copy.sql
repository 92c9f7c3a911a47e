-- The search index carries the French and German product copy of migration 0005, so tiles
-- are named in the shopper's language and a French or German name finds its product.
alter table search_styles add column translations jsonb not null default '{}';
alter table search_variants add column color_names jsonb not null default '{}';
-- An index built before this has no copy: 0 makes the next server start rebuild it.
update search_index_state set generation = 0;
