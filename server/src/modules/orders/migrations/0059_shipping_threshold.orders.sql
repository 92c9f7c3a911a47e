-- Where the order stood against the free-shipping threshold when placed (000 §4: "shipping
-- threshold status is saved after an order"); null when the site had no such promotion.
alter table orders add column shipping_threshold text
  check (shipping_threshold in ('Threshold Reached', 'Above Threshold', 'Below Threshold'));
