-- Associate price adjustments (000 §6, §7 /price_adjustments): a store associate, in a
-- buy-in-store session, changes what one line costs (a price match, a damaged item). Who made
-- it and where stay with it, for the order and the audit.
create table cart_price_adjustments (
  adjustment_id text primary key,
  basket_id text not null references carts (basket_id) on delete cascade,
  item_id text not null,
  kind text not null check (kind in ('PERCENT_OFF', 'AMOUNT_OFF', 'FIXED_PRICE')),
  -- PERCENT_OFF: basis points (1550 = 15.5%); AMOUNT_OFF and FIXED_PRICE: minor units per unit.
  value integer not null check (value >= 0),
  reason text not null,
  store_id text not null,
  store_employee_id text not null,
  created_at timestamptz not null default now(),
  -- One adjustment per line: a second one changes it.
  unique (basket_id, item_id)
);
