-- The experimentation service (issue 29, decision 0104): the datafiles operators publish, the
-- decision and conversion events the SDKs send, and the audience-data events.

-- Every published revision of a project's datafile, kept: the newest per SDK key is what
-- GET /datafiles/{sdkKey}.json answers, byte for byte, with its time as Last-Modified.
create table if not exists experiment_datafiles (
  sdk_key text not null check (sdk_key ~ '^[A-Za-z0-9_-]{1,64}$'),
  revision integer not null check (revision > 0),
  project_id text not null,
  account_id text not null,
  datafile text not null,
  published_by text not null,
  published_at timestamptz not null default now(),
  primary key (sdk_key, revision)
);
create index if not exists experiment_datafiles_project_idx
  on experiment_datafiles (project_id, account_id);

-- One row per event of a visitor's snapshot (POST /v1/events): an impression (a decision the
-- visitor was shown) or a conversion (an event key with its revenue and value). The SDK's
-- per-event uuid keeps a batch sent twice from counting twice.
create table if not exists experiment_events (
  event_uuid text primary key,
  project_id text not null,
  visitor_id text not null,
  kind text not null check (kind in ('impression', 'conversion')),
  experiment_id text,
  variation_id text,
  flag_key text,
  rule_key text,
  variation_key text,
  event_key text,
  -- Integer minor units, as the SDK parses revenue (001 §9).
  revenue bigint,
  event_value double precision,
  happened_at timestamptz not null,
  received_at timestamptz not null default now()
);
create index if not exists experiment_events_impressions_idx
  on experiment_events (project_id, experiment_id, visitor_id) where kind = 'impression';
create index if not exists experiment_events_conversions_idx
  on experiment_events (project_id, visitor_id, event_key) where kind = 'conversion';

-- Audience-data events (POST /v3/events and the v2/zaius.gif pixel): who a visitor is
-- (identifiers such as vuid and fs_user_id, which link a visitor id to a customer) and what
-- they did. Kept as sent, bounded by the schema.
create table if not exists audience_events (
  event_id bigint generated always as identity primary key,
  event_type text not null,
  action text not null,
  -- The two identifiers the SDKs send, kept apart so a visitor id finds its customer.
  vuid text,
  customer_id text,
  identifiers text not null,
  data text not null,
  received_at timestamptz not null default now()
);
create index if not exists audience_events_link_idx
  on audience_events (vuid, event_id desc) where customer_id is not null;
