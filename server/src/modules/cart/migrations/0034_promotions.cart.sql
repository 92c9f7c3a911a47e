-- Promotions (issue 12 point 3, decisions 0055 and 0057): a site's automatic and coded
-- promotions, the codes a shopper applied to a cart, and the redemptions orders record (for
-- per-customer and total limits).
create table promotions (
  promotion_id text primary key,
  site_id text not null,
  -- Per language: {"en": "...", "fr": "...", "de": "..."}.
  names jsonb not null,
  callouts jsonb not null,
  level text not null check (level in ('PRODUCT', 'ORDER', 'SHIPPING')),
  priority integer not null,
  exclusive boolean not null default false,
  -- Upper case; null for an automatic promotion.
  coupon_code text,
  starts_at timestamptz,
  ends_at timestamptz,
  registered_only boolean not null default false,
  condition jsonb not null default '{}',
  reward jsonb not null,
  per_customer_limit integer check (per_customer_limit > 0),
  total_limit integer check (total_limit > 0),
  unique (site_id, coupon_code)
);
create index promotions_of_site on promotions (site_id);

create table cart_coupons (
  basket_id text not null references carts (basket_id) on delete cascade,
  code text not null,
  applied_at timestamptz not null default now(),
  -- One code once per cart: two tabs applying it at once end with one.
  primary key (basket_id, code)
);

create table coupon_redemptions (
  promotion_id text not null references promotions (promotion_id) on delete cascade,
  consumer_no text not null,
  order_no text not null,
  redeemed_at timestamptz not null default now(),
  primary key (promotion_id, order_no)
);
create index coupon_redemptions_by_customer on coupon_redemptions (promotion_id, consumer_no);
