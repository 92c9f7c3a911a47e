-- Proof-of-work challenges already answered: each one is accepted once (decision 0020).
create table bot_challenges_used (
  nonce text primary key,
  expires_at timestamptz not null
);
create index bot_challenges_used_expiry_idx on bot_challenges_used (expires_at);
