import { GET_CATALOG, GET_PRODUCT_DETAILS, type CategoryNode } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { pageTags } from "../../platform/page-cache/page-tags";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { sharedAnswers } from "../../platform/http/shared-answer";
import type { EventBus } from "../../platform/events/event-bus";
import type { CatalogService } from "./catalog.service";

export async function catalogRoutes(
  app: FastifyInstance,
  options: {
    catalog: CatalogService;
    /** Told of each product a shopper with a token looks at ("recently viewed"). */
    events: Pick<EventBus, "emit">;
  },
): Promise<void> {
  // The tree is kept per site until the catalogue changes; its answer is shared alike.
  const catalogAnswer = sharedAnswers((categories: CategoryNode[]) => ({ categories }));
  registerEndpoint(app, GET_CATALOG, async ({ scope }) =>
    catalogAnswer(await options.catalog.categoryTree(scope.site)),
  );
  registerEndpoint(
    app,
    GET_PRODUCT_DETAILS,
    async ({ params, scope, shopper }) => {
      const details = await options.catalog.productDetails(params.productId, scope.site);
      if (shopper)
        await options.events.emit("productViewed", {
          consumerNo: shopper.consumerNo,
          styleId: details.productId,
        });
      return details;
    },
    { shows: (details) => [pageTags.product(details.productId)] },
  );
}
