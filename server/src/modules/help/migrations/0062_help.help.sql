-- Help (issue 14 point 7, decision 0073): contact cases, warranty claims, events and their
-- registrations. Case and claim numbers run per site without gaps, each taken under its
-- sequence row's lock in the transaction that writes the case (as order numbers are).
create table help_sequences (
  kind text not null check (kind in ('case', 'claim')),
  site_id text not null,
  last_number bigint not null default 0 check (last_number >= 0),
  primary key (kind, site_id)
);

create table contact_cases (
  case_no text primary key,
  site_id text not null,
  category text not null,
  subject text not null,
  name text not null,
  email text not null,
  order_no text,
  message text not null,
  -- The signed-in shopper who sent it; null for a guest.
  consumer_no text,
  locale text not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at timestamptz not null default now()
);
create index contact_cases_consumer_idx on contact_cases (consumer_no, created_at desc)
  where consumer_no is not null;

create table warranty_claims (
  claim_no text primary key,
  site_id text not null,
  consumer_no text not null,
  order_no text not null,
  line_no integer not null check (line_no > 0),
  upc text not null,
  issue text not null,
  status text not null default 'open' check (status in ('open', 'accepted', 'refused')),
  created_at timestamptz not null default now()
);
-- One open claim per order line: a second answers WAR409.
create unique index warranty_claims_open_line_idx on warranty_claims (order_no, line_no)
  where status = 'open';

-- Events someone can register for (001 "Event signup"), per site. places_taken counts the
-- registrations' places (a plus-one takes two) and never passes the capacity.
create table help_events (
  event_id text primary key,
  site_id text not null,
  -- The title by language ({"en": …, "fr": …, "de": …}); English when a language is missing.
  titles jsonb not null,
  start_date date not null,
  end_date date not null,
  enable_plus_one boolean not null default false,
  capacity integer not null check (capacity > 0),
  places_taken integer not null default 0,
  check (end_date >= start_date),
  check (places_taken >= 0 and places_taken <= capacity)
);

create table event_registrations (
  event_id text not null references help_events (event_id) on delete cascade,
  email text not null,
  consumer_no text not null,
  first_name text not null,
  last_name text not null,
  gender text,
  phone_number text,
  plus_one text,
  attending_days date[] not null,
  places integer not null check (places in (1, 2)),
  -- The time the shopper's page gave (registrationTimestamp), and when we stored it.
  registered_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (event_id, email)
);

-- The demo's events: one per site, a few weeks out from when the database was made, so the
-- event pages have something to sign up for (a migration, not seed/: the area owns its rows).
insert into help_events (event_id, site_id, titles, start_date, end_date, enable_plus_one, capacity)
values
  ('trail-days-boulder', 'US',
   '{"en": "Ridgeline Trail Days, Boulder", "fr": "Journées trail Ridgeline, Boulder", "de": "Ridgeline Trail Days, Boulder"}',
   current_date + 30, current_date + 31, true, 120),
  ('lakeshore-run-toronto', 'CA',
   '{"en": "Lakeshore Morning Run, Toronto", "fr": "Course matinale du lac, Toronto", "de": "Lakeshore Morgenlauf, Toronto"}',
   current_date + 21, current_date + 21, true, 80),
  ('mont-royal-randonnee', 'CA-FR',
   '{"en": "Mount Royal Hike, Montréal", "fr": "Randonnée du mont Royal, Montréal", "de": "Wanderung auf den Mont Royal, Montréal"}',
   current_date + 24, current_date + 25, true, 60),
  ('peak-district-weekend', 'GB',
   '{"en": "Peak District Weekend", "fr": "Week-end dans le Peak District", "de": "Wochenende im Peak District"}',
   current_date + 35, current_date + 36, false, 40),
  ('alpen-wandertag', 'DE',
   '{"en": "Alpine Hiking Day, Garmisch", "fr": "Journée de randonnée alpine, Garmisch", "de": "Alpen-Wandertag, Garmisch"}',
   current_date + 28, current_date + 28, true, 50),
  ('fontainebleau-bloc', 'FR',
   '{"en": "Fontainebleau Bouldering Days", "fr": "Journées bloc à Fontainebleau", "de": "Bouldertage in Fontainebleau"}',
   current_date + 26, current_date + 27, false, 30);
