-- The collection point (a pickup-enabled store, `/stores/v1/collectionPoints`) the home shipment
-- goes to when its method is PUDO (decision 0063); null for every other method.
alter table carts add column collection_point text;
