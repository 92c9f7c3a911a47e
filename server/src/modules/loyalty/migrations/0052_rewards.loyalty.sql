-- Reward codes and reward cards issued to an account (issue 13, decision 0068), each with a
-- value in one currency: a code is spent once (whole), a card down to zero. `spent_minor` is the
-- running total, written by the same statement as each spend's row, never past the value.
create table loyalty_rewards (
  reward_id text primary key,
  consumer_no text not null,
  kind text not null check (kind in ('CODE', 'CARD')),
  -- The code, or the card's number, as the shopper types it (upper case).
  reference text not null unique,
  value_minor bigint not null check (value_minor > 0),
  currency char(3) not null,
  spent_minor bigint not null default 0 check (spent_minor >= 0 and spent_minor <= value_minor),
  created_at timestamptz not null default now()
);
create index loyalty_rewards_consumer_idx on loyalty_rewards (consumer_no);

create table loyalty_reward_spends (
  reward_id text not null references loyalty_rewards (reward_id) on delete cascade,
  -- The order's reference.
  reference text not null,
  -- What the reward's balance went down by (a code: its whole value).
  amount_minor bigint not null check (amount_minor > 0),
  given_back_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (reward_id, reference)
);
create index loyalty_reward_spends_reference_idx on loyalty_reward_spends (reference);
