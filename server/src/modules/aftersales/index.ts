/** The aftersales area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { renderInvoicePdf, renderReturnLabelPdf } from "../../platform/documents";
import type { CartService } from "../cart";
import type { InventoryService } from "../inventory";
import type { LoyaltyService } from "../loyalty";
import { orderAnswer, type FulfilmentService, type OrdersArea } from "../orders";
import type { PaymentsArea } from "../payments";
import type { GiftCardsService } from "../giftcards";
import type { SiteService } from "../site";
import { aftersalesRoutes } from "./aftersales.routes";
import { fulfilmentPageRoutes } from "./fulfilment-page.routes";
import { createAftersales, type AftersalesService } from "./aftersales.service";

export type AftersalesArea = AftersalesService & {
  /** The orders area's fulfilment, for the simulator's page. */
  fulfilment: FulfilmentService;
};
export type { AftersalesService };
export type { Asker, ReceivedLine } from "./aftersales.service";

/** How often pending provider refunds are retried. */
const SETTLE_EVERY_MS = 60_000;

/** After the order: cancel, returns, refunds, invoices and credit notes (decision 0075). */
export const aftersalesArea = defineArea<{
  orders: OrdersArea;
  cart: CartService;
  inventory: InventoryService;
  payments: PaymentsArea;
  loyalty: LoyaltyService;
  site: SiteService;
  giftcards: GiftCardsService;
}>()({
  name: "aftersales",
  needs: {
    orders: true,
    cart: true,
    inventory: true,
    payments: true,
    loyalty: true,
    site: true,
    giftcards: true,
  },
  create: ({ db, events, mailer, config, warn }, needs): AftersalesArea => {
    const { orders, cart, inventory, payments, loyalty, site, giftcards } = needs;
    const service = createAftersales({
      db,
      warn,
      events,
      mailer,
      publicOrigin: config.publicOrigin,
      tenders: cart,
      provider: payments.provider,
      setPaymentStatus: (tx, orderNo, reference, status) =>
        orders.setPaymentStatus(tx, orderNo, reference, status),
      order: (orderNo, tx) => orders.order(orderNo, tx),
      addHistory: (tx, orderNo, event, detail) => orders.addHistory(tx, orderNo, event, detail),
      orderMailPath: (tx, order, locale, purpose) =>
        orders.orderMailPath(tx, order, locale, purpose),
      localeOf: async (order) => {
        if (order.locale) return order.locale;
        const sites = await site.listSites();
        const own = sites.find(
          (entry) => entry.siteId.toUpperCase() === order.siteId.toUpperCase(),
        );
        return own?.locale ?? "en-us";
      },
      now: () => new Date(),
      orders: {
        lockOrder: (tx, orderNo) => orders.lockOrder(tx, orderNo),
        moveOrder: (tx, orderNo, from, to, detail) =>
          orders.moveOrder(tx, orderNo, from, to, detail),
        historyOf: (orderNo) => orders.historyOf(orderNo),
        proveOrder: (orderNumber, proof, access, field) =>
          orders.proveOrder(orderNumber, proof, access, field),
        track: (orderNumber, proof) => orders.track(orderNumber, proof),
        answer: orderAnswer,
      },
      stock: { putBack: (lines, tx) => inventory.putBack(lines, tx) },
      pointsOfOrder: (orderNo) => loyalty.pointsOfOrder(orderNo),
      giftCardsSpent: (orderNo) => giftcards.spentOfOrder(orderNo),
      render: { invoice: renderInvoicePdf, label: renderReturnLabelPdf },
    });
    return { ...service, fulfilment: orders.fulfilment };
  },
  routes: async (app, aftersales, { config, db }) => {
    await aftersalesRoutes(app, { aftersales });
    if (config.devFulfilment)
      await app.register(fulfilmentPageRoutes, {
        db,
        fulfilment: aftersales.fulfilment,
        aftersales,
      });
  },
  listens: (aftersales) => ({
    // The invoice is issued once the order is placed (numbered without gaps per site); a
    // second delivery finds it issued.
    orderPlaced: async ({ orderNo }) => {
      await aftersales.issueInvoice(orderNo);
    },
  }),
  jobs: (aftersales, { config }) => [
    {
      name: "aftersales-refunds",
      // Tests settle refunds when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : SETTLE_EVERY_MS,
      alone: true,
      run: async () => {
        await aftersales.settleRefunds();
      },
    },
  ],
});
