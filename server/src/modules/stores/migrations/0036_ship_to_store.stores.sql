-- Whether a store takes ship-to-store parcels from the warehouse for collection (issue 12,
-- decision 0058). Pickup from the store's shelves is pickup_enabled.
alter table stores add column ship_to_store boolean not null default true;
