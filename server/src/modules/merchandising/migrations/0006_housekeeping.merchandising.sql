-- Housekeeping (npm run purge and the server's purge job) finds dead guest sessions and old
-- product views through these indexes instead of reading the whole tables.
-- (The merchandising area's part; the sessions' index is the identity area's.)
create index if not exists product_views_viewed_at_idx on product_views (viewed_at);
