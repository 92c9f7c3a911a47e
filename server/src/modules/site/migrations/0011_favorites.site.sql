-- The site area's part of 0011_favorites (the lists themselves are the favourites area's).

-- The per-site setting of §6. Sites are demo data reloaded by `npm run seed`, which leaves
-- the column at its default.
alter table sites add column if not exists allow_favorites boolean not null default true;
