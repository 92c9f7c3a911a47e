-- Issue 4: a shopper's profile preferences (the loyalty tables of 0016 are the loyalty area's).
-- docs/decisions/0026-loyalty-profile-and-loyalty.md

-- Profile preferences (000 §3: interests as a pipe-separated string, preferredShoeSize).
create table consumer_preferences (
  consumer_no text primary key references consumers (consumer_no) on delete cascade,
  interests text not null default '',
  preferred_shoe_size text,
  updated_at timestamptz not null default now()
);
