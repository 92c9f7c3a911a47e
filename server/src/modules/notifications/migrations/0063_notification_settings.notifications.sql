-- A shopper's back-in-stock setting (issue 14 point 7, decision 0073), by the e-mail address the
-- sign-ups are kept under. Off: restock e-mails to the address are held back; the sign-ups wait.
create table notification_settings (
  email text primary key,
  back_in_stock boolean not null default true,
  updated_at timestamptz not null default now()
);
