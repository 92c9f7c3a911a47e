-- Foundation, the stores area's part: the physical stores, their opening hours and pickup.

create table stores (
  store_id text primary key,
  name text not null,
  address_line1 text not null,
  city text not null,
  province text,
  postal_code text not null,
  country char(2) not null,
  phone text not null,
  latitude double precision not null,
  longitude double precision not null,
  timezone text not null,
  hours jsonb not null,
  pickup_enabled boolean not null
);
