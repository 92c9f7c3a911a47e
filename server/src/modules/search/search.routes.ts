import { AUTO_SUGGEST, PRODUCT_SEARCH } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { pageTags } from "../../platform/page-cache/page-tags";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { SearchService } from "./search.service";

export async function searchRoutes(
  app: FastifyInstance,
  options: { search: SearchService },
): Promise<void> {
  registerEndpoint(
    app,
    PRODUCT_SEARCH,
    async ({ query, scope }) => options.search.search(query, scope.site),
    {
      // The tiles shown, and the listing itself: its order, members and facet counts follow
      // every product of the category (or of the shop, for text searches).
      shows: (answer, { query }) => [
        ...answer.products.map((tile) => pageTags.product(tile.productId)),
        pageTags.listing(query.categoryId ?? "search"),
      ],
    },
  );
  registerEndpoint(app, AUTO_SUGGEST, async ({ query, scope }) =>
    options.search.autoSuggest(query.q, query.count, scope.site),
  );
}
