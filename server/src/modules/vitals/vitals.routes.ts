import {
  INGEST_MEASURES,
  OPERATOR_TOKEN_HEADER,
  VALIDATE_RESPONSE,
  VITALS_SUMMARY,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { verifyStaffToken } from "../../platform/security/staff-tokens";
import { checkResponse } from "./response-check.helpers";
import type { VitalsService } from "./vitals.service";

const DEFAULT_DAYS = 28;

export async function vitalsRoutes(
  app: FastifyInstance,
  options: { vitals: VitalsService; secret: string },
): Promise<void> {
  const { vitals, secret } = options;
  // Keyless (a beacon carries no header): bounded per address instead.
  registerEndpoint(
    app,
    INGEST_MEASURES,
    async ({ body, scope }) => ({
      recorded: await vitals.ingest(scope.site.locale, body.measureBatch),
    }),
    { perAddress: "beacon" },
  );
  registerEndpoint(app, VITALS_SUMMARY, async ({ query }, reply) => {
    const header = reply.request.headers[OPERATOR_TOKEN_HEADER];
    const token = typeof header === "string" ? header : null;
    if (!verifyStaffToken(secret, token, "operator", null)) throw new AppError("EXP401");
    return vitals.summary(query.days ? Number(query.days) : DEFAULT_DAYS);
  });
  registerEndpoint(app, VALIDATE_RESPONSE, async ({ params, body }, reply) => {
    const check = checkResponse(params.contract, body);
    if (!check)
      throw new AppError("VAL400", {
        field: "contract",
        message: `contract: no call is named ${params.contract}`,
      });
    // A client saw an answer the contract does not describe: worth an operator's look.
    if (!check.valid)
      reply.request.log.warn(
        { contract: check.contract, issues: check.issues },
        "response off contract",
      );
    return check;
  });
}
