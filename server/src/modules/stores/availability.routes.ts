import {
  PRODUCT_AVAILABILITY,
  PRODUCT_INVENTORY,
  STORE_PRODUCT_INVENTORY,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { pageTags } from "../../platform/page-cache/page-tags";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { AvailabilityService } from "./availability.service";

export async function availabilityRoutes(
  app: FastifyInstance,
  options: { availability: AvailabilityService },
): Promise<void> {
  const { availability } = options;
  registerEndpoint(app, PRODUCT_AVAILABILITY, async ({ params, body, scope }) =>
    availability.availability(params.productId, body, scope.site),
  );
  registerEndpoint(app, PRODUCT_INVENTORY, async ({ params }) =>
    availability.inventory(params.productId),
  );
  registerEndpoint(
    app,
    STORE_PRODUCT_INVENTORY,
    async ({ params }) => availability.storeInventory(params.productId, params.storeId),
    {
      shows: (_answer, { params }) => [
        pageTags.product(params.productId),
        pageTags.storeStock(params.storeId),
      ],
    },
  );
}
