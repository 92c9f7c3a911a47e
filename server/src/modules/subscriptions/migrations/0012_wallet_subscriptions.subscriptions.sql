-- Issue 4: shoppers' newsletter / SMS subscriptions (the wallet of 0012 is the payments area's).
-- Rows are keyed by consumer_no text without a foreign key, as cart lines are, so the consumers
-- area keeps its own tables to itself.

-- Countries whose law or practice asks a confirmed (double) opt-in, per channel. Only e-mail:
-- the store has no SMS gateway to send an SMS confirmation with.
create table subscription_country_settings (
  country char(2) not null,
  channel text not null check (channel = 'email'),
  double_optin boolean not null,
  primary key (country, channel)
);
insert into subscription_country_settings (country, channel, double_optin)
values ('DE', 'email', true), ('AT', 'email', true)
on conflict do nothing;

create table consumer_subscriptions (
  consumer_no text not null,
  type text not null check (type in ('Newsletter', 'LoyaltyNewsletter', 'Loyalty')),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  country char(2) not null,
  region text,
  optin boolean not null,
  double_optin boolean not null default false,
  optin_date timestamptz,
  optout_date timestamptz,
  updated_at timestamptz not null default now(),
  primary key (consumer_no, type, channel)
);

-- Single-use, expiring confirmation links of a double opt-in; one link confirms the pending
-- subscriptions of one recipient (a sign-up with three e-mail consents gets one e-mail).
-- Only the token's SHA-256 is kept.
create table subscription_confirmations (
  token_hash text primary key,
  consumer_no text not null,
  channel text not null,
  recipient text not null,
  types text[] not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index subscription_confirmations_consumer_idx on subscription_confirmations (consumer_no);
