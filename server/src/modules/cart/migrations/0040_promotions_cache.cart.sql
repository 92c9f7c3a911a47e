-- The site's promotions are the same for every shopper: each process keeps them until this
-- version moves (decision 0045), instead of reading them on every cart read.
create trigger promotions_cache_version after insert or update or delete or truncate on promotions
  for each statement execute function bump_cache_version('promotions');
