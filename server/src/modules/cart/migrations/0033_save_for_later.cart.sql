-- Saved for later (000 §3): sizes a shopper set aside from the bag, one list per shopper and site.
-- Like cart lines, items keep SKU ids, not foreign keys: reloading the catalogue keeps them.
create table saved_lists (
  list_id text primary key,
  consumer_no text not null,
  site_id text not null,
  created_at timestamptz not null default now(),
  unique (consumer_no, site_id)
);

create table saved_items (
  item_id text primary key,
  list_id text not null references saved_lists (list_id) on delete cascade,
  upc text not null,
  product_id text not null,
  qty integer not null check (qty > 0),
  saved_at timestamptz not null default now(),
  -- Setting the same size aside twice adds to the one item.
  unique (list_id, upc)
);
create index saved_items_newest on saved_items (list_id, saved_at desc);
