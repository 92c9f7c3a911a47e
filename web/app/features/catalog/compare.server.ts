import { ApiError, COMPARE_PRODUCTS, type ApiClient, type CompareItem } from "@ridgeline/contract";
import { COMPARE_MAX, COMPARE_MIN, compareIds } from "./compare";

/**
 * The products of a compare URL (`?ids=A,B`), side by side. More than COMPARE_MAX ids compare
 * the first ones; a product that no longer exists is left out (`missing` says so).
 */
export async function loadComparison(api: ApiClient, locale: string, url: URL) {
  const requested = compareIds(url);
  let ids = requested.slice(0, COMPARE_MAX);
  let missing = false;
  // Each refusal names one unknown product (productIds.N); drop it and ask again.
  for (let attempt = 0; attempt <= COMPARE_MAX && ids.length >= COMPARE_MIN; attempt += 1) {
    try {
      const { products } = await api.call(COMPARE_PRODUCTS, {
        query: { locale, productIds: ids.join(",") },
      });
      return { products, ids, tooMany: requested.length > COMPARE_MAX, missing };
    } catch (error) {
      const field = error instanceof ApiError ? (error.details[0]?.field ?? "") : "";
      const index = /^productIds\.(\d+)$/.exec(field)?.[1];
      if (!(error instanceof ApiError) || error.errorId !== "PLP400" || index === undefined)
        throw error;
      ids = ids.filter((_, position) => position !== Number(index));
      missing = true;
    }
  }
  return { products: [] as CompareItem[], ids, tooMany: requested.length > COMPARE_MAX, missing };
}
