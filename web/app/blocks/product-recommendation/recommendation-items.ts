import {
  CURRENCIES,
  RECOMMENDATION_IMPRESSIONS_MAX,
  type Currency,
  type ProductDetails,
  type ProductTile,
  type RecommendationItem,
} from "@ridgeline/contract";
import { tileRecord, type AnalyticsProduct } from "../../lib/analytics";

/** A recommended product as the block's card shows it, whatever its source. */
export interface RecommendationCardData {
  /** The store's tile of it: what quick shop and the analytics record take. */
  tile: ProductTile;
  /** The recommender's token for its click and impression reports (001 §3), if any. */
  recToken: string | null;
  /**
   * Its rating, when it may be shown (a Bloomreach item says so with `showScore` and gives no
   * count of reviews), or null.
   */
  rating: { score: number; reviewsCount?: number } | null;
}

/** The pictures of recommendations have the store's 4:5 tile ratio. */
const TILE_IMAGE = { width: 400, height: 500 } as const;

export function cardFromTile(tile: ProductTile): RecommendationCardData {
  return { tile, recToken: null, rating: tile.rating };
}

/** A recommendation service's item (similar, recently viewed …), in the site's currency. */
export function cardFromRecommendation(
  item: RecommendationItem,
  currency: Currency,
): RecommendationCardData {
  return {
    tile: {
      productId: item.productId,
      name: item.title,
      url: item.url,
      image: { url: item.image, alt: item.title, ...TILE_IMAGE },
      colors: [],
      price: { currency, ...item.price },
      rating: { score: item.review_average, reviewsCount: item.reviews_count },
      badge: null,
    },
    recToken: item.recommendationId,
    rating: { score: item.review_average, reviewsCount: item.reviews_count },
  };
}

/** A product's details (a chosen product id) as a tile of its selected colour. */
export function cardFromDetails(product: ProductDetails): RecommendationCardData {
  const image = product.images[product.selectedColorId]?.[0];
  const fallback = { url: "", alt: product.name, ...TILE_IMAGE };
  return cardFromTile({
    productId: product.productId,
    name: product.name,
    url: product.url,
    image: image ?? fallback,
    colors: product.attributes.colors.map((color) => ({
      colorVariantId: color.id,
      label: color.label,
      hex: color.hex,
      image: product.images[color.id]?.[0] ?? image ?? fallback,
    })),
    price: {
      currency: product.prices.currency,
      lowCurrent: product.prices.lowCurrent,
      highCurrent: product.prices.highCurrent,
      lowOriginal: product.prices.lowOriginal,
      highOriginal: product.prices.highOriginal,
    },
    rating: product.rating,
    badge: product.badge,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const amount = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;

/**
 * A Bloomreach item read from the window (001 §3 "Item: id, title, url, image (src, alt),
 * rating (score, showScore), price, currency, recToken"), or null when it is not one: the
 * window's data is a third party's and is checked before it is shown. Only store paths are
 * linked.
 */
export function cardFromBloomreach(value: unknown): RecommendationCardData | null {
  if (!isRecord(value)) return null;
  const id = text(value["id"]);
  const title = text(value["title"]);
  const url = text(value["url"]);
  const price = amount(value["price"]);
  const currency = text(value["currency"]);
  const image = isRecord(value["image"]) ? value["image"] : null;
  const src = image ? text(image["src"]) : null;
  if (!id || !title || !url || !/^\/(?!\/)/.test(url) || price === null || !src) return null;
  if (!currency || !(CURRENCIES as readonly string[]).includes(currency)) return null;
  const rating = isRecord(value["rating"]) ? value["rating"] : null;
  const score = rating ? amount(rating["score"]) : null;
  return {
    tile: {
      productId: id,
      name: title,
      url,
      image: { url: src, alt: (image && text(image["alt"])) ?? title, ...TILE_IMAGE },
      colors: [],
      price: {
        currency: currency as Currency,
        lowCurrent: price,
        highCurrent: price,
        lowOriginal: price,
        highOriginal: price,
      },
      rating: { score: Math.min(score ?? 0, 5), reviewsCount: 0 },
      badge: null,
    },
    recToken: text(value["recToken"]),
    rating: score !== null && rating?.["showScore"] === true ? { score: Math.min(score, 5) } : null,
  };
}

/** The Bloomreach items at `index` of the window's array (001 §7), or null when there are none. */
export function bloomreachCards(
  windowArray: unknown,
  index: number | undefined,
): RecommendationCardData[] | null {
  if (index === undefined || !Array.isArray(windowArray)) return null;
  const items: unknown = windowArray[index];
  if (!Array.isArray(items)) return null;
  return items.map(cardFromBloomreach).filter((card) => card !== null);
}

/** Whether the block reports its impression (001 §4): not yet, items exist, not Control. */
export function reportsImpression(input: {
  reported: boolean;
  cards: number;
  variant: string | null | undefined;
}): boolean {
  return !input.reported && input.cards > 0 && input.variant !== "Control";
}

/** The impression's analytics records: the first 24 cards (001 §9), at their positions. */
export function impressionRecords(
  cards: readonly RecommendationCardData[],
  list: string,
  categoryId: string | null,
): (AnalyticsProduct & { recToken: string | null })[] {
  return cards.slice(0, RECOMMENDATION_IMPRESSIONS_MAX).map((card, index) => ({
    ...tileRecord(card.tile, { list, position: index + 1, category: null, categoryId }),
    recToken: card.recToken,
  }));
}
