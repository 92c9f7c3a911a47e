-- Forgot-password links: single use, valid one hour, stored hashed like every token.
create table password_resets (
  token_hash text primary key,
  consumer_no text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index password_resets_consumer_idx on password_resets (consumer_no);
