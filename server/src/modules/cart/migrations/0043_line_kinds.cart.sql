-- A line is a size of a product as made: two made-to-order items of one size with different
-- recipes, or two gift cards of one design with different amounts, are two lines, not one
-- line whose recipe or amount the second add overwrote.
alter table cart_items drop constraint cart_items_basket_id_upc_key;
create unique index cart_items_one_line_per_kind on cart_items
  (basket_id, upc, (coalesce(recipe_id, '')), (coalesce(custom_amount_minor, 0)));
