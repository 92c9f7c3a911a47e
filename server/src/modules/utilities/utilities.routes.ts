import {
  ADDRESS_RULES,
  COUNTRY_LIST,
  LIST_STORE_EMPLOYEES,
  LIST_UTILITY_STORES,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { UtilitiesService } from "./utilities.service";

export async function utilitiesRoutes(
  app: FastifyInstance,
  options: { utilities: UtilitiesService },
): Promise<void> {
  const { utilities } = options;
  registerEndpoint(app, COUNTRY_LIST, async ({ scope }) => ({
    countries: utilities.countryList(scope.site.language),
  }));
  registerEndpoint(app, ADDRESS_RULES, async ({ params }) =>
    utilities.addressRules(params.countryCode),
  );
  registerEndpoint(app, LIST_UTILITY_STORES, async ({ query }) => ({
    stores: await utilities.stores(query.country),
  }));
  registerEndpoint(app, LIST_STORE_EMPLOYEES, async ({ params }) =>
    utilities.storeEmployees(params.storeId),
  );
}
