import { z } from "zod";
import { withProductColor, type ProductDetails, type ProductTile } from "@ridgeline/contract";

/** How many photos the built-in gallery shows (its grid: 2 rows of 4 wide, 4 of 2 on phones). */
export const GALLERY_PHOTOS_SHOWN = 8;

const PHOTO = z.object({
  url: z.string().regex(/^\/(?!\/)/, "a store path"),
  alt: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  /** The product page the photo shows, when it shows one. */
  href: z
    .string()
    .regex(/^\/(?!\/)/)
    .nullable(),
});
export type GalleryPhoto = z.infer<typeof PHOTO>;

/**
 * What `/{locale}/gallery-photos` answers (the built-in social-photo service): the photos, and on
 * a product the style id the second provider tags its widget with (001 §7 "masterId").
 */
export const GALLERY_ANSWER = z.object({
  masterId: z.string().nullable(),
  photos: z.array(PHOTO).max(GALLERY_PHOTOS_SHOWN),
});
export type GalleryAnswer = z.infer<typeof GALLERY_ANSWER>;

export const NO_PHOTOS: GalleryAnswer = { masterId: null, photos: [] };

/** Only store pictures (`/images/…`): the gallery shows the store's own media. */
const isStorePath = (url: string) => /^\/(?!\/)/.test(url);

/**
 * A product's photos: each colour's pictures, the default colour first, each linking to the
 * product page in that colour.
 */
export function photosOfProduct(product: ProductDetails): GalleryAnswer {
  const colors = [...product.attributes.colors].sort(
    (a, b) => Number(b.defaultColor) - Number(a.defaultColor),
  );
  const ids = [...colors.map((color) => color.id), ...Object.keys(product.images)];
  const seen = new Set<string>();
  const photos: GalleryPhoto[] = [];
  for (const id of ids) {
    for (const image of product.images[id] ?? []) {
      if (seen.has(image.url) || !isStorePath(image.url)) continue;
      seen.add(image.url);
      photos.push({ ...image, href: withProductColor(product.url, id) });
    }
  }
  return { masterId: product.productId, photos: photos.slice(0, GALLERY_PHOTOS_SHOWN) };
}

/** A listing's photos: each product's picture, linking to it. */
export function photosOfTiles(tiles: readonly ProductTile[]): GalleryAnswer {
  const photos = tiles
    .filter((tile) => isStorePath(tile.image.url))
    .map((tile) => ({ ...tile.image, href: tile.url }));
  return { masterId: null, photos: photos.slice(0, GALLERY_PHOTOS_SHOWN) };
}
