-- Favourites (wish lists): one list per shopper, keyed by consumer_no text (no foreign key:
-- shoppers live in the identity area), its items, and at most one share link per list.
-- Spec 000 §3 "Favorites: favoriteId, items (id, itemId), total", §6 allowFavorites.
-- (The per-site allowFavorites column is the site area's part of this migration.)

create table if not exists favorite_lists (
  favorite_id text primary key,
  consumer_no text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Items keep the product id the shopper chose (a style or a colour variant) without a
-- foreign key, so reloading the demo catalogue never drops anyone's favourites.
create table if not exists favorite_items (
  item_id text primary key,
  favorite_id text not null references favorite_lists (favorite_id) on delete cascade,
  product_id text not null,
  style_id text not null,
  qty integer not null check (qty between 1 and 999999),
  item_type text not null,
  added_at timestamptz not null default now(),
  unique (favorite_id, product_id)
);
create index if not exists favorite_items_list_idx on favorite_items (favorite_id, added_at desc);

-- A share link's token is 32 random bytes; only its SHA-256 hash is kept (000 §9).
create table if not exists favorite_shares (
  favorite_id text primary key references favorite_lists (favorite_id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now()
);
