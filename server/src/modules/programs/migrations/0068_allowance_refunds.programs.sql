-- Part of an allowance spend given back, to the year it was taken from (a return's refund,
-- issue 14, decision 0075).
alter table program_spend_entries add column refunded_minor bigint not null default 0
  check (refunded_minor >= 0 and refunded_minor <= amount_minor);
