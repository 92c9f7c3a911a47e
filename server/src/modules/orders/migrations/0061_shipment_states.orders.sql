-- A shipment's own state (decision 0072): pending → shipped (carrier, tracking number) →
-- delivered; a pickup or ship-to-store shipment is ready at the store, then collected.
alter table order_shipments add column status text not null default 'pending'
  check (status in ('pending', 'shipped', 'delivered', 'ready', 'collected'));
alter table order_shipments add column carrier text;
alter table order_shipments add column tracking_number text;
alter table order_shipments add column shipped_at timestamptz;
alter table order_shipments add column delivered_at timestamptz;
