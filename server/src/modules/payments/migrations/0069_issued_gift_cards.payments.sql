-- Gift cards the store sells (issue 14 point 6, decision 0076). A card's number and PIN are never
-- kept: only keyed hashes (HMAC-SHA256 under GIFT_CARD_SECRET) and the number's last four digits.
-- Each unit of an order's gift card line is one card; a resend replaces it by the next
-- generation (new number and PIN, the old card closed), so (order, line, unit, generation) is
-- issued once, however often the order's event is delivered.
create table issued_gift_cards (
  card_id bigint generated always as identity primary key,
  card_hash text not null unique,
  pin_hash text not null,
  last_four char(4) not null check (last_four ~ '^[0-9]{4}$'),
  amount_minor bigint not null check (amount_minor >= 0),
  currency char(3) not null,
  order_no text not null,
  line_no integer not null check (line_no > 0),
  unit_no integer not null check (unit_no > 0),
  generation integer not null default 1 check (generation > 0),
  recipient jsonb not null,
  -- 'active' until cancelled with its order ('blocked') or replaced by a resend ('replaced').
  status text not null default 'active' check (status in ('active', 'blocked', 'replaced')),
  created_at timestamptz not null default now(),
  closed_at timestamptz,
  unique (order_no, line_no, unit_no, generation)
);
create index issued_gift_cards_order_idx on issued_gift_cards (order_no);

-- A blocked card pays nothing, whatever is left on it: the spend's condition reads this column
-- under the card's row lock, so a spend racing the block either finishes first or finds it.
alter table gift_card_balances add column blocked_at timestamptz;
