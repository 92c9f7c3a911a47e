import { withProductColor, type ProductDetails, type ProductTile } from "@ridgeline/contract";

/** How many photos the built-in gallery shows (its grid: 2 rows of 4 wide, 4 of 2 on phones). */
export const GALLERY_PHOTOS_SHOWN = 8;

export interface GalleryPhoto {
  /** A store path (`/images/…`): the gallery shows the store's own media. */
  url: string;
  alt: string;
  width: number;
  height: number;
  /** The product page the photo shows, when it shows one. */
  href: string | null;
}

/**
 * What `/{locale}/gallery-photos` answers (the built-in social-photo service): the photos, and on
 * a product the style id the second provider tags its widget with (001 §7 "masterId").
 */
export interface GalleryAnswer {
  masterId: string | null;
  photos: GalleryPhoto[];
}

/** Only store pictures (`/images/…`): the gallery shows the store's own media. */
const isStorePath = (url: string) => /^\/(?!\/)/.test(url);

const isSize = (value: unknown) => Number.isInteger(value) && (value as number) >= 1;

function isPhoto(value: unknown): value is GalleryPhoto {
  if (typeof value !== "object" || value === null) return false;
  const photo = value as Record<string, unknown>;
  return (
    typeof photo["url"] === "string" &&
    isStorePath(photo["url"]) &&
    typeof photo["alt"] === "string" &&
    isSize(photo["width"]) &&
    isSize(photo["height"]) &&
    (photo["href"] === null || (typeof photo["href"] === "string" && isStorePath(photo["href"])))
  );
}

/**
 * The gallery's answer as the browser reads it, checked by hand (the validation library stays
 * out of the browser's code): throws on anything of another shape.
 */
export function readGalleryAnswer(body: unknown): GalleryAnswer {
  const answer = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const { masterId, photos } = answer;
  if (
    (masterId !== null && typeof masterId !== "string") ||
    !Array.isArray(photos) ||
    photos.length > GALLERY_PHOTOS_SHOWN ||
    !photos.every(isPhoto)
  )
    throw new Error("The gallery's answer is not of its shape");
  return {
    masterId,
    photos: photos.map(({ url, alt, width, height, href }) => ({ url, alt, width, height, href })),
  };
}

export const NO_PHOTOS: GalleryAnswer = { masterId: null, photos: [] };

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
