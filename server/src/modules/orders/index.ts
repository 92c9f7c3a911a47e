/** The orders area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { SiteService } from "../site";
import { createFulfilment, type FulfilmentService } from "./fulfilment.service";
import { ordersRoutes } from "./orders.routes";
import { createOrdersService, type OrdersService } from "./orders.service";

export type { OrdersService };
export type { FulfilmentMove, FulfilmentService, SimulatedOrder } from "./fulfilment.service";
export { orderAnswer } from "./orders.helpers";
export {
  isGuestNumber,
  ORDER_LOOKUP_LIMIT,
  ORDER_LOOKUP_TARGET_LIMIT,
  type OrderAccess,
  type OrderProof,
} from "./order-proof.service";
export type {
  NewOrder,
  NewOrderLine,
  NewOrderPayment,
  NewOrderShipment,
  OrderTotals,
  PlacedOrder,
} from "./orders.types";

export interface OrdersArea extends OrdersService {
  /** Moves orders through their states (the fulfilment simulator). */
  fulfilment: FulfilmentService;
}

/** Orders once placed: numbers per site, lines, shipments, payments and their history. */
export const ordersArea = defineArea<{ site: SiteService }>()({
  name: "orders",
  needs: { site: true },
  create: ({ db, mailer, config, limits, events }, { site }): OrdersArea => {
    const orders = createOrdersService({
      db,
      mailer,
      limits,
      publicOrigin: config.publicOrigin,
      siteIds: async () => (await site.listSites()).map((entry) => entry.siteId.toUpperCase()),
    });
    return {
      ...orders,
      fulfilment: createFulfilment({
        db,
        events,
        mailer,
        publicOrigin: config.publicOrigin,
        orderMailPath: orders.orderMailPath,
      }),
    };
  },
  routes: (app, orders) => ordersRoutes(app, { orders }),
  listens: (orders) => ({
    // A guest who signs in or signs up from the session that placed an order (the
    // confirmation page's "create an account") finds the order in the account; a second
    // delivery finds none left under the guest.
    shopperSignedIn: async ({ guestNo, consumerNo }) => {
      if (guestNo) await orders.adoptGuestOrders(guestNo, consumerNo);
    },
  }),
});
