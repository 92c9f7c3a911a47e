-- Mail leaves the machine (decision 0032): each outbox message is tried until a mail server
-- takes it, with back-off between tries, and is given up after a number of attempts.
--   next_attempt_at: when the message may next be claimed. A claim pushes it past the lease, so
--                    a claimed message is invisible to other processes until its run ends (or
--                    its process dies and the lease runs out).
--   claim_id:        the run holding the message; its retry and failure marks need it.
--   last_error:      the last reason a try failed (the mail server's reply, or the connection's).
--   failed_at:       given up: refused for good (5xx) or out of attempts. Never tried again.
alter table outbox add column next_attempt_at timestamptz not null default now();
alter table outbox add column claim_id text;
alter table outbox add column last_error text;
alter table outbox add column failed_at timestamptz;
-- A message an older server holds right now keeps the rest of its lease.
update outbox set next_attempt_at = claimed_at + interval '300 seconds'
 where sent_at is null and claimed_at is not null;

drop index if exists outbox_pending_idx;
create index outbox_due_idx on outbox (next_attempt_at, message_id)
  where sent_at is null and failed_at is null;
