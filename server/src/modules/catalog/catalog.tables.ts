import type { Currency } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export interface CategoryRow {
  category_id: string;
  parent_id: string | null;
  slug: string;
  level: number;
  position: number;
  names: Record<string, string>;
}

export interface StyleRow {
  style_id: string;
  name: string;
  slug: string;
  description: string;
  brand: string;
  product_type: string;
  category_id: string;
  season: string;
  badge: string | null;
  eyebrow: string | null;
  rating_score: number;
  reviews_count: number;
  is_customs: boolean;
  is_digital: boolean;
}

export interface ColorRow {
  color_variant_id: string;
  style_id: string;
  color_name: string;
  hex: string[];
  position: number;
  is_default: boolean;
  original_minor: number | null;
  current_minor: number | null;
}

export interface SkuRow {
  upc: string;
  color_variant_id: string;
  style_id: string;
  size_code: string;
  size_label: string;
  position: number;
}

export async function selectCategories(db: Queryable): Promise<CategoryRow[]> {
  return db.query<CategoryRow>(
    "select category_id, parent_id, slug, level, position, names from categories order by level, position",
  );
}

// Copy in the site's language, else the English column. `lang` is the SQL placeholder of the
// language parameter ("$2"). styles.translations is {"fr": {"name", "description"}, "de": …},
// colors.color_names {"fr": "…", "de": …}; an empty string counts as no translation.
const styleName = (lang: string) =>
  `coalesce(nullif(s.translations -> ${lang}::text ->> 'name', ''), s.name) as name`;
const styleDescription = (lang: string) =>
  `coalesce(nullif(s.translations -> ${lang}::text ->> 'description', ''), s.description) as description`;
const colorName = (lang: string) =>
  `coalesce(nullif(c.color_names ->> ${lang}::text, ''), c.color_name) as color_name`;

const styleColumns = (lang: string) => `s.style_id, ${styleName(lang)}, s.slug,
  ${styleDescription(lang)}, s.brand, s.product_type, s.category_id, s.season, s.badge,
  s.eyebrow, s.rating_score, s.reviews_count, s.is_customs, s.is_digital`;

/** A style with its name and description in `language` (English when not translated). */
export async function selectStyle(
  db: Queryable,
  styleId: string,
  language: string,
): Promise<StyleRow | null> {
  const rows = await db.query<StyleRow>(
    `select ${styleColumns("$2")} from styles s where s.style_id = $1`,
    [styleId, language],
  );
  return rows[0] ?? null;
}

export async function styleExists(db: Queryable, styleId: string): Promise<boolean> {
  const rows = await db.query("select 1 from styles where style_id = $1", [styleId]);
  return rows.length > 0;
}

export async function selectStyleIdOfColor(
  db: Queryable,
  colorVariantId: string,
): Promise<string | null> {
  const rows = await db.query<{ style_id: string }>(
    "select style_id from colors where color_variant_id = $1",
    [colorVariantId],
  );
  return rows[0]?.style_id ?? null;
}

/** The currency and language a query prices and names products in. */
export interface Market {
  currency: Currency;
  language: string;
}

/**
 * Colours of some styles with their price in one currency (null when not priced there) and
 * their name in one language.
 */
export async function selectColors(
  db: Queryable,
  styleIds: readonly string[],
  market: Market,
): Promise<ColorRow[]> {
  return db.query<ColorRow>(
    `select c.color_variant_id, c.style_id, ${colorName("$3")}, c.hex, c.position, c.is_default,
            p.original_minor, p.current_minor
       from colors c
       left join prices p on p.color_variant_id = c.color_variant_id and p.currency = $2
      where c.style_id = any($1::text[])
      order by c.style_id, c.position`,
    [[...styleIds], market.currency, market.language],
  );
}

/** The style a SKU belongs to, or null for an unknown UPC. */
export async function selectStyleOfUpc(db: Queryable, upc: string): Promise<string | null> {
  const [row] = await db.query<{ style_id: string }>("select style_id from skus where upc = $1", [
    upc,
  ]);
  return row?.style_id ?? null;
}

export async function selectSkusOfStyle(db: Queryable, styleId: string): Promise<SkuRow[]> {
  return db.query<SkuRow>(
    `select upc, color_variant_id, style_id, size_code, size_label, position
       from skus where style_id = $1 order by color_variant_id, position`,
    [styleId],
  );
}

