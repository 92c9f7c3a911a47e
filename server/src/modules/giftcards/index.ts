/** The giftcards area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { OrdersArea } from "../orders";
import type { PaymentsArea } from "../payments";
import { giftCardsRoutes } from "./giftcards.routes";
import { createGiftCardsService, type GiftCardsService } from "./giftcards.service";

export type { GiftCardsService };

/**
 * The gift cards the store sells (issue 14 point 6, decision 0076): issued and e-mailed when
 * their order is placed, sent again on request, blocked when their order is cancelled. The
 * cards' hashes and ledger are the payments area's, where every gift card pays.
 */
export const giftCardsArea = defineArea<{
  orders: OrdersArea;
  payments: PaymentsArea;
  catalog: CatalogService;
}>()({
  name: "giftcards",
  needs: { orders: true, payments: true, catalog: true },
  create: ({ db, events, mailer, limits, config }, { orders, payments, catalog }) =>
    createGiftCardsService({
      db,
      catalog,
      events,
      mailer,
      limits,
      publicOrigin: config.publicOrigin,
      orders,
      payments,
    }),
  routes: (app, giftCards) => giftCardsRoutes(app, { giftCards }),
  listens: (giftCards) => ({
    // After the order's commit, at least once: the unit's unique key makes a repeat issue
    // nothing, and the clear number and PIN only ever reach the e-mail queued with the card.
    orderPlaced: async ({ orderNo }) => {
      await giftCards.issueForOrder(orderNo);
    },
    // The aftersales area refunded the order whole; what its cards still hold is blocked.
    orderCancelled: async ({ orderNo }) => {
      await giftCards.blockForOrder(orderNo);
    },
  }),
});
