import { GET_CONSENT, RECORD_CONSENT } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { ConsentService } from "./consent.service";

export async function consentRoutes(
  app: FastifyInstance,
  options: { consent: ConsentService },
): Promise<void> {
  const { consent } = options;
  registerEndpoint(app, RECORD_CONSENT, async ({ body, scope }) =>
    consent.record(registeredShopper(scope).consumerNo, scope.site.locale, body),
  );
  registerEndpoint(app, GET_CONSENT, async ({ scope }) => ({
    consent: await consent.latest(registeredShopper(scope).consumerNo),
  }));
}
