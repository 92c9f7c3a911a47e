import {
  GET_EXPERIMENT_RESULTS,
  OPERATOR_TOKEN_HEADER,
  PUBLISH_DATAFILE,
  SET_EXPERIMENT_STATUS,
} from "@ridgeline/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { verifyStaffToken } from "../../platform/security/staff-tokens";
import type { ExperimentsService, PublishedDatafile } from "./experiments.service";

/** Who the request's operator token names; EXP401 without a valid, unexpired one. */
export function operatorOf(secret: string, request: FastifyRequest): string {
  const header = request.headers[OPERATOR_TOKEN_HEADER];
  const claims = verifyStaffToken(
    secret,
    typeof header === "string" ? header : null,
    "operator",
    null,
  );
  if (!claims) throw new AppError("EXP401");
  return claims.sub;
}

const answer = (datafile: PublishedDatafile) => ({
  sdkKey: datafile.sdkKey,
  revision: datafile.revision,
  publishedAt: datafile.publishedAt.toISOString(),
  publishedBy: datafile.publishedBy,
});

/** The operator's calls: publish, pause and resume, results. */
export function operatorRoutes(
  app: FastifyInstance,
  deps: { experiments: ExperimentsService; secret: string },
): void {
  const { experiments, secret } = deps;
  registerEndpoint(app, PUBLISH_DATAFILE, async ({ params, body }, reply) => {
    const by = operatorOf(secret, reply.request);
    return answer(await experiments.publish(params.sdkKey, body, by));
  });
  registerEndpoint(app, GET_EXPERIMENT_RESULTS, async ({ params }, reply) => {
    operatorOf(secret, reply.request);
    return experiments.results(params.sdkKey, params.experimentKey);
  });
  registerEndpoint(app, SET_EXPERIMENT_STATUS, async ({ params, body }, reply) => {
    const by = operatorOf(secret, reply.request);
    return answer(
      await experiments.setStatus(params.sdkKey, params.experimentKey, body.status, by),
    );
  });
}
