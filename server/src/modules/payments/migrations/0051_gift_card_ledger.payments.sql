-- The sandbox gift cards' ledger (issue 13, decision 0068): a card's balance is what it was
-- issued with minus what was spent on it. The running total on the card's row is written by the
-- same statement as each redemption's row and can never go below zero (the check), so two
-- orders spending one card at once cannot both have its money: the second waits for the row
-- lock and then finds too little.
create table gift_card_balances (
  card_hash text primary key,
  issued_minor bigint not null check (issued_minor >= 0),
  spent_minor bigint not null default 0 check (spent_minor >= 0 and spent_minor <= issued_minor),
  updated_at timestamptz not null default now()
);

-- One row per spend against an order's reference; giving it back stamps it (once).
create table gift_card_redemptions (
  redemption_id bigint generated always as identity primary key,
  card_hash text not null references gift_card_balances (card_hash),
  reference text not null,
  amount_minor bigint not null check (amount_minor > 0),
  given_back_at timestamptz,
  created_at timestamptz not null default now(),
  unique (card_hash, reference)
);
create index gift_card_redemptions_reference_idx on gift_card_redemptions (reference);
