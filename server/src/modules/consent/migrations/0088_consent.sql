-- Consent records (issue 29, decision 0098): every choice a signed-in shopper makes, kept as
-- proof (which categories, under which banner text, on which site, when); the newest is the
-- choice that follows them to another device. Keyed by consumer_no text (no foreign key:
-- shoppers live in the identity area).

create table if not exists consent_records (
  record_id bigint generated always as identity primary key,
  consumer_no text not null,
  -- The allowed categories in order, the required one always first (consent.ts).
  categories text not null check (categories ~ '^C0001(,C0002)?(,C0003)?(,C0004)?$'),
  banner_version text not null check (banner_version ~ '^[A-Za-z0-9._-]{1,40}$'),
  site text not null,
  given_at timestamptz not null default now()
);
create index if not exists consent_records_latest_idx
  on consent_records (consumer_no, given_at desc, record_id desc);
