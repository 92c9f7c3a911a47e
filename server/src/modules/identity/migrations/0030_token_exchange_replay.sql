-- Decision 0050: a token exchange whose answer was lost can be retried. The first answer is kept
-- for 30 seconds sealed with AES-256-GCM under a key derived from the PKCE verifier, which the
-- database never holds: the row alone opens no session.
alter table auth_codes add column sealed_answer text;
alter table auth_codes add column sealed_until timestamptz;
