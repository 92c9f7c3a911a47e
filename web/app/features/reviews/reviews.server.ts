import {
  LIST_QUESTIONS,
  LIST_REVIEWS,
  REVIEW_SORTS,
  type ApiClient,
  type Question,
  type ReviewList,
} from "@ridgeline/contract";
import { optional } from "../../lib/api-errors";

/**
 * A product's reviews (sorted, filtered and as many as the page's `reviewSort`, `reviewRating`
 * and `reviewCount` ask) and its questions. They enrich the page: if either call fails, the
 * page shows without them.
 */
export async function loadReviewsFor(
  api: ApiClient,
  productId: string,
  locale: string,
  search: URLSearchParams,
): Promise<{ reviews: ReviewList | null; questions: Question[] }> {
  const sort = REVIEW_SORTS.find((candidate) => candidate === search.get("reviewSort")) ?? "newest";
  const rating = Number(search.get("reviewRating"));
  const count = Math.min(50, Math.max(10, Number(search.get("reviewCount")) || 10));
  const params = { productId };
  const [reviews, questions] = await Promise.all([
    optional(
      api.call(LIST_REVIEWS, {
        params,
        query: {
          locale,
          sort,
          count,
          ...(rating >= 1 && rating <= 5 ? { rating: Math.trunc(rating) } : {}),
        },
      }),
    ),
    optional(api.call(LIST_QUESTIONS, { params, query: { locale, count: 10 } })),
  ]);
  return { reviews, questions: questions?.questions ?? [] };
}
