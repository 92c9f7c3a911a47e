-- Issue 4: loyalty membership, points, voucher tiers and welcome promos (the profile preferences
-- of 0016 are the identity area's). docs/decisions/0026-loyalty-profile-and-loyalty.md

-- One row per member. The balance lives here and every change of it is a ledger row written by
-- the same statement (loyalty.tables.ts changePoints), so the two never disagree.
create table loyalty_members (
  consumer_no text primary key references consumers (consumer_no) on delete cascade,
  member_id text not null unique,
  points_balance integer not null default 0 check (points_balance >= 0),
  opted_in_at timestamptz not null default now(),
  -- Where the enrolment came from: SIGNUP, PROFILE, or a marketing source sent by the page.
  source text not null,
  referral_code text,
  created_at timestamptz not null default now()
);

create table loyalty_points_ledger (
  entry_id bigint generated always as identity primary key,
  consumer_no text not null references loyalty_members (consumer_no) on delete cascade,
  delta integer not null check (delta <> 0),
  balance_after integer not null check (balance_after >= 0),
  reason text not null check (reason in ('ORDER', 'ORDER_SPEND', 'REFUND', 'ADJUSTMENT', 'BONUS')),
  -- What caused the change (an order number, a return id…): one change per reason and reference,
  -- so awarding the points of one order twice is impossible.
  reference text not null,
  created_at timestamptz not null default now(),
  unique (consumer_no, reason, reference)
);
create index loyalty_points_ledger_consumer_idx on loyalty_points_ledger (consumer_no, entry_id);

-- Voucher tiers per currency (000 §3 Loyalty: points → amountInCurrency). The highest active tier
-- whose threshold a member's balance meets is the one offered (000 §9).
create table loyalty_voucher_tiers (
  currency char(3) not null,
  points integer not null check (points > 0),
  amount_minor integer not null check (amount_minor > 0),
  active boolean not null default true,
  primary key (currency, points)
);
insert into loyalty_voucher_tiers (currency, points, amount_minor)
values
  ('USD', 100, 500), ('USD', 200, 1000), ('USD', 500, 2500), ('USD', 1000, 5000),
  ('CAD', 100, 500), ('CAD', 200, 1000), ('CAD', 500, 2500), ('CAD', 1000, 5000),
  ('GBP', 100, 400), ('GBP', 200, 800), ('GBP', 500, 2000), ('GBP', 1000, 4000),
  ('EUR', 100, 500), ('EUR', 200, 1000), ('EUR', 500, 2500), ('EUR', 1000, 5000)
on conflict do nothing;

-- The welcome promo a member gets at enrolment: one per member, single use, expiring.
create table loyalty_welcome_promos (
  code text primary key,
  consumer_no text not null unique references loyalty_members (consumer_no) on delete cascade,
  discount_percentage smallint not null check (discount_percentage between 1 and 100),
  expires_at timestamptz not null,
  redeemed_at timestamptz,
  created_at timestamptz not null default now()
);
