-- Product sets ("complete the look") and the product views behind "recently viewed".
-- Set ids carry a dash so they can never be read as a product id (8 to 11 of [A-Z0-9]).

create table product_sets (
  product_set_id text primary key check (product_set_id ~ '^SET-[0-9]{5}$'),
  gender text not null,
  position integer not null,
  names jsonb not null
);

create table product_set_items (
  product_set_id text not null references product_sets (product_set_id) on delete cascade,
  style_id text not null references styles (style_id) on delete cascade,
  position integer not null,
  primary key (product_set_id, style_id)
);
create index product_set_items_style_idx on product_set_items (style_id);

-- One row per shopper and style, refreshed on each view: the list stays small and cheap.
-- No foreign key: reloading the demo catalogue must not drop shoppers' history.
create table product_views (
  consumer_no text not null,
  style_id text not null,
  viewed_at timestamptz not null default now(),
  primary key (consumer_no, style_id)
);
create index product_views_recent_idx on product_views (consumer_no, viewed_at desc);
