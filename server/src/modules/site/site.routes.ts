import { LIST_SITES, SERVER_TIME } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { SiteService } from "./site.service";

export async function siteRoutes(
  app: FastifyInstance,
  options: { sites: SiteService },
): Promise<void> {
  registerEndpoint(app, LIST_SITES, async () => ({ sites: await options.sites.listSites() }));
  registerEndpoint(app, SERVER_TIME, async () => ({ timestamp: Date.now() }));
}
