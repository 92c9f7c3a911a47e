-- A change to the sites bumps their cache version (decision 0045): every process rereads them.
create trigger sites_cache_version after insert or update or delete or truncate on sites
  for each statement execute function bump_cache_version('site');
