-- Versions of what the processes cache for every shopper (decision 0045): a table's owner adds
-- a trigger that bumps its name's version in the same transaction as the change, so a process
-- that reads a new version sees the committed data that made it.
create table cache_versions (
  name text primary key,
  version bigint not null
);

create function bump_cache_version() returns trigger language plpgsql as $$ begin insert into cache_versions (name, version) values (tg_argv[0], 1) on conflict (name) do update set version = cache_versions.version + 1; return null; end $$;
