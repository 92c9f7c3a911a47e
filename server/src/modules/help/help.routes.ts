import {
  CONTACT_CATEGORIES,
  CREATE_CONTACT_CASE,
  CREATE_WARRANTY_CLAIM,
  GET_EVENT,
  REGISTER_FOR_EVENT,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { HelpService } from "./help.types";

/** Help's calls (000 §7 contactus, categorySubject, warranty, event-registration). */
export async function helpRoutes(app: FastifyInstance, help: HelpService): Promise<void> {
  registerEndpoint(app, CONTACT_CATEGORIES, async ({ scope }, reply) => {
    // The same lists for everyone, changed only by a release: browsers and caches keep them.
    reply.header("cache-control", "public, max-age=3600");
    return help.contact.categories(scope.site.language);
  });
  registerEndpoint(
    app,
    CREATE_CONTACT_CASE,
    async ({ body, scope }, reply) => help.contact.createCase(body, scope, reply.request.ip),
    { perAddress: "mail" },
  );
  registerEndpoint(app, CREATE_WARRANTY_CLAIM, async ({ body, scope }) =>
    help.warranty.claim(registeredShopper(scope).consumerNo, body, scope.site),
  );
  registerEndpoint(app, GET_EVENT, async ({ params, scope }) =>
    help.events.event(params.eventId, scope.site),
  );
  registerEndpoint(app, REGISTER_FOR_EVENT, async ({ body, scope }) =>
    help.events.register(registeredShopper(scope).consumerNo, body, scope.site),
  );
}
