import { createHash } from "node:crypto";
import type { ProductTile, RecommendationItem } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CatalogService } from "../catalog";
import type { SearchService } from "../search";
import {
  deleteViewsBefore,
  deleteViewsBeyond,
  deleteViewsOf,
  selectRecentViews,
  upsertView,
} from "./merchandising.tables";
import type { ProductSetsService } from "./product-sets.service";

export type RecommendationType =
  "similar" | "complete-the-look" | "recently-viewed" | "top-sellers";

export interface RecommendationQuery {
  type: RecommendationType;
  productId?: string | undefined;
  count: number;
}

export interface RecommendationsService {
  recommendations(
    query: RecommendationQuery,
    shopper: Shopper | null,
    site: SiteScope,
  ): Promise<{ type: RecommendationType; items: RecommendationItem[] }>;
  /** Remembers a product view for "recently viewed"; never fails the caller. */
  recordView(consumerNo: string, styleId: string): Promise<void>;
  /**
   * Trims "recently viewed": drops views older than `before` and all but each shopper's newest
   * `keep`, `batchSize` rows per statement so no statement holds locks for long.
   */
  purgeViews(options: { before: Date; keep: number; batchSize: number }): Promise<number>;
  /** Forgets every view of these shoppers (guests whose sessions are gone). */
  forgetViews(consumerNos: readonly string[]): Promise<number>;
}

/** Stable per (type, source product, item): the same carousel slot keeps its id. */
export function recommendationId(type: string, sourceId: string | null, itemId: string): string {
  return createHash("sha256")
    .update(`${type}|${sourceId ?? ""}|${itemId}`)
    .digest("hex")
    .slice(0, 20);
}

export function toRecommendation(
  tile: ProductTile,
  type: RecommendationType,
  sourceId: string | null,
): RecommendationItem {
  return {
    productId: tile.productId,
    image: tile.image.url,
    title: tile.name,
    review_average: tile.rating.score,
    reviews_count: tile.rating.reviewsCount,
    price: {
      highCurrent: tile.price.highCurrent,
      lowCurrent: tile.price.lowCurrent,
      highOriginal: tile.price.highOriginal,
      lowOriginal: tile.price.lowOriginal,
    },
    url: tile.url,
    recommendationId: recommendationId(type, sourceId, tile.productId),
  };
}

export function createRecommendationsService(deps: {
  db: Db;
  catalog: CatalogService;
  /** Similar items and top sellers come from the search index, which holds every style. */
  search: Pick<SearchService, "similarStyleIds" | "topSellerIds">;
  productSets: ProductSetsService;
  log?: (error: unknown) => void;
}): RecommendationsService {
  async function sourceStyle(productId: string | undefined): Promise<string> {
    if (!productId)
      throw new AppError("VAL400", {
        field: "productId",
        message: "productId: required for this type of recommendation",
      });
    return (await deps.catalog.productSkus(productId)).styleId;
  }

  async function candidates(
    query: RecommendationQuery,
    shopper: Shopper | null,
    site: SiteScope,
  ): Promise<{ sourceId: string | null; styleIds: string[] }> {
    switch (query.type) {
      case "similar": {
        const sourceId = await sourceStyle(query.productId);
        return {
          sourceId,
          styleIds: await deps.search.similarStyleIds(sourceId, site, query.count),
        };
      }
      case "complete-the-look": {
        const sourceId = await sourceStyle(query.productId);
        return { sourceId, styleIds: await deps.productSets.completeTheLook(sourceId) };
      }
      case "recently-viewed": {
        const sourceId = query.productId ? await sourceStyle(query.productId) : null;
        if (!shopper) return { sourceId, styleIds: [] };
        // One extra, in case the product being looked at is among them.
        const viewed = await selectRecentViews(deps.db, shopper.consumerNo, query.count + 1);
        return { sourceId, styleIds: viewed.filter((id) => id !== sourceId) };
      }
      case "top-sellers": {
        const sourceId = query.productId ? await sourceStyle(query.productId) : null;
        const top = await deps.search.topSellerIds(site, query.count + 1);
        return { sourceId, styleIds: top.filter((id) => id !== sourceId) };
      }
    }
  }

  return {
    async recommendations(query, shopper, site) {
      const { sourceId, styleIds } = await candidates(query, shopper, site);
      const tiles = await deps.catalog.tiles(styleIds.slice(0, query.count), site);
      return {
        type: query.type,
        items: tiles.map((tile) => toRecommendation(tile, query.type, sourceId)),
      };
    },

    async recordView(consumerNo, styleId) {
      try {
        await upsertView(deps.db, consumerNo, styleId);
      } catch (error) {
        // A lost view costs one carousel entry; it must never fail the product page.
        deps.log?.(error);
      }
    },

    async purgeViews({ before, keep, batchSize }) {
      let total = 0;
      for (const purge of [
        () => deleteViewsBefore(deps.db, before, batchSize),
        () => deleteViewsBeyond(deps.db, keep, batchSize),
      ]) {
        // Batch after batch until a short one says nothing is left.
        for (let deleted = batchSize; deleted >= batchSize;) {
          deleted = await purge();
          total += deleted;
        }
      }
      return total;
    },

    async forgetViews(consumerNos) {
      return consumerNos.length === 0 ? 0 : deleteViewsOf(deps.db, consumerNos);
    },
  };
}
