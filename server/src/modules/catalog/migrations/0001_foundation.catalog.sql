-- Foundation, the catalogue's part: categories, styles, their colours, SKUs and prices.
-- Money is stored in integer minor units next to its currency.

create table categories (
  category_id text primary key check (category_id ~ '^[0-9]{4,10}$'),
  parent_id text references categories (category_id) on delete cascade,
  slug text not null,
  level smallint not null check (level between 1 and 3),
  position integer not null,
  names jsonb not null
);
create index categories_parent_idx on categories (parent_id);

create table styles (
  style_id text primary key check (style_id ~ '^[A-Z0-9]{8}$'),
  name text not null,
  slug text not null,
  description text not null,
  brand text not null,
  product_type text not null,
  category_id text not null references categories (category_id),
  gender text not null,
  season text not null,
  badge text,
  eyebrow text,
  rating_score double precision not null check (rating_score between 0 and 5),
  reviews_count integer not null check (reviews_count >= 0),
  is_customs boolean not null default false,
  is_digital boolean not null default false,
  created_at timestamptz not null
);
create index styles_category_idx on styles (category_id);

create table colors (
  color_variant_id text primary key check (color_variant_id ~ '^[A-Z0-9]{9,11}$'),
  style_id text not null references styles (style_id) on delete cascade,
  color_code text not null,
  color_name text not null,
  color_family text not null,
  hex text[] not null,
  position integer not null,
  is_default boolean not null
);
create index colors_style_idx on colors (style_id);

create table skus (
  upc text primary key check (upc ~ '^[0-9]{12,14}$'),
  color_variant_id text not null references colors (color_variant_id) on delete cascade,
  style_id text not null references styles (style_id) on delete cascade,
  size_code text not null,
  size_label text not null,
  position integer not null
);
create index skus_color_idx on skus (color_variant_id);

create table prices (
  color_variant_id text not null references colors (color_variant_id) on delete cascade,
  currency char(3) not null,
  original_minor integer not null check (original_minor > 0),
  current_minor integer not null check (current_minor > 0 and current_minor <= original_minor),
  primary key (color_variant_id, currency)
);
