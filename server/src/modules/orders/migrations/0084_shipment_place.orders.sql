-- Where a shipment is collected and how long it takes (issue 26 point 19, decision 0083): the
-- collection point of a PUDO home shipment or the store of a pickup or ship-to-store one (name
-- and address, as the bag showed it), and the method's delivery time ("3-5" business days, "0"
-- today, "18:00-20:00" a same-day window), so the confirmation, the order page, the e-mails and
-- the documents say the same as the review did, without asking the stores area again.
alter table order_shipments add column place jsonb;
alter table order_shipments add column delivery_time text;
