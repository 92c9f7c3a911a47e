import { ORDER_ACCESS_LINK, PURCHASE_HISTORY } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { OrdersService } from "./orders.service";

/**
 * The account's order history (000 §7 purchasehistory): signed-in shoppers only; a guest's
 * mailed link to one order (decision 0077). One order's
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
  registerEndpoint(app, ORDER_ACCESS_LINK, async ({ body, scope }, reply) => {
    await orders.sendAccessLink({ ...body, locale: scope.site.locale }, reply.request.ip);
    reply.code(202);
    return { accepted: true as const };
  });
}
