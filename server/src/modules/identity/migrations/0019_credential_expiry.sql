-- The housekeeping job deletes credentials a day past their expiry (issue 4); these indexes
-- keep each of its batches from reading the whole table.
create index if not exists refresh_tokens_expiry_idx on refresh_tokens (expires_at);
create index if not exists auth_codes_expiry_idx on auth_codes (expires_at);
create index if not exists password_resets_expiry_idx on password_resets (expires_at);
create index if not exists shopper_sessions_expiry_idx on shopper_sessions (expires_at);
