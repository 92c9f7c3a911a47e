-- The card a payment was made with, as a provider answers it with the authorisation (brand and
-- last four digits), for the order, its confirmation and its invoice (issue 26 point 23).
alter table provider_payments add column card_brand text;
alter table provider_payments add column card_last_four text check (card_last_four ~ '^[0-9]{4}$');
