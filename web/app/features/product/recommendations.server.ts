import {
  WIDGET_RECOMMENDATIONS,
  type ApiClient,
  type RecommendationItem,
} from "@ridgeline/contract";
import { optional } from "../../lib/api-errors";

/** A product's two rails: similar products and what completes the look (empty when failing). */
export async function loadRecommendationsFor(
  api: ApiClient,
  productId: string,
  locale: string,
): Promise<{ similar: RecommendationItem[]; completeTheLook: RecommendationItem[] }> {
  const rail = (type: "similar" | "complete-the-look", count: number) =>
    optional(api.call(WIDGET_RECOMMENDATIONS, { query: { locale, type, productId, count } }));
  const [similar, completeTheLook] = await Promise.all([
    rail("similar", 8),
    rail("complete-the-look", 4),
  ]);
  return { similar: similar?.items ?? [], completeTheLook: completeTheLook?.items ?? [] };
}
