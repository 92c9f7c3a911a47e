import { PURCHASE_HISTORY } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { OrdersService } from "./orders.service";

/**
 * The account's order history (000 §7 purchasehistory): signed-in shoppers only. One order's
 * detail and tracking answer with what can still be done with it, so the aftersales area
 * registers them.
 */
export async function ordersRoutes(
  app: FastifyInstance,
  options: { orders: OrdersService },
): Promise<void> {
  const { orders } = options;
  registerEndpoint(app, PURCHASE_HISTORY, async ({ body, scope }) =>
    orders.history(registeredShopper(scope).consumerNo, body),
  );
}
