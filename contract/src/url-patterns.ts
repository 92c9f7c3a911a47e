/**
 * The path patterns of spec 000 §2 and 001 §2. Canonical links use the first reading
 * (`{slug}-{id}`); the parsers also accept the alternative readings (`-c{id}`, `-p{id}`,
 * and a product id followed by a colour code).
 */
export const LOCALE_PATTERN = /^[a-z]{2}-[a-z0-9]{2,3}$/;
export const STYLE_ID_PATTERN = /^[A-Z0-9]{8}$/;
export const PRODUCT_ID_PATTERN = /^[A-Z0-9]{8,11}$/;
export const CATEGORY_ID_PATTERN = /^\d{4,10}$/;

const CATEGORY_SEGMENT = /^(?:(.*)-)?c?(\d{4,10})$/;
const PRODUCT_SEGMENT = /^(?:(.*)-)?p?([A-Z0-9]{8,11})$/;

export function isLocale(value: string): boolean {
  return LOCALE_PATTERN.test(value);
}

/** A style id is 8 uppercase alphanumerics; anything longer is a colour variant (spec 000 §5). */
export function isStyleId(productId: string): boolean {
  return STYLE_ID_PATTERN.test(productId);
}

export function parseCategorySegment(segment: string): { slug: string; categoryId: string } | null {
  const match = CATEGORY_SEGMENT.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? "", categoryId: match[2] };
}

export function parseProductSegment(segment: string): { slug: string; productId: string } | null {
  const match = PRODUCT_SEGMENT.exec(segment);
  if (!match?.[2]) return null;
  return { slug: match[1] ?? "", productId: match[2] };
}

export function categoryPath(locale: string, slug: string, categoryId: string): string {
  return `/${locale}/c/${slug}-${categoryId}`;
}

export function productPath(locale: string, slug: string, productId: string): string {
  return `/${locale}/p/${slug}-${productId}`;
}

export function productImagePath(colorVariantId: string): string {
  return `/images/products/${colorVariantId}.svg`;
}

/** A product page showing one colour (spec 001 §2's `?color=` reading of a colour variant). */
export function productColorPath(
  locale: string,
  slug: string,
  productId: string,
  colorVariantId: string,
): string {
  return withProductColor(productPath(locale, slug, productId), colorVariantId);
}

/** A product page link with its colour replaced (or added), keeping the rest of the link. */
export function withProductColor(url: string, colorVariantId: string): string {
  const [path = "", query = ""] = url.split("?", 2);
  const params = new URLSearchParams(query);
  params.set("color", colorVariantId);
  return `${path}?${params.toString()}`;
}

/** The colour a product page link names (`?color=`), or null. */
export function colorOfProductUrl(url: string): string | null {
  const query = url.split("?", 2)[1];
  return query ? new URLSearchParams(query).get("color") : null;
}
