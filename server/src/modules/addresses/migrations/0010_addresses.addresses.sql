-- Shoppers' saved addresses (issue 4); the store employees of 0010 are the utilities area's.

-- Keyed by consumer_no without a foreign key: the consumers table is its own area's
-- (docs/decisions, addr-addresses). same_key is what makes two addresses "the same" (CCA400).
create table if not exists consumer_addresses (
  address_id text primary key,
  consumer_no text not null,
  approach_type char(1) not null check (approach_type in ('S', 'B')),
  is_main boolean not null default false,
  first_name text not null,
  last_name text not null,
  address_line1 text not null,
  address_line2 text,
  city text not null,
  province text,
  postal_code text not null,
  country char(2) not null,
  email text not null,
  phone text not null,
  phone_code text not null,
  same_key text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index if not exists consumer_addresses_consumer_idx
  on consumer_addresses (consumer_no, approach_type, updated_at desc);
-- One main address per shopper and type, and no address twice (spec 000 §4, CCA400).
create unique index if not exists consumer_addresses_one_main_idx
  on consumer_addresses (consumer_no, approach_type) where is_main;
create unique index if not exists consumer_addresses_same_idx
  on consumer_addresses (consumer_no, same_key);
