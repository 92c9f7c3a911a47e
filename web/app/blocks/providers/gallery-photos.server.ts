import {
  ApiError,
  CATEGORY_ID_PATTERN,
  GET_PRODUCT_DETAILS,
  PRODUCT_ID_PATTERN,
  PRODUCT_SEARCH,
  type ApiClient,
} from "@ridgeline/contract";
import { GALLERY_PHOTOS_SHOWN, NO_PHOTOS, photosOfProduct, photosOfTiles } from "./gallery-photos";
import type { GalleryAnswer } from "./gallery-photos";

/** What the built-in gallery asks for: a product's photos, a category's, or featured ones. */
export type GalleryQuery =
  { productId: string } | { categoryId: string } | { featured: true } | { invalid: true };

/** The query of a `gallery-photos` request (one of `productId`, `categoryId`, or neither). */
export function galleryQueryOf(search: URLSearchParams): GalleryQuery {
  const productId = search.get("productId");
  const categoryId = search.get("categoryId");
  if (productId !== null) return PRODUCT_ID_PATTERN.test(productId) ? { productId } : INVALID;
  if (categoryId !== null) return CATEGORY_ID_PATTERN.test(categoryId) ? { categoryId } : INVALID;
  return { featured: true };
}
const INVALID = { invalid: true } as const;

/**
 * The built-in social-photo service (ARCHITECTURE "built-in implementations of outside
 * services"): photos from the store's own media through the catalogue's API, the page's
 * product's pictures (and its style id, the widget's tag), its category's, or the best-rated
 * products' when the page shows neither. A product or category the API does not know gives
 * no photos; any other failure is the caller's (a 5xx the browser logs).
 */
export async function loadGalleryPhotos(
  api: ApiClient,
  locale: string,
  query: GalleryQuery,
): Promise<GalleryAnswer> {
  if ("invalid" in query) return NO_PHOTOS;
  try {
    if ("productId" in query) {
      const product = await api.call(GET_PRODUCT_DETAILS, {
        params: { productId: query.productId },
        query: { locale },
      });
      return photosOfProduct(product);
    }
    const listing = await api.call(PRODUCT_SEARCH, {
      query:
        "categoryId" in query
          ? { locale, categoryId: query.categoryId, count: GALLERY_PHOTOS_SHOWN }
          : { locale, sort: "top-rated", count: GALLERY_PHOTOS_SHOWN },
    });
    return photosOfTiles(listing.products);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return NO_PHOTOS;
    throw error;
  }
}
