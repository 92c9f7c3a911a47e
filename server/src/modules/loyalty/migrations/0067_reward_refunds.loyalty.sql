-- Part of a reward's spend given back (a return's refund, issue 14, decision 0075).
alter table loyalty_reward_spends add column refunded_minor bigint not null default 0
  check (refunded_minor >= 0 and refunded_minor <= amount_minor);
