-- TAX310 (decision 0064): each write to a cart moves its revision; the tax its answer showed is
-- kept with the revision it was for. A later read of the same revision whose tax differs (a
-- store's or collection point's province changed, a rate changed) tells the shopper.
alter table carts add column revision integer not null default 0;
alter table carts add column tax_shown_minor integer;
alter table carts add column tax_shown_revision integer;
