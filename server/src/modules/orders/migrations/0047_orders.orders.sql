-- Orders (issue 13, decision 0065): what a placed checkout becomes. One order per bag (the
-- unique basket_id is the last guard of exactly-once placement); numbers run per site without
-- gaps, taken under the site's row lock in the transaction that writes the order.
create table order_sequences (
  site_id text primary key,
  last_number bigint not null default 0 check (last_number >= 0)
);

create table orders (
  order_no text primary key,
  site_id text not null,
  basket_id text not null unique,
  consumer_no text not null,
  email text not null,
  currency char(3) not null,
  status text not null default 'placed'
    check (status in ('placed', 'processing', 'shipped', 'delivered', 'cancelled')),
  -- item_total, discount, shipping, tax, total (minor units), and whether tax is included.
  totals jsonb not null,
  billing_address jsonb,
  -- The confirmation link's secret ("st"), kept only as a SHA-256 hash.
  confirmation_hash text not null,
  in_store_store_id text,
  in_store_employee_id text,
  placed_at timestamptz not null default now(),
  check ((in_store_store_id is null) = (in_store_employee_id is null))
);
create index orders_consumer_idx on orders (consumer_no, placed_at desc);

create table order_lines (
  order_no text not null references orders (order_no) on delete cascade,
  line_no integer not null check (line_no > 0),
  item_id text not null,
  product_id text not null,
  upc text not null,
  name text not null,
  qty integer not null check (qty > 0),
  unit_minor integer not null check (unit_minor >= 0),
  discount_minor integer not null check (discount_minor >= 0),
  tax_minor integer not null check (tax_minor >= 0),
  total_minor integer not null check (total_minor >= 0),
  shipment_id text not null,
  -- Gift option, recipe, customs code, amount of a gift card: as the bag had them.
  options jsonb not null default '{}',
  primary key (order_no, line_no)
);

create table order_shipments (
  order_no text not null references orders (order_no) on delete cascade,
  shipment_id text not null,
  kind text not null check (kind in ('home', 'pickup', 'sts', 'digital')),
  method_code text not null,
  store_id text,
  address jsonb,
  price_minor integer not null check (price_minor >= 0),
  primary key (order_no, shipment_id)
);

create table order_payments (
  order_no text not null references orders (order_no) on delete cascade,
  payment_no integer not null check (payment_no > 0),
  method text not null,
  -- The provider's payment, or the gift card, points or voucher the tender drew on.
  reference text not null,
  amount_minor integer not null check (amount_minor > 0),
  status text not null check (status in ('authorised', 'captured', 'voided', 'refunded')),
  primary key (order_no, payment_no)
);

create table order_history (
  order_no text not null references orders (order_no) on delete cascade,
  at timestamptz not null default now(),
  event text not null,
  detail jsonb not null default '{}'
);
create index order_history_order_idx on order_history (order_no, at);
