-- Foundation, the inventory area's part: stock per SKU and location. Its foreign key needs the
-- catalogue's skus, which 0001_foundation.catalog.sql creates first (parts run in name order).

-- location_id is 'online' for the web warehouse, otherwise a store id.
create table inventory (
  upc text not null references skus (upc) on delete cascade,
  location_id text not null,
  quantity integer not null check (quantity >= 0),
  primary key (upc, location_id)
);
