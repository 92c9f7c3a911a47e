import {
  CONFIRM_SUBSCRIPTION,
  GET_SUBSCRIPTIONS,
  SUBSCRIBE,
  UPDATE_SUBSCRIPTIONS,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { SubscriptionsService } from "./subscriptions.service";

export async function subscriptionsRoutes(
  app: FastifyInstance,
  options: { subscriptions: SubscriptionsService },
): Promise<void> {
  const { subscriptions } = options;
  registerEndpoint(app, GET_SUBSCRIPTIONS, async ({ scope }) => subscriptions.list(scope));
  // Either may send a double opt-in mail.
  registerEndpoint(
    app,
    SUBSCRIBE,
    async ({ body, scope }) => subscriptions.subscribe(scope, body.subscriptions),
    { perAddress: "mail" },
  );
  registerEndpoint(
    app,
    UPDATE_SUBSCRIPTIONS,
    async ({ body, scope }) => subscriptions.update(scope, body.subscriptions),
    { perAddress: "mail" },
  );
  registerEndpoint(app, CONFIRM_SUBSCRIPTION, async ({ body }) =>
    subscriptions.confirm(body.token),
  );
}
