import { PURCHASE_DETAIL, PURCHASE_HISTORY, TRACK_ORDER } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { OrdersService } from "./orders.service";

/** The account's orders (000 §7 purchasehistory, purchase/{orderId}): signed-in shoppers only. */
export async function ordersRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService },
): Promise<void> {
  const { orders } = options;
  registerEndpoint(app, PURCHASE_HISTORY, async ({ body, scope }) =>
    orders.history(registeredShopper(scope).consumerNo, body),
  );
  registerEndpoint(app, TRACK_ORDER, async ({ body }, reply) =>
    orders.track(body, reply.request.ip),
  );
  registerEndpoint(app, PURCHASE_DETAIL, async ({ params, scope }) =>
    orders.detail(registeredShopper(scope).consumerNo, params.orderId),
  );
}
