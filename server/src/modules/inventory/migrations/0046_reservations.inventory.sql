-- Stock reservations (decisions 0065, 0067): units held for a checkout attempt, keyed by the
-- attempt's reference. Reserving lowers inventory.quantity at once, so `quantity` stays the
-- units anyone may still buy; release gives held units back, commit marks them sold.
-- inventory.quantity already has `check (quantity >= 0)` (0001_foundation.inventory.sql): the
-- database refuses stock below zero whatever the code does.
create table inventory_reservations (
  reference text not null,
  upc text not null,
  location_id text not null,
  qty integer not null check (qty > 0),
  status text not null default 'held' check (status in ('held', 'committed', 'released')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A reference holds one row per SKU and location: reserving again replaces it.
  primary key (reference, upc, location_id)
);

-- Recovery looks for holds left behind by attempts that never finished.
create index inventory_reservations_held on inventory_reservations (updated_at)
  where status = 'held';
