-- Any change to the catalogue bumps its cache version (decision 0045): the product documents,
-- tiles and category tree each process keeps are then reloaded.
create trigger categories_cache_version after insert or update or delete or truncate on categories
  for each statement execute function bump_cache_version('catalog');
create trigger styles_cache_version after insert or update or delete or truncate on styles
  for each statement execute function bump_cache_version('catalog');
create trigger colors_cache_version after insert or update or delete or truncate on colors
  for each statement execute function bump_cache_version('catalog');
create trigger skus_cache_version after insert or update or delete or truncate on skus
  for each statement execute function bump_cache_version('catalog');
create trigger prices_cache_version after insert or update or delete or truncate on prices
  for each statement execute function bump_cache_version('catalog');
