-- Roles (issue 4): programme memberships and their yearly spend, associates' secrets and the
-- buy-in-store sessions they open. Keyed by consumer_no / store ids without foreign keys:
-- consumers and store_employees belong to other areas (docs/decisions, roles-programs).

-- One row per shopper and programme (000 §1, §3 Spend, §6). An allowance is either a cap on
-- what may be bought under the programme's terms in a calendar year (employee, WRANX, IPA) or
-- a credit to spend (athlete), in minor units of its currency.
create table if not exists program_memberships (
  consumer_no text not null,
  program text not null check (program in ('EMPLOYEE', 'ATHLETE', 'WRANX', 'IPA')),
  -- The member's id in the programme's own system (000 §3 "identity list with types").
  identity_id text not null,
  allowance_kind text not null check (allowance_kind in ('CAP', 'CREDIT')),
  allowance_minor bigint not null check (allowance_minor >= 0),
  currency char(3) not null,
  created_at timestamptz not null default now(),
  primary key (consumer_no, program)
);

-- Spend per calendar year: a new year has no row yet, so it starts at 0 without any job.
create table if not exists program_spend (
  consumer_no text not null,
  program text not null,
  year smallint not null,
  spent_minor bigint not null default 0 check (spent_minor >= 0),
  updated_at timestamptz not null default now(),
  primary key (consumer_no, program, year)
);

-- The secret an associate signs in with on a store's device, hashed like a password
-- (scrypt$logN$r$p$salt$hash). Failures lock the associate out like a shopper's sign-in.
create table if not exists associate_credentials (
  store_id text not null,
  store_employee_id text not null,
  secret_hash text not null,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (store_id, store_employee_id)
);

-- A buy-in-store session (000 §3): which device session is in store, for which store and
-- associate. Names are copied at sign-in so the in-store bar needs no other area's data.
create table if not exists in_store_sessions (
  session_hash text primary key,
  store_id text not null,
  store_name text not null,
  store_employee_id text not null,
  store_employee_name text not null,
  started_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index if not exists in_store_sessions_expiry_idx on in_store_sessions (expires_at);
