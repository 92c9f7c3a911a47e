import {
  GET_NOTIFICATION_SETTINGS,
  SUBSCRIBE_BACK_IN_STOCK,
  UPDATE_NOTIFICATION_SETTINGS,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
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
  // The account's back-in-stock settings (000 §7 PUT …/notification; the GET is ours).
  registerEndpoint(app, GET_NOTIFICATION_SETTINGS, async ({ scope }) =>
    options.notifications.settings(registeredShopper(scope).consumerNo, scope.site),
  );
  registerEndpoint(app, UPDATE_NOTIFICATION_SETTINGS, async ({ body, scope }) =>
    options.notifications.updateSettings(registeredShopper(scope).consumerNo, body, scope.site),
  );
}
