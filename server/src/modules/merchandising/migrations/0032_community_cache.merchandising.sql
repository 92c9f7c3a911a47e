-- Any change to the product sets bumps their cache version (decision 0052): each process then
-- rereads the sets of a style and the sets by id it keeps. Shoppers' product views are not
-- under it (they change on every view and are never cached).
create trigger product_sets_cache_version after insert or update or delete or truncate on product_sets
  for each statement execute function bump_cache_version('product-sets');
create trigger product_set_items_cache_version after insert or update or delete or truncate on product_set_items
  for each statement execute function bump_cache_version('product-sets');
