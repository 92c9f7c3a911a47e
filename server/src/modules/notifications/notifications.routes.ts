import { SUBSCRIBE_BACK_IN_STOCK } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { NotificationsService } from "./notifications.service";

export async function notificationsRoutes(
  app: FastifyInstance,
  options: { notifications: NotificationsService },
): Promise<void> {
  registerEndpoint(
    app,
    SUBSCRIBE_BACK_IN_STOCK,
    async ({ body, scope }) => options.notifications.subscribe(body, scope.site),
    { perAddress: "mail" },
  );
}
