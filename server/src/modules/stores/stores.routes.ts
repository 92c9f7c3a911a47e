import { SEARCH_COLLECTION_POINTS, SEARCH_STORES } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { StoresService } from "./stores.service";

export async function storesRoutes(
  app: FastifyInstance,
  options: { stores: StoresService },
): Promise<void> {
  const { stores } = options;
  registerEndpoint(app, SEARCH_STORES, async ({ body, scope }) =>
    stores.search(body, scope.site, { pickupOnly: false }),
  );
  registerEndpoint(app, SEARCH_COLLECTION_POINTS, async ({ body, scope }) =>
    stores.search(body, scope.site, { pickupOnly: true }),
  );
}
