-- How the last answer of a write split the bag's total between its stored-value tenders and
-- the provider's remainder, for the revision in tax_shown_revision (decision 0079): placement
-- holds the order to it, so no tender, and no card, pays more than the shopper was shown.
alter table carts add column split_shown jsonb;
