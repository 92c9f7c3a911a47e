import { allowedConsent, CONSENT_COOKIES, DECIDE_PERSONALISATION } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { PersonalisationService } from "./personalisation.service";

/**
 * `POST /api/engine/v1/decide/{brand}`: the store's personalisation engine. A visitor's
 * segments are only ever their own: `customerId` must be the signed-in shopper's (a guest sends
 * none), or another customer's programmes could be read through the explanation. Targeting
 * is the shopper's consent cookie on the call's site (its `locale`), checked here as well as
 * by the page that calls.
 */
export function personalisationRoutes(
  app: FastifyInstance,
  deps: { personalisation: PersonalisationService; brand: string },
): void {
  registerEndpoint(app, DECIDE_PERSONALISATION, async ({ params, body, scope }, reply) => {
    if (params.brand !== deps.brand)
      throw new AppError("API404", { message: `There is no brand ${params.brand} here.` });
    const signedIn =
      scope.shopper && scope.shopper.consumerType !== "GUEST" ? scope.shopper.consumerNo : null;
    if (body.customerId !== undefined && body.customerId !== signedIn)
      throw new AppError("VAL400", {
        field: "customerId",
        message: "customerId: must be the signed-in shopper's own customer number",
      });
    const consent = reply.request.cookies[CONSENT_COOKIES.consent];
    const targeting = allowedConsent(scope.site.locale, consent).includes("C0004");
    return deps.personalisation.decide({ body, customerNo: signedIn, targeting });
  });
}
