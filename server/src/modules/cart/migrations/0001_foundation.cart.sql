-- Foundation, the cart area's part: shopping carts and their lines.

-- Cart lines keep SKU ids, not foreign keys: reloading the demo catalogue must not drop carts.
create table carts (
  basket_id text primary key,
  consumer_no text not null,
  site_id text not null,
  locale text not null,
  currency char(3) not null,
  status text not null default 'open' check (status in ('open', 'ordered', 'abandoned')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One open cart per shopper and site: a second one could split a shopper's bag.
create unique index carts_one_open_per_shopper on carts (consumer_no, site_id) where status = 'open';

create table cart_items (
  item_id text primary key,
  basket_id text not null references carts (basket_id) on delete cascade,
  upc text not null,
  product_id text not null,
  qty integer not null check (qty > 0),
  max_qty integer not null check (max_qty > 0),
  position integer not null,
  created_at timestamptz not null default now(),
  unique (basket_id, upc)
);
