-- Whether a cart's owner has an account (decision 0062). A registered shopper's cart asked for
-- with someone else's token is AUT498 ("invalid customer"): the web drops it and starts an empty
-- bag, rather than copying a signed-in shopper's lines into another session as it does for a
-- lapsed guest's cart (BSK404). Carts made before this column count as guests' carts.
alter table carts add column owner_registered boolean not null default false;
