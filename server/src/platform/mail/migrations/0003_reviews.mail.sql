-- The mail platform's part of 0003_reviews.

-- The store's mail outbox: messages are written here in the transaction that decides to send
-- them, and a delivery job claims them (for update skip locked) and hands them to a transport.
create table outbox (
  message_id bigserial primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0
);
create index outbox_pending_idx on outbox (created_at) where sent_at is null;
