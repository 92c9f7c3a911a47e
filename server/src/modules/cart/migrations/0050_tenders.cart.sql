-- The bag's stored-value tenders (issue 13, decision 0068): what each one is, in the order it was
-- added. What each pays is worked out at read time from the bag's total and the balances, so
-- nothing here goes stale when the bag changes. A gift card is kept by a hash of its number (to
-- recognise it) and its last four digits (to show it): never the number or the PIN.
create table cart_tenders (
  instrument_id text primary key,
  basket_id text not null references carts (basket_id) on delete cascade,
  -- The order of allocation: the first added pays first.
  position bigint generated always as identity,
  method text not null check (
    method in ('GIFT_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT', 'REWARD_CODE', 'REWARD_CARD')
  ),
  card_hash text,
  last_four text,
  -- The points the shopper asked to use; null: as many as useful.
  points integer check (points > 0),
  -- A reward code's or card's id (the loyalty area's).
  reward_id text,
  -- What the last allocation handed to the placement (tendersOf) gave it to pay, and the bag's
  -- revision it was worked out for: the order's transaction debits exactly that (spendTenders).
  allocated_minor bigint check (allocated_minor >= 0),
  allocated_revision bigint,
  created_at timestamptz not null default now(),
  unique (basket_id, card_hash),
  check ((method = 'GIFT_CARD') = (card_hash is not null and last_four is not null)),
  check ((method in ('REWARD_CODE', 'REWARD_CARD')) = (reward_id is not null))
);
create index cart_tenders_basket_idx on cart_tenders (basket_id, position);
