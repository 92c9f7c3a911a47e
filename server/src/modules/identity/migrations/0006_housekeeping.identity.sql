-- Housekeeping (npm run purge and the server's purge job) finds dead guest sessions and old
-- product views through these indexes instead of reading the whole tables.
-- (The identity area's part; product_views' index is the merchandising area's.)
create index if not exists shopper_sessions_guest_expiry_idx
  on shopper_sessions (expires_at) where consumer_type = 'GUEST';
