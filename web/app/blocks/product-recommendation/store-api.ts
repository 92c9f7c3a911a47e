import type {
  ProductDetails,
  ProductInventory,
  ProductSearchResult,
  RecommendationItem,
  RECOMMENDATION_TYPES,
} from "@ridgeline/contract";

/**
 * The store's calls the product blocks make from the browser (recommendations, upsell):
 * GET_PRODUCT_DETAILS, PRODUCT_INVENTORY, PRODUCT_SEARCH and WIDGET_RECOMMENDATIONS, through
 * the page server's `/{locale}/block-data/…` (features/content/block-data.route.ts). The endpoints'
 * schemas are not imported: they would bring the schema library into the browser's code,
 * where no other part of the shop has it; the answers are the API's own, checked there.
 */
export const STORE_PATHS = {
  details: (locale: string) => `/${locale}/block-data/details`,
  inventory: (locale: string) => `/${locale}/block-data/inventory`,
  search: (locale: string) => `/${locale}/block-data/search`,
  widget: (locale: string) => `/${locale}/block-data/widget`,
};

/** An address with its query (undefined values left out). */
export function withQuery(path: string, query: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function getJson<T>(url: string, signal: AbortSignal | undefined): Promise<T> {
  const response = await fetch(url, {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`${url.split("?")[0]} answered ${response.status}`);
  return (await response.json()) as T;
}

export function fetchProductDetails(
  productId: string,
  locale: string,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  return getJson(withQuery(STORE_PATHS.details(locale), { productId }), signal);
}

export function fetchInventory(
  productId: string,
  locale: string,
  signal?: AbortSignal,
): Promise<ProductInventory> {
  return getJson(withQuery(STORE_PATHS.inventory(locale), { productId }), signal);
}

/** A category's products as listing tiles, in the listing's default order. */
export async function fetchCategoryTiles(
  categoryId: string,
  count: number,
  locale: string,
  signal?: AbortSignal,
): Promise<ProductSearchResult["products"]> {
  const url = withQuery(STORE_PATHS.search(locale), { categoryId, count });
  return (await getJson<ProductSearchResult>(url, signal)).products;
}

export async function fetchWidget(
  type: (typeof RECOMMENDATION_TYPES)[number],
  query: { productId?: string | undefined; count: number; locale: string },
  signal?: AbortSignal,
): Promise<RecommendationItem[]> {
  const { locale, ...rest } = query;
  const url = withQuery(STORE_PATHS.widget(locale), { type, ...rest });
  return (await getJson<{ items: RecommendationItem[] }>(url, signal)).items;
}
