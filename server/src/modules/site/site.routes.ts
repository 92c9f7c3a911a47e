import { LIST_SITES, SERVER_TIME, type Site } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { sharedAnswers } from "../../platform/http/shared-answer";
import type { SiteService } from "./site.service";

export async function siteRoutes(
  app: FastifyInstance,
  options: { sites: SiteService },
): Promise<void> {
  // The sites are kept until they change; their answer is shared alike (decision 0051).
  const sitesAnswer = sharedAnswers((sites: Site[]) => ({ sites }));
  registerEndpoint(app, LIST_SITES, async () => sitesAnswer(await options.sites.listSites()));
  registerEndpoint(app, SERVER_TIME, async () => ({ timestamp: Date.now() }));
}
