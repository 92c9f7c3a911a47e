-- Issue 13: the built-in payment provider (docs/decisions/0065 and 0066). The sandbox's vault
-- stays; these tables are the provider's side: payments, their idempotent operations, and the
-- Klarna and PayPal sessions a shopper approves on the provider's page.

-- Two more test-card behaviours: a fraud refusal (PYT402) and a card the issuer calls expired (FE309).
alter table payment_sandbox_tokens drop constraint payment_sandbox_tokens_behaviour_check;
alter table payment_sandbox_tokens add constraint payment_sandbox_tokens_behaviour_check
  check (behaviour in ('APPROVE', 'DECLINE', 'CHALLENGE', 'FRAUD', 'EXPIRED'));

-- One payment per tender and checkout attempt (`reference`). Amounts in minor units; the checks
-- repeat the state machine's invariants so no bug in the service can store more than it may.
create table provider_payments (
  payment_id text primary key,
  reference text not null,
  method text not null check (method in ('CREDIT_CARD', 'KLARNA', 'PAYPAL')),
  token text,
  session_id text,
  amount_minor integer not null check (amount_minor > 0),
  captured_minor integer not null default 0 check (captured_minor >= 0),
  refunded_minor integer not null default 0 check (refunded_minor >= 0),
  currency char(3) not null,
  status text not null check (status in ('ACTION_REQUIRED', 'AUTHORISED', 'DECLINED', 'CAPTURED',
    'PARTLY_REFUNDED', 'REFUNDED', 'VOIDED')),
  decline_code text check (decline_code in ('PAY400', 'PYT402', 'FE309')),
  action jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (captured_minor <= amount_minor),
  check (refunded_minor <= captured_minor),
  check ((status = 'DECLINED') = (decline_code is not null)),
  check ((method = 'CREDIT_CARD') = (token is not null))
);
create index provider_payments_reference_ix on provider_payments (reference, created_at);
-- A Klarna or PayPal session pays for one payment at most.
create unique index provider_payments_session_uq on provider_payments (session_id)
  where status <> 'DECLINED';

-- Every operation under its idempotency key: a repeat answers `answer`, the first outcome. The
-- key is claimed in the operation's transaction, so a racing twin waits for it and then reads it.
create table provider_operations (
  idempotency_key text primary key,
  payment_id text not null,
  operation text not null check (operation in ('authorise', 'completeAction', 'capture', 'void',
    'refund')),
  answer jsonb,
  created_at timestamptz not null default now()
);

-- A Klarna or PayPal approval the shopper gives on the provider's page.
create table provider_sessions (
  session_id text primary key,
  method text not null check (method in ('KLARNA', 'PAYPAL')),
  reference text not null,
  amount_minor integer not null check (amount_minor > 0),
  currency char(3) not null,
  return_url text not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'APPROVED', 'CANCELLED', 'FAILED')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