export interface OfferRow extends SkuRow, StyleRow {
  color_name: string;
  original_minor: number | null;
  current_minor: number | null;
}

/** What a cart needs to show and price some SKUs, named in the market's language. */
export async function selectOffers(
  db: Queryable,
  upcs: readonly string[],
  market: Market,
): Promise<OfferRow[]> {
  if (upcs.length === 0) return [];
  return db.query<OfferRow>(
    `select k.upc, k.color_variant_id, k.size_code, k.size_label, k.position, ${colorName("$3")},
            p.original_minor, p.current_minor, ${styleColumns("$3")}
       from skus k
       join colors c on c.color_variant_id = k.color_variant_id
       join styles s on s.style_id = k.style_id
       left join prices p on p.color_variant_id = k.color_variant_id and p.currency = $2
      where k.upc = any($1::text[])`,
    [[...upcs], market.currency, market.language],
  );
}

export async function selectColorArt(
  db: Queryable,
  colorVariantId: string,
): Promise<{ product_type: string; hex: string[] } | null> {
  const rows = await db.query<{ product_type: string; hex: string[] }>(
    `select s.product_type, c.hex from colors c join styles s on s.style_id = c.style_id
      where c.color_variant_id = $1`,
    [colorVariantId],
  );
  return rows[0] ?? null;
}

/** The categories a style is listed under: its own, then each parent up to the top. */
export async function selectCategoryPathOfStyle(db: Queryable, styleId: string): Promise<string[]> {
  const rows = await db.query<{ category_id: string }>(
    `with recursive path as (
       select c.category_id, c.parent_id, 0 as depth
         from styles s join categories c on c.category_id = s.category_id
        where s.style_id = $1
       union all
       select c.category_id, c.parent_id, p.depth + 1
         from categories c join path p on c.category_id = p.parent_id)
     select category_id from path order by depth`,
    [styleId],
  );
  return rows.map((row) => row.category_id);
}

/** Stores a style's rating summary (average score and number of reviews). */
export async function updateStyleRating(
  db: Queryable,
  styleId: string,
  score: number,
  count: number,
): Promise<void> {
  await db.query("update styles set rating_score = $2, reviews_count = $3 where style_id = $1", [
    styleId,
    score,
    count,
  ]);
}

/**
 * Sets one colour's price in one currency (the original kept when not given); answers its
 * style, "above original" when the price would pass the original, or null when the colour has
 * no price in that currency.
 */
export async function updatePrice(
  db: Queryable,
  change: {
    colorVariantId: string;
    currency: string;
    currentMinor: number;
    originalMinor?: number | undefined;
  },
): Promise<string | "above original" | null> {
  const rows = await db.query<{ style_id: string; fits: boolean }>(
    `with found as (
       select p.color_variant_id, c.style_id,
              $3::int <= coalesce($4::int, p.original_minor) as fits
         from prices p join colors c on c.color_variant_id = p.color_variant_id
        where p.color_variant_id = $1 and p.currency = $2
        for update of p),
     changed as (
       update prices p set current_minor = $3, original_minor = coalesce($4::int, p.original_minor)
         from found f
        where f.fits and p.color_variant_id = f.color_variant_id and p.currency = $2)
     select style_id, fits from found`,
    [change.colorVariantId, change.currency, change.currentMinor, change.originalMinor ?? null],
  );
  const [row] = rows;
  if (!row) return null;
  return row.fits ? row.style_id : "above original";
}

export async function selectStyles(
  db: Queryable,
  styleIds: readonly string[],
  language: string,
): Promise<StyleRow[]> {
  if (styleIds.length === 0) return [];
  return db.query<StyleRow>(
    `select ${styleColumns("$2")} from styles s where s.style_id = any($1::text[])`,
    [[...styleIds], language],
  );
}

/** The first size of the catalogue's first digital gift card style, or null (decision 0076). */
export async function selectGiftCardSku(
  db: Queryable,
): Promise<{ style_id: string; upc: string; name: string } | null> {
  const [row] = await db.query<{ style_id: string; upc: string; name: string }>(
    `select k.style_id, k.upc, s.name
       from styles s join skus k on k.style_id = s.style_id
      where s.is_digital
      order by s.style_id, k.color_variant_id, k.position limit 1`,
  );
  return row ?? null;
}
