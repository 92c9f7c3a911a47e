-- The notifications area's part of 0003_reviews.

-- Back-in-stock sign-ups; notified_at is set when the restock e-mail was queued.
create table stock_notifications (
  upc text not null,
  email text not null,
  locale text not null,
  created_at timestamptz not null default now(),
  notified_at timestamptz,
  primary key (upc, email)
);
create index stock_notifications_pending_idx on stock_notifications (upc) where notified_at is null;
