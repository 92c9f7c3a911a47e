-- The placement saga (decision 0065): each submit of a bag is an attempt under the client's
-- idempotency key, moved step by step; a bag has at most one attempt in flight.
create table checkout_attempts (
  attempt_id text primary key,
  basket_id text not null,
  idempotency_key text not null,
  consumer_no text not null,
  step text not null default 'begun'
    check (step in ('begun', 'reserved', 'authorised', 'ordered', 'captured', 'settled',
                    'failed')),
  order_no text,
  -- What the submit was answered (the order, or the refusal), for a repeat of the same key.
  answer jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (basket_id, idempotency_key)
);
-- At most one attempt of a bag before its order exists: a second submit finds it.
create unique index checkout_attempts_one_in_flight on checkout_attempts (basket_id)
  where step in ('begun', 'reserved', 'authorised');
create index checkout_attempts_stuck_idx on checkout_attempts (updated_at)
  where step not in ('settled', 'failed');
