-- The card an order was paid with (brand and last four digits, as the provider answered them),
-- shown on the confirmation, the order page and the invoice (issue 26 point 23).
alter table order_payments add column card_brand text;
alter table order_payments add column card_last_four text check (card_last_four ~ '^[0-9]{4}$');
