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

const STYLE_COLUMNS = `s.style_id, s.name, s.slug, s.description, s.brand, s.product_type, s.category_id,
  s.season, s.badge, s.eyebrow, s.rating_score, s.reviews_count, s.is_customs, s.is_digital`;

export async function selectStyle(db: Queryable, styleId: string): Promise<StyleRow | null> {
  const rows = await db.query<StyleRow>(
    `select ${STYLE_COLUMNS} from styles s where s.style_id = $1`,
    [styleId],
  );
  return rows[0] ?? null;
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

/** Colours of some styles with their price in one currency (null when not priced there). */
export async function selectColors(
  db: Queryable,
  styleIds: readonly string[],
  currency: Currency,
): Promise<ColorRow[]> {
  return db.query<ColorRow>(
    `select c.color_variant_id, c.style_id, c.color_name, c.hex, c.position, c.is_default,
            p.original_minor, p.current_minor
       from colors c
       left join prices p on p.color_variant_id = c.color_variant_id and p.currency = $2
      where c.style_id = any($1::text[])
      order by c.style_id, c.position`,
    [[...styleIds], currency],
  );
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

/** What a cart needs to show and price some SKUs. */
export async function selectOffers(
  db: Queryable,
  upcs: readonly string[],
  currency: Currency,
): Promise<OfferRow[]> {
  if (upcs.length === 0) return [];
  return db.query<OfferRow>(
    `select k.upc, k.color_variant_id, k.size_code, k.size_label, k.position, c.color_name,
            p.original_minor, p.current_minor, ${STYLE_COLUMNS}
       from skus k
       join colors c on c.color_variant_id = k.color_variant_id
       join styles s on s.style_id = k.style_id
       left join prices p on p.color_variant_id = k.color_variant_id and p.currency = $2
      where k.upc = any($1::text[])`,
    [[...upcs], currency],
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

export async function selectStyles(
  db: Queryable,
  styleIds: readonly string[],
): Promise<StyleRow[]> {
  if (styleIds.length === 0) return [];
  return db.query<StyleRow>(
    `select ${STYLE_COLUMNS} from styles s where s.style_id = any($1::text[])`,
    [[...styleIds]],
  );
}
