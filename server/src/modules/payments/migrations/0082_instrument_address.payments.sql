-- A saved card's billing address (000 §3 Payment instrument `address`, issue 26 point 13):
-- null for gift cards and for cards saved without one.
alter table payment_instruments add column billing_address jsonb;
