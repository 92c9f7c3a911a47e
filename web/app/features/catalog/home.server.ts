import { PRODUCT_SEARCH, type ApiClient } from "@ridgeline/contract";

/** The home page's two product rails: the best rated and the newest products. */
export async function loadHomePage(api: ApiClient, locale: string) {
  const [topRated, newest] = await Promise.all([
    api.call(PRODUCT_SEARCH, { query: { locale, sort: "top-rated", count: 8 } }),
    api.call(PRODUCT_SEARCH, { query: { locale, sort: "newest", count: 4 } }),
  ]);
  return { topRated: topRated.products, newest: newest.products };
}
