import {
  COMPARE_PRODUCTS,
  GET_PRODUCT_SET,
  GET_PRODUCT_SETS,
  GET_SIZE_CHART,
  WIDGET_RECOMMENDATIONS,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { MerchandisingService } from "./merchandising.service";
import type { ProductSetsService } from "./product-sets.service";
import type { RecommendationsService } from "./recommendations.service";

export async function merchandisingRoutes(
  app: FastifyInstance,
  options: {
    productSets: ProductSetsService;
    merchandising: MerchandisingService;
    recommendations: RecommendationsService;
  },
): Promise<void> {
  const { productSets, merchandising, recommendations } = options;
  registerEndpoint(app, GET_PRODUCT_SETS, async ({ params, scope }) =>
    productSets.setsOf(params.productId, scope.site),
  );
  registerEndpoint(app, GET_PRODUCT_SET, async ({ params, scope }) =>
    productSets.productSet(params.productSetId, scope.site),
  );
  registerEndpoint(app, GET_SIZE_CHART, async ({ params, query, scope }) =>
    merchandising.sizeChart(params.productType, query.gender, scope.site),
  );
  registerEndpoint(app, COMPARE_PRODUCTS, async ({ query, scope }) =>
    merchandising.compare(query.productIds, scope.site),
  );
  registerEndpoint(app, WIDGET_RECOMMENDATIONS, async ({ query, shopper, scope }) =>
    recommendations.recommendations(query, shopper, scope.site),
  );
}
