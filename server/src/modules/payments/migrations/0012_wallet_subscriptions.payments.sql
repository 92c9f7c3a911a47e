-- Issue 4: the payment sandbox's vault and shoppers' saved cards and gift cards (the
-- subscriptions of 0012 are the subscriptions area's). Rows are keyed by consumer_no text
-- without a foreign key, as cart lines are, so the consumers area keeps its own tables to itself.

-- The sandbox is the store's own offline payment provider; these tables are its side. The one
-- secret keys the fingerprints (HMAC-SHA-256) so a fingerprint cannot be reversed by hashing
-- candidate numbers without it (docs/decisions/0019-cards-payment-sandbox-and-saved-cards.md).
create table payment_sandbox_keys (
  key_id smallint primary key check (key_id = 1),
  secret text not null,
  created_at timestamptz not null default now()
);

-- A tokenised card. Never the number nor the security code: the token is random, and what a
-- charge needs later (brand, expiry, behaviour of a test number) is kept beside it.
create table payment_sandbox_tokens (
  token text primary key,
  fingerprint text not null,
  brand text not null,
  last_four char(4) not null,
  expiration_month smallint not null check (expiration_month between 1 and 12),
  expiration_year smallint not null,
  holder text not null,
  behaviour text not null check (behaviour in ('APPROVE', 'DECLINE', 'CHALLENGE')),
  created_at timestamptz not null default now()
);

-- The shopper's saved instruments (the store's side): what the account pages show, and the
-- sandbox token a checkout charges.
create table payment_instruments (
  payment_instrument_id text primary key,
  consumer_no text not null,
  payment_method_id text not null check (payment_method_id in ('CREDIT_CARD', 'GIFT_CARD')),
  is_main boolean not null default false,
  fingerprint text not null,
  token text,
  brand text,
  last_four char(4) not null,
  masked_number text not null,
  expiration_month smallint check (expiration_month between 1 and 12),
  expiration_year smallint,
  holder text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((payment_method_id = 'CREDIT_CARD') = (token is not null))
);
-- One saving of a card per shopper, and at most one main instrument per payment method.
create unique index payment_instruments_card_uq
  on payment_instruments (consumer_no, payment_method_id, fingerprint);
create unique index payment_instruments_main_uq
  on payment_instruments (consumer_no, payment_method_id) where is_main;
