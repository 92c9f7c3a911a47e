-- The bag's billing address (issue 13, decision 0065), stored as the rules passed it.
alter table carts add column billing_address jsonb;
