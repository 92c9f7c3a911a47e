-- An order can wait for its payment (a 3-D Secure challenge: 000 §4) and fail when the challenge
-- does; a failed order gives its bag back, so one bag has at most one order that is not failed.
alter table orders drop constraint orders_status_check;
alter table orders add constraint orders_status_check
  check (status in ('pending', 'placed', 'processing', 'shipped', 'delivered', 'cancelled',
                    'failed'));
alter table orders drop constraint orders_basket_id_key;
create unique index orders_one_per_bag on orders (basket_id) where status <> 'failed';

alter table order_payments drop constraint order_payments_status_check;
alter table order_payments add constraint order_payments_status_check
  check (status in ('pending', 'authorised', 'captured', 'voided', 'refunded'));
