-- The language an order was placed in (issue 14): its later e-mails (shipped, delivered,
-- cancelled, return label, refund) and documents speak it. Set with the confirmation e-mail;
-- null for orders placed before, which fall back to their site's default locale.
alter table orders add column locale text;
