-- Issue 26 (decision 0078): a card frame's token pays for one order of one bag, within its
-- lifetime. Saved cards' tokens (payment_instruments) have neither a bag nor an expiry and stay
-- reusable: only the store's server ever holds them.
--   basket_id:  the bag the frame served; the token pays for that bag's order only.
--   expires_at: the end of the token's life (30 minutes after it was made).
--   used_by:    the checkout attempt whose payment spent it (set once, atomically).
alter table payment_sandbox_tokens add column basket_id text;
alter table payment_sandbox_tokens add column expires_at timestamptz;
alter table payment_sandbox_tokens add column used_by text;
alter table payment_sandbox_tokens add column used_at timestamptz;
alter table payment_sandbox_tokens add constraint payment_sandbox_tokens_single_use_check
  check ((basket_id is null) = (expires_at is null) and (used_by is null or basket_id is not null));

