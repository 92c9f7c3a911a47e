-- The saga's provider payment and what it was for, kept on the attempt so that a restarted
-- process (recovery) can void or capture it; `challenge` is an attempt whose order waits for
-- the shopper's 3-D Secure result.
alter table checkout_attempts drop constraint checkout_attempts_step_check;
alter table checkout_attempts add constraint checkout_attempts_step_check
  check (step in ('begun', 'reserved', 'authorised', 'challenge', 'ordered', 'captured',
                  'settled', 'failed'));
alter table checkout_attempts add column payment_id text;
alter table checkout_attempts add column plan jsonb;
create index checkout_attempts_order_idx on checkout_attempts (order_no) where order_no is not null;
