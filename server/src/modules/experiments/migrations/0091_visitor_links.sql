-- Which customer a visitor id stands for, as the store itself linked them (issue 29): only a
-- signed-in shopper's own page server links its visitor id (with targeting consent), so the
-- audience-data query answers for no identity a caller merely claims. A link lasts as long as
-- the segment pass it came with and is renewed with it; withdrawing targeting consent ends it.
create table if not exists visitor_links (
  vuid text primary key check (vuid ~ '^vuid_[A-Za-z0-9_-]{1,27}$'),
  customer_no text not null,
  linked_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists visitor_links_expiry_idx on visitor_links (expires_at);

-- Identify events sent with the public key no longer link anyone: their index goes.
drop index if exists audience_events_link_idx;
