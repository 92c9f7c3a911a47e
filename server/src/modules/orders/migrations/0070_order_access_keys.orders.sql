-- The order's mailed links (issue 26 points 1 and 20, decision 0077): a guest who has lost the
-- confirmation link asks for a link on the look-up page, and every later e-mail of a guest's
-- order carries one. Each is a secret like the confirmation's `st`, kept only as a SHA-256
-- hash, and stops working at `expires_at`.
create table order_access_keys (
  key_hash text primary key,
  order_no text not null references orders (order_no) on delete cascade,
  -- what made it: `requested` (the look-up page) or the e-mail it was sent in
  purpose text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index order_access_keys_order_idx on order_access_keys (order_no, expires_at);
