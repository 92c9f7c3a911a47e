-- Registered shoppers, their sign-in codes and refresh-token chains (issue 4).
create table consumers (
  consumer_no text primary key,
  email text not null,
  -- lower-cased and trimmed: one account per address whatever its spelling.
  email_key text not null unique,
  -- "scrypt$N$r$p$salt$hash" (base64url): the parameters travel with the hash.
  password_hash text not null,
  consumer_type text not null default 'REGISTERED'
    check (consumer_type in ('REGISTERED', 'EMPLOYEE')),
  first_name text not null,
  last_name text not null,
  birth_date date,
  phone text,
  postal_code text,
  gender text,
  site_id text not null,
  source jsonb not null default '{}',
  employee_terms_accepted_at timestamptz,
  failed_attempts integer not null default 0,
  locked_until timestamptz,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now()
);
create unique index consumers_phone_idx on consumers (phone) where phone is not null;

-- Sign-in answers a code; the token exchange redeems it once with the PKCE verifier.
create table auth_codes (
  code_hash text primary key,
  consumer_no text not null,
  code_challenge text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Each sign-in starts a chain (family); every refresh uses one token and issues the next.
-- Presenting a used token again revokes the whole chain and its access tokens.
create table refresh_tokens (
  token_hash text primary key,
  family_id text not null,
  consumer_no text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);

alter table shopper_sessions add column family_id text;
create index shopper_sessions_family_idx on shopper_sessions (family_id) where family_id is not null;
