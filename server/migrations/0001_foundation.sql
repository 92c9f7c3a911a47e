-- Foundation: sites, the catalogue, stores and stock, shopper sessions and carts.
-- Money is stored in integer minor units next to its currency.

create table sites (
  site_id text primary key,
  locale text not null unique,
  country char(2) not null,
  language char(2) not null,
  currency char(3) not null,
  name text not null,
  is_default boolean not null default false
);

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

create table stores (
  store_id text primary key,
  name text not null,
  address_line1 text not null,
  city text not null,
  province text,
  postal_code text not null,
  country char(2) not null,
  phone text not null,
  latitude double precision not null,
  longitude double precision not null,
  timezone text not null,
  hours jsonb not null,
  pickup_enabled boolean not null
);

-- location_id is 'online' for the web warehouse, otherwise a store id.
create table inventory (
  upc text not null references skus (upc) on delete cascade,
  location_id text not null,
  quantity integer not null check (quantity >= 0),
  primary key (upc, location_id)
);

create table shopper_sessions (
  token_hash text primary key,
  consumer_no text not null,
  consumer_type text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index shopper_sessions_consumer_idx on shopper_sessions (consumer_no);

-- Cart lines keep SKU ids, not foreign keys: reloading the demo catalogue must not drop carts.
create table carts (
  basket_id text primary key,
  consumer_no text not null,
  site_id text not null,
  locale text not null,
  currency char(3) not null,
  status text not null default 'open' check (status in ('open', 'ordered', 'abandoned')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- One open cart per shopper and site: a second one could split a shopper's bag.
create unique index carts_one_open_per_shopper on carts (consumer_no, site_id) where status = 'open';

create table cart_items (
  item_id text primary key,
  basket_id text not null references carts (basket_id) on delete cascade,
  upc text not null,
  product_id text not null,
  qty integer not null check (qty > 0),
  max_qty integer not null check (max_qty > 0),
  position integer not null,
  created_at timestamptz not null default now(),
  unique (basket_id, upc)
);
