-- A loyalty voucher on the cart (000 §7 PUT /cart/v1/cart/{basketId}/reward): the points of the
-- voucher tier the member applied. The points are spent when the order is placed (issue 13);
-- until then the cart only shows the voucher's value off the bag.
alter table carts add column reward_points integer check (reward_points > 0);
