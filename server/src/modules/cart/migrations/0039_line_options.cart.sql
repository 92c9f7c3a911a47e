-- What a line carries besides its size and units (000 §3 cart item, §7 add): the gift option
-- (to, e-mail, message), a made-to-order item's recipe and pre-created customs code, and a
-- digital gift card's amount chosen by the shopper (minor units; its price on the line).
alter table cart_items add column gift_option jsonb;
alter table cart_items add column recipe_id text;
alter table cart_items add column customs_code text;
alter table cart_items add column custom_amount_minor integer check (custom_amount_minor > 0);
