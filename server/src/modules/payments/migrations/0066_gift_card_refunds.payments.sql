-- Part of a gift card spend given back (a return's refund, issue 14, decision 0075): the card
-- gets the amount back and the spend keeps count, so refunds never give back more than it took.
alter table gift_card_redemptions add column refunded_minor bigint not null default 0
  check (refunded_minor >= 0 and refunded_minor <= amount_minor);
