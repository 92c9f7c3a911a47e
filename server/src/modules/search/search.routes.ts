import { AUTO_SUGGEST, PRODUCT_SEARCH, type ProductSearchQuery } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { pageTags } from "../../platform/page-cache/page-tags";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { SearchService } from "./search.service";

/**
 * What a listing follows beyond the tiles it shows: every product of its category (or of the
 * text search), whose prices and stock set its order, its members and its facet counts (how
 * many on sale, in each price band, in stock in a size).
 */
function listingTags(query: ProductSearchQuery): string[] {
  const key = query.categoryId ?? "search";
  return [pageTags.listing("price", key), pageTags.listing("stock", key)];
}

export async function searchRoutes(
  app: FastifyInstance,
  options: { search: SearchService },
): Promise<void> {
  registerEndpoint(
    app,
    PRODUCT_SEARCH,
    async ({ query, scope }) => options.search.search(query, scope.site),
    {
      // The tiles shown and the listing itself: a change of a product it does not show yet can
      // bring it in, or change a facet's count (decisions 0090, 0093).
      shows: (answer, { query }) => [
        ...answer.products.map((tile) => pageTags.product(tile.productId)),
        ...listingTags(query),
      ],
    },
  );
  registerEndpoint(app, AUTO_SUGGEST, async ({ query, scope }) =>
    options.search.autoSuggest(query.q, query.count, scope.site),
  );
}
