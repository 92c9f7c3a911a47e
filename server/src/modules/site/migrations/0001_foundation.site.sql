-- Foundation, the site area's part: the storefront's sites (locale, country, currency).
-- (0001_foundation was one file for every area; each area now keeps its own part of it.)

create table sites (
  site_id text primary key,
  locale text not null unique,
  country char(2) not null,
  language char(2) not null,
  currency char(3) not null,
  name text not null,
  is_default boolean not null default false
);
