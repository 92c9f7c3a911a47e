-- Foundation, the identity area's part: shopper sessions (guests' and, later, registered
-- shoppers').

create table shopper_sessions (
  token_hash text primary key,
  consumer_no text not null,
  consumer_type text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index shopper_sessions_consumer_idx on shopper_sessions (consumer_no);
