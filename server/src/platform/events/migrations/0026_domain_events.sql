-- Events between areas (decision 0038): an area writes one delivery per listener in the
-- transaction that made the change; after the commit each is handed to its listener, and a
-- delivery job retries those that failed or whose process died. Claimed like the mail outbox
-- (platform/queue): next_attempt_at, claim_id, attempts, last_error, failed_at.
create table event_deliveries (
  delivery_id bigint generated always as identity primary key,
  event_id uuid not null,
  event_name text not null,
  listener text not null,
  payload jsonb not null,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  attempts integer not null default 0,
  claim_id text,
  claimed_at timestamptz,
  last_error text,
  delivered_at timestamptz,
  failed_at timestamptz,
  unique (event_id, listener)
);

create index event_deliveries_due_idx on event_deliveries (next_attempt_at, delivery_id)
  where delivered_at is null and failed_at is null;
