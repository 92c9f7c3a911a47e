-- Product copy in the storefront's other languages. English stays in styles.name,
-- styles.description and colors.color_name; these hold the translations by language code:
--   styles.translations  {"fr": {"name": "…", "description": "…"}, "de": {"name": "…", "description": "…"}}
--   colors.color_names   {"fr": "Bleu marine", "de": "Marineblau"}
-- A missing language or key means "show the English".

alter table styles add column translations jsonb not null default '{}';
alter table colors add column color_names jsonb not null default '{}';
