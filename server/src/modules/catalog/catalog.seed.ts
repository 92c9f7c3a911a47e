import type { Queryable } from "../../platform/database/db.types";
import { col, insertColumns } from "../../platform/database/insert-columns";

/** A demo category, as the seed (seed/catalog-generator.ts) makes it. */
export interface CategorySeed {
  categoryId: string;
  parentId: string | null;
  slug: string;
  level: number;
  position: number;
  names: Record<string, string>;
}

/** A SKU of a demo colour. */
export interface SkuSeed {
  upc: string;
  sizeCode: string;
  sizeLabel: string;
  position: number;
}

/** A demo colour variant with its SKUs and its price in each currency, in minor units. */
export interface ColorSeed {
  colorVariantId: string;
  colorCode: string;
  colorName: string;
  /** The colour's name in the other storefront languages (English is colorName). */
  colorNames: Record<string, string>;
  colorFamily: string;
  hex: readonly string[];
  position: number;
  isDefault: boolean;
  prices: Record<string, { originalMinor: number; currentMinor: number }>;
  skus: readonly SkuSeed[];
}

/** A demo style with its colours. */
export interface StyleSeed {
  styleId: string;
  name: string;
  slug: string;
  description: string;
  /** Name and description in the other storefront languages (English is name, description). */
  translations: Record<string, { name: string; description: string }>;
  brand: string;
  productType: string;
  categoryId: string;
  gender: string;
  season: string;
  badge: string | null;
  eyebrow: string | null;
  ratingScore: number;
  reviewsCount: number;
  createdAt: string;
  colors: readonly ColorSeed[];
}

/** A style's rating from its visible reviews: average to one decimal, and how many. */
export interface StyleRating {
  styleId: string;
  score: number;
  count: number;
}

