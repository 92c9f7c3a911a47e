import { productImagePath, productPath, toMajor, type ProductTile } from "@ridgeline/contract";
import type { SiteScope } from "../../platform/http/request-scope";
import type { ColorRow, StyleRow } from "./catalog.tables";
import { colorImageAlt } from "./product-copy.helpers";

/** The drawn picture of a colourway, as tiles and product details describe it. */
/** The size every product picture is drawn at (modules/media draws them). */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1000;

export function productImage(colorVariantId: string, alt: string) {
  return {
    url: productImagePath(colorVariantId),
    alt,
    width: PRODUCT_IMAGE_WIDTH,
    height: PRODUCT_IMAGE_HEIGHT,
  };
}

/** A listing tile from a style and its colours; null when no colour is priced in the currency. */
export function buildTile(
  style: StyleRow,
  colors: readonly ColorRow[],
  site: SiteScope,
): ProductTile | null {
  const priced = colors.filter(
    (color) =>
      color.style_id === style.style_id &&
      color.current_minor !== null &&
      color.original_minor !== null,
  );
  const first = priced.find((color) => color.is_default) ?? priced[0];
  if (!first) return null;
  const money = (minor: number) => toMajor(minor, site.currency);
  const currents = priced.map((color) => color.current_minor ?? 0);
  const originals = priced.map((color) => color.original_minor ?? 0);
  return {
    productId: style.style_id,
    name: style.name,
    url: productPath(site.locale, style.slug, style.style_id),
    image: productImage(first.color_variant_id, style.name),
    colors: priced.map((color) => ({
      colorVariantId: color.color_variant_id,
      label: color.color_name,
      hex: color.hex[0] ?? "#8A8A8A",
      image: productImage(
        color.color_variant_id,
        colorImageAlt(style.name, color.color_name, site.language),
      ),
    })),
    price: {
      currency: site.currency,
      lowCurrent: money(Math.min(...currents)),
      highCurrent: money(Math.max(...currents)),
      lowOriginal: money(Math.min(...originals)),
      highOriginal: money(Math.max(...originals)),
    },
    rating: { score: style.rating_score, reviewsCount: style.reviews_count },
    badge: style.badge,
  };
}
