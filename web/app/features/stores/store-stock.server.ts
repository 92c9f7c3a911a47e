import {
  ApiError,
  SEARCH_COLLECTION_POINTS,
  SEARCH_STORES,
  STORE_PRODUCT_INVENTORY,
  productSizeLabel,
  type PageRender,
  type ProductDetails,
  type WebHost,
} from "@ridgeline/contract";
import type { ShopperSession } from "../../lib/context";
import { serializeCookie } from "../../lib/cookies";
import type { ChosenStore, StoreSearch } from "./stores.types";

const STORE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
const STORE_ID = /^[0-9A-Z]{2,12}$/;

/** A shopper's own location as the bag's URL carries it (`near=lat,lon`), or null. */
export function locationOf(value: string | null): { latitude: number; longitude: number } | null {
  const match = /^(-?\d{1,2}(?:\.\d{1,6})?),(-?\d{1,3}(?:\.\d{1,6})?)$/.exec(value ?? "");
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * Stores near a postal code or city, with pickup stock of the given SKUs (if any); with
 * `collectionPoints`, only the stores that take parcels for collection (`/collectionPoints`).
 */
export async function findStores(
  session: ShopperSession,
  locale: string,
  query: string | { latitude: number; longitude: number },
  skus: string[] = [],
  options: { collectionPoints?: boolean } = {},
): Promise<StoreSearch> {
  const endpoint = options.collectionPoints ? SEARCH_COLLECTION_POINTS : SEARCH_STORES;
  const country = locale.split("-")[1]?.toUpperCase();
  const base = {
    count: 5,
    radius: 250,
    ...(skus.length > 0 ? { skus } : {}),
    ...(country ? { country } : {}),
  };
  const attempt = (
    where: { postalCode: string } | { city: string } | { latitude: number; longitude: number },
  ) => session.api.call(endpoint, { query: { locale }, body: { ...base, ...where } });
  const text = typeof query === "string" ? query : "";
  try {
    if (typeof query !== "string") {
      const result = await attempt(query);
      return { query: text, stores: result.stores, error: null, nearMe: result.origin.label };
    }
    const result = await attempt({ postalCode: query }).catch((error: unknown) => {
      // Not a postal code we know: the same text may be a city.
      if (error instanceof ApiError && error.status < 500) return attempt({ city: query });
      throw error;
    });
    return { query, stores: result.stores, error: null };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { query: text, stores: [], error: error.message };
    throw error;
  }
}

/** Stores near a postal code or city with their stock of this colour's sizes. */
export async function searchStoreStock(
  session: ShopperSession,
  locale: string,
  product: ProductDetails,
  query: string,
): Promise<StoreSearch> {
  const skus = product.variants
    .filter((v) => v.colorId === product.selectedColorId)
    .map((v) => v.upc);
  return findStores(session, locale, query, skus);
}

/**
 * The store the shopper chose before, if any: the request's `store` decision (from the store
 * cookie, decided by the server once per request), which the page is then kept under.
 */
export function rememberedStore(page: PageRender): { storeId: string; name: string } | null {
  const remembered = page.decision("store");
  const [storeId, name] = remembered.split("|");
  if (!storeId || !STORE_ID.test(storeId)) return null;
  return { storeId, name: name || storeId };
}

/** Remembers the shopper's store for a year (product pages and listings read it). */
export function rememberStore(
  session: ShopperSession,
  store: { storeId: string; name: string },
  secure: boolean,
): void {
  session.setCookies.push(
    serializeCookie("store", `${store.storeId}|${store.name}`, STORE_COOKIE_MAX_AGE, secure),
  );
}

/** The shopper's store: chosen now (`?store=id&storeName=…`) or remembered in a cookie. */
export async function chosenStoreStock(
  session: ShopperSession,
  request: Request,
  locale: string,
  product: ProductDetails,
  host: Pick<WebHost, "cookieSecure" | "page">,
): Promise<ChosenStore | null> {
  const secure = host.cookieSecure;
  const url = new URL(request.url);
  const picked = url.searchParams.get("store");
  const pickedName = url.searchParams.get("storeName");
  const remembered = picked ? null : rememberedStore(host.page);
  const [storeId, name] = picked
    ? [picked, pickedName ?? picked]
    : [remembered?.storeId, remembered?.name];
  if (!storeId || !STORE_ID.test(storeId)) return null;
  try {
    const stock = await session.api.call(STORE_PRODUCT_INVENTORY, {
      params: { productId: product.selectedColorId, storeId },
      query: { locale },
    });
    if (picked) rememberStore(session, { storeId, name: name ?? storeId }, secure);
    const reservable = stock.inventory
      .filter((row) => row.available)
      .map((row) => ({ upc: row.upc, size: productSizeLabel(product, row.sizeId, { locale }) }));
    return {
      storeId,
      name: name ?? storeId,
      pickupEnabled: stock.pickupEnabled,
      sizes: reservable.map((row) => row.size),
      reservable,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/**
 * The product page's store stock: the stores found for its `storeQuery` (none without one) and
 * the shopper's chosen store with the sizes to pick up there.
 */
export async function loadStoreStockFor(
  session: ShopperSession,
  request: Request,
  locale: string,
  product: ProductDetails,
  host: Pick<WebHost, "cookieSecure" | "page">,
): Promise<{ search: StoreSearch | null; chosen: ChosenStore | null }> {
  const query = new URL(request.url).searchParams.get("storeQuery")?.trim().slice(0, 80);
  const [search, chosen] = await Promise.all([
    query ? searchStoreStock(session, locale, product, query) : null,
    chosenStoreStock(session, request, locale, product, host),
  ]);
  return { search, chosen };
}
