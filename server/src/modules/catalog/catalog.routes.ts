import { GET_CATALOG, GET_PRODUCT_DETAILS } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { CatalogService } from "./catalog.service";

export async function catalogRoutes(
  app: FastifyInstance,
  options: { catalog: CatalogService },
): Promise<void> {
  registerEndpoint(app, GET_CATALOG, async ({ scope }) => ({
    categories: await options.catalog.categoryTree(scope.site),
  }));
  registerEndpoint(app, GET_PRODUCT_DETAILS, async ({ params, scope }) =>
    options.catalog.productDetails(params.productId, scope.site),
  );
}
