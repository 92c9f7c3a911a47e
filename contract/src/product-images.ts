/**
 * The widths the media area draws a product picture at (`?w=`), for `srcset`: a phone's
 * two-column grid at 2x picks 400, a desktop's product page 800 (decision 0047).
 */
export const PRODUCT_IMAGE_WIDTHS = [200, 400, 600, 800] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

export function isProductImageWidth(value: number): value is ProductImageWidth {
  return (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(value);
}

/** A picture's URL at one width; the URL itself is the full-size picture. */
export function productImageAt(url: string, width: ProductImageWidth): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

/** The `srcset` of a product picture: every drawn width up to the picture's own. */
export function productImageSrcSet(url: string, ownWidth: number): string {
  return PRODUCT_IMAGE_WIDTHS.filter((width) => width <= ownWidth)
    .map((width) => `${productImageAt(url, width)} ${width}w`)
    .join(", ");
}
