-- The catalogue's part of 0002_search (the rest, the search tables, is the search area's).
-- Product details read a style's SKUs by style id (catalog.tables.ts selectSkusOfStyle); on
-- the 50,000-style catalogue (a million SKUs) that was a sequential scan: 121 ms → 1.7 ms p50.
create index if not exists skus_style_idx on skus (style_id);
