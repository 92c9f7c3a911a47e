-- Reserve and collect (issue 13, decision 0071): one size held on a store's shelves under the
-- reservation's number (inventory_reservations' reference), paid at the till when collected.
-- Numbers run per site (`R` + site + eight digits), taken under the site's row lock.
create table store_reservation_sequences (
  site_id text primary key,
  last_number bigint not null default 0 check (last_number >= 0)
);

create table store_reservations (
  reservation_no text primary key,
  site_id text not null,
  locale text not null,
  consumer_no text not null,
  store_id text not null,
  product_id text not null,
  upc text not null,
  qty integer not null check (qty > 0),
  email text not null,
  phone text,
  first_name text not null,
  last_name text not null,
  -- What the shopper saw when reserving: the store (name, address, hours) and the line (name,
  -- size, colour, image, unit price in minor units and currency).
  store jsonb not null,
  line jsonb not null,
  status text not null default 'active'
    check (status in ('active', 'cancelled', 'expired', 'collected')),
  hold_until timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index store_reservations_consumer_idx on store_reservations (consumer_no, created_at desc);
-- The expiry job's search: active holds by their end.
create index store_reservations_active_idx on store_reservations (hold_until)
  where status = 'active';