/** True when a catalogue has been loaded (a first start loads the demo one only then). */
export async function catalogHasStyles(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>("select count(*)::int as n from styles");
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Deletes the catalogue before a reload of the demo data, children first. Other areas' rows
 * that point at styles or SKUs by foreign key (stock, product sets) must be cleared before.
 */
export async function clearCatalogSeed(tx: Queryable): Promise<void> {
  for (const table of ["prices", "skus", "colors", "styles", "categories"])
    await tx.query(`delete from ${table}`);
}

/** Writes the demo categories and styles, with their colours, SKUs and prices. */
export async function importCatalogSeed(
  tx: Queryable,
  catalog: { categories: readonly CategorySeed[]; styles: readonly StyleSeed[] },
): Promise<void> {
  // Parents before children: the tree's foreign key checks each row as it lands.
  const categories = [...catalog.categories].sort((a, b) => a.level - b.level);
  await insertColumns(tx, "categories", {
    category_id: col("text", categories, (c) => c.categoryId),
    parent_id: col("text", categories, (c) => c.parentId),
    slug: col("text", categories, (c) => c.slug),
    level: col("smallint", categories, (c) => c.level),
    position: col("integer", categories, (c) => c.position),
    names: col("jsonb", categories, (c) => JSON.stringify(c.names)),
  });
  const styles = catalog.styles;
  await insertColumns(tx, "styles", {
    style_id: col("text", styles, (s) => s.styleId),
    name: col("text", styles, (s) => s.name),
    slug: col("text", styles, (s) => s.slug),
    description: col("text", styles, (s) => s.description),
    translations: col("jsonb", styles, (s) => JSON.stringify(s.translations)),
    brand: col("text", styles, (s) => s.brand),
    product_type: col("text", styles, (s) => s.productType),
    category_id: col("text", styles, (s) => s.categoryId),
    gender: col("text", styles, (s) => s.gender),
    season: col("text", styles, (s) => s.season),
    badge: col("text", styles, (s) => s.badge),
    eyebrow: col("text", styles, (s) => s.eyebrow),
    rating_score: col("float8", styles, (s) => s.ratingScore),
    reviews_count: col("integer", styles, (s) => s.reviewsCount),
    created_at: col("timestamptz", styles, (s) => s.createdAt),
  });
  const colors = styles.flatMap((style) => style.colors.map((color) => ({ style, color })));
  await insertColumns(tx, "colors", {
    color_variant_id: col("text", colors, (c) => c.color.colorVariantId),
    style_id: col("text", colors, (c) => c.style.styleId),
    color_code: col("text", colors, (c) => c.color.colorCode),
    color_name: col("text", colors, (c) => c.color.colorName),
    color_names: col("jsonb", colors, (c) => JSON.stringify(c.color.colorNames)),
    color_family: col("text", colors, (c) => c.color.colorFamily),
    // unnest flattens arrays of arrays, so each colourway's hex list travels as one string.
    hex: {
      ...col("text", colors, (c) => c.color.hex.join(",")),
      select: (name) => `string_to_array(${name}, ',')`,
    },
    position: col("integer", colors, (c) => c.color.position),
    is_default: col("boolean", colors, (c) => c.color.isDefault),
  });
  const skus = colors.flatMap(({ style, color }) =>
    color.skus.map((sku) => ({ style, color, sku })),
  );
  await insertColumns(tx, "skus", {
    upc: col("text", skus, (s) => s.sku.upc),
    color_variant_id: col("text", skus, (s) => s.color.colorVariantId),
    style_id: col("text", skus, (s) => s.style.styleId),
    size_code: col("text", skus, (s) => s.sku.sizeCode),
    size_label: col("text", skus, (s) => s.sku.sizeLabel),
    position: col("integer", skus, (s) => s.sku.position),
  });
  const prices = colors.flatMap(({ color }) =>
    Object.entries(color.prices).map(([currency, price]) => ({ color, currency, price })),
  );
  await insertColumns(tx, "prices", {
    color_variant_id: col("text", prices, (p) => p.color.colorVariantId),
    currency: col("text", prices, (p) => p.currency),
    original_minor: col("integer", prices, (p) => p.price.originalMinor),
    current_minor: col("integer", prices, (p) => p.price.currentMinor),
  });
}

/**
 * Sets every style's rating and reviews count to `ratings` (the reviews area's count of visible
 * reviews after a demo load); a style without a rating there has none: 0 and 0.
 */
export async function importStyleRatings(
  tx: Queryable,
  ratings: readonly StyleRating[],
): Promise<void> {
  await tx.query(
    `update styles s
        set rating_score = coalesce(r.score, 0), reviews_count = coalesce(r.n, 0)
       from styles s2
       left join unnest($1::text[], $2::float8[], $3::int[]) as r(style_id, score, n)
         on r.style_id = s2.style_id
      where s2.style_id = s.style_id`,
    [ratings.map((r) => r.styleId), ratings.map((r) => r.score), ratings.map((r) => r.count)],
  );
}

/** A digital gift card style of the demo store (decision 0076): one colour, one size. */
export interface GiftCardSeed {
  styleId: string;
  colorVariantId: string;
  upc: string;
  name: string;
  description: string;
  /** What the size costs before the shopper picks an amount, in each currency's minor units. */
  priceMinor: number;
  currencies: readonly string[];
}

/**
 * Adds the demo store's gift card style, in the first category (it is bought from its own
 * page, not from a listing); adding it again changes nothing.
 */
export async function importGiftCardSeed(tx: Queryable, card: GiftCardSeed): Promise<void> {
  await tx.query(
    `insert into styles (style_id, name, slug, description, brand, product_type, category_id,
                         gender, season, rating_score, reviews_count, is_digital, created_at)
     select $1, $2, 'ridgeline-e-gift-card', $3, 'Ridgeline', 'Gift card', category_id,
            'unisex', 'all', 0, 0, true, now()
       from categories order by level, position limit 1
     on conflict do nothing`,
    [card.styleId, card.name, card.description],
  );
  await tx.query(
    `insert into colors (color_variant_id, style_id, color_code, color_name, color_family, hex,
                         position, is_default)
     values ($1, $2, 'E', 'E-mail', 'multi', array['#1d3b2f'], 1, true)
     on conflict do nothing`,
    [card.colorVariantId, card.styleId],
  );
  await tx.query(
    `insert into skus (upc, color_variant_id, style_id, size_code, size_label, position)
     values ($1, $2, $3, 'OS', 'One Size', 1) on conflict do nothing`,
    [card.upc, card.colorVariantId, card.styleId],
  );
  await tx.query(
    `insert into prices (color_variant_id, currency, original_minor, current_minor)
     select $1, currency, $3, $3 from unnest($2::text[]) as currency
     on conflict do nothing`,
    [card.colorVariantId, [...card.currencies], card.priceMinor],
  );
}
