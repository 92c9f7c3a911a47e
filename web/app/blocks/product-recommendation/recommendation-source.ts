import type { Currency, ResolvedBlocks } from "@ridgeline/contract";
import { pageIdsOf } from "../filter-block/filter-block";
import {
  cardFromDetails,
  cardFromRecommendation,
  cardFromTile,
  type RecommendationCardData,
} from "./recommendation-items";
import { fetchCategoryTiles, fetchProductDetails, fetchWidget } from "./store-api";

export type RecommendationSource = ResolvedBlocks["productRecommendation"]["source"];

/** The store calls a source reads (the browser's own by default; the tests give theirs). */
export const STORE_CALLS = { fetchCategoryTiles, fetchProductDetails, fetchWidget };

/** Where the block is: the page's locale and path, and the site's currency. */
export interface RecommendationPlace {
  locale: string;
  path: string;
  currency: Currency;
}

/**
 * The store's own recommendations for a block's `source`: a category's products, chosen
 * products (one that cannot be read is left out), what the shopper viewed recently, or what
 * is related to the page's product (the top sellers on a page without one).
 */
export async function storeRecommendations(
  source: RecommendationSource,
  limit: number,
  place: RecommendationPlace,
  signal?: AbortSignal,
  calls: typeof STORE_CALLS = STORE_CALLS,
): Promise<RecommendationCardData[]> {
  const { locale } = place;
  switch (source.kind) {
    case "category": {
      if (!source.categoryId) return [];
      const tiles = await calls.fetchCategoryTiles(source.categoryId, limit, locale, signal);
      return tiles.slice(0, limit).map(cardFromTile);
    }
    case "products": {
      const ids = (source.productIds ?? []).slice(0, limit);
      const answers = await Promise.allSettled(
        ids.map((id) => calls.fetchProductDetails(id, locale, signal)),
      );
      return answers.flatMap((answer) =>
        answer.status === "fulfilled" ? [cardFromDetails(answer.value)] : [],
      );
    }
    case "recentlyViewed": {
      const items = await calls.fetchWidget("recently-viewed", { count: limit, locale }, signal);
      return items.slice(0, limit).map((item) => cardFromRecommendation(item, place.currency));
    }
    case "related": {
      const productId = pageIdsOf(place.path).productId ?? undefined;
      const type = productId ? "similar" : "top-sellers";
      const items = await calls.fetchWidget(type, { productId, count: limit, locale }, signal);
      return items.slice(0, limit).map((item) => cardFromRecommendation(item, place.currency));
    }
  }
}
