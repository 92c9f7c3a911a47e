import { AUTO_SUGGEST, PRODUCT_SEARCH, type ProductSearchQuery } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { pageTags } from "../../platform/page-cache/page-tags";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { SearchService } from "./search.service";

/** What a listing's order and members follow, beyond the tiles it shows. */
function listingTags(query: ProductSearchQuery): string[] {
  const key = query.categoryId ?? "search";
  const tags: string[] = [];
  if (
    query.sort === "price-asc" ||
    query.sort === "price-desc" ||
    query.priceMin !== undefined ||
    query.priceMax !== undefined ||
    query.onSale !== undefined
  )
    tags.push(pageTags.listing("price", key));
  if (query.inStock !== undefined || (query.size?.length ?? 0) > 0 || query.storeId !== undefined)
    tags.push(pageTags.listing("stock", key));
  return tags;
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
      // The tiles shown and, for a listing whose order or members follow prices or stock, the
      // listing itself: a change can bring in a product it does not show yet (decision 0090).
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
