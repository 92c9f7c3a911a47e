-- Delivery (issue 12 point 4, decision 0058): where each line goes, and how the cart's home
-- shipment travels. A line goes home, to a store for pickup from its shelves, or to a store
-- from the warehouse (ship to store); the store is named for the last two only.
alter table cart_items add column delivery text not null default 'home'
  check (delivery in ('home', 'pickup', 'sts'));
alter table cart_items add column store_id text;
alter table cart_items add constraint cart_items_delivery_store
  check ((delivery = 'home') = (store_id is null));
-- The last change the store made to the line's delivery (PickupToSth…), shown until the next
-- write by the shopper.
alter table cart_items add column delivery_change text;

-- The home shipment: its validated address (the contract's address fields) and chosen method;
-- by_shopper: the shopper chose it (shopperAppliedSM), so a downgrade is told, not silent.
alter table carts add column shipping_address jsonb;
alter table carts add column shipping_method text;
alter table carts add column shipping_method_by_shopper boolean not null default false;
-- Set when the chosen method stopped applying and the cart fell back to another one.
alter table carts add column shipping_method_downgraded boolean not null default false;
