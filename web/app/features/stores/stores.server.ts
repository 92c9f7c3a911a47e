import { ApiError, SEARCH_STORES, type ApiClient, type StoreSearchBody } from "@ridgeline/contract";
import type { MessageKey } from "../../lib/i18n";
import {
  MAX_PLACE_LENGTH,
  OVERVIEW_RADIUS_KM,
  RADIUS_OPTIONS,
  formatRadius,
  homeCityOf,
  looksLikePostalCode,
  parseRadius,
  radiusKm,
  storeCardView,
} from "./store-locator";

/** The most stores one page lists (the API's own maximum). */
const STORES_PER_PAGE = 50;

type Where = Pick<StoreSearchBody, "postalCode" | "city" | "latitude" | "longitude">;

/**
 * The store locator for its URL: the stores within the radius of the place searched (`?q=`, a
 * postal code or a city). Before a search, or when the place is unknown or not one (`error`
 * then names why), it lists the stores around the site's home city.
 */
export async function loadStoreLocator(api: ApiClient, locale: string, url: URL) {
  const q = (url.searchParams.get("q") ?? "").trim();
  const radius = parseRadius(url.searchParams.get("radius"));
  const at = new Date();
  const search = async (where: Where, km: number) => {
    const result = await api.call(SEARCH_STORES, {
      query: { locale },
      body: { ...where, radius: km, count: STORES_PER_PAGE },
    });
    return { ...result, stores: result.stores.map((store) => storeCardView(store, locale, at)) };
  };
  const home = homeCityOf(locale);
  const overview = async () => {
    const { stores } = await search(home, OVERVIEW_RADIUS_KM);
    return { around: home.city, stores };
  };
  const page = {
    q,
    radius,
    radiusLabel: formatRadius(radius, locale),
    radiusOptions: RADIUS_OPTIONS.map((value) => ({ value, label: formatRadius(value, locale) })),
  };

  if (!q) return { ...page, error: null, found: null, ...(await overview()) };
  let error: MessageKey = "stores.error.invalid";
  if (q.length <= MAX_PLACE_LENGTH) {
    try {
      const where = looksLikePostalCode(q) ? { postalCode: q } : { city: q };
      const result = await search(where, radiusKm(radius, locale));
      const found = { total: result.total, place: result.origin.label };
      return { ...page, error: null, found, around: null, stores: result.stores };
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (failure.errorId === "STR404") error = "stores.error.unknown";
      else if (failure.errorId !== "VAL400") throw failure;
    }
  }
  return { ...page, error, found: null, ...(await overview()) };
}
