import {
  CONSUMER_LOOKUP,
  ENROL_CONSUMER,
  GET_CONSUMER,
  RETRIEVE_USER_DATA,
  UPDATE_CONSUMER,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { ProfileService } from "./profile.service";

export async function profileRoutes(
  app: FastifyInstance,
  options: { profile: ProfileService },
): Promise<void> {
  const { profile } = options;
  registerEndpoint(app, GET_CONSUMER, async ({ query, scope }) =>
    profile.get(registeredShopper(scope).consumerNo, query.withLoyalty),
  );
  registerEndpoint(app, UPDATE_CONSUMER, async ({ query, body, scope }) =>
    profile.update(scope, body.consumerProfile, query.withLoyalty),
  );
  registerEndpoint(app, ENROL_CONSUMER, async ({ body, scope }) =>
    profile.enrol(scope, body.consumerProfile),
  );
  registerEndpoint(app, CONSUMER_LOOKUP, async ({ query }, reply) => {
    reply.header("cache-control", "no-store");
    return profile.lookup(query.email, reply.request.ip);
  });
  registerEndpoint(app, RETRIEVE_USER_DATA, async ({ body }, reply) =>
    profile.retrieveUserData(body, reply.request.ip),
  );
}
