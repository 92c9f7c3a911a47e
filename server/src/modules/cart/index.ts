import { DATA_REFRESH_MS } from "../../platform/page-cache/page-tags";
/** The cart area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { toMinor } from "@ridgeline/contract";
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import type { ProgramsArea } from "../programs";
import type { StoresArea } from "../stores";
import type { LoyaltyArea } from "../loyalty";
import type { PaymentsArea } from "../payments";
import { shippingTermsRoutes } from "./shipping-terms.routes";
import { cartRoutes } from "./cart.routes";
import { createCartService, type CartService } from "./cart.service";

export type { CartService };
export type { BagTender, SpentTender, TenderService } from "./tenders.service";
export type { BagForOrder } from "./cart-checkout.service";
export type { SplitShown } from "./cart.tables";
export { clearPromotionsSeed, importPromotionsSeed, type GiftSeed } from "./cart.seed";

/** The shopper's bag: lines, quantities, stock and totals. */
export const cartArea = defineArea<{
  catalog: CatalogService;
  inventory: InventoryService;
  programs: ProgramsArea;
  stores: StoresArea;
  loyalty: LoyaltyArea;
  payments: PaymentsArea;
}>()({
  name: "cart",
  needs: {
    catalog: true,
    inventory: true,
    programs: true,
    stores: true,
    loyalty: true,
    payments: true,
  },
  create: ({ db, config }, { catalog, inventory, programs, stores, loyalty, payments }) =>
    createCartService({
      db,
      syncIntervalMs: config.env === "test" ? 0 : DATA_REFRESH_MS,
      catalog,
      inventory,
      stores: stores.stores,
      loyalty,
      providerSessions: payments.provider,
      associateAt: (token) => programs.associates.inStoreInfo(token),
      athleteRemaining: async (consumerNo) => {
        const { athlete } = await programs.programs.details(consumerNo);
        return athlete ? toMinor(athlete.remaining, athlete.currency) : null;
      },
      tenders: {
        giftCards: payments.giftCards,
        loyalty: loyalty.tenders,
        allowance: {
          spend: (tx, spend) => programs.programs.spendAllowance(tx, spend),
          giveBack: (tx, reference) => programs.programs.giveBackAllowance(tx, reference),
          refundPart: (tx, part) => programs.programs.refundAllowance(tx, part),
        },
      },
      orderDiscount: (consumerNo, currency, itemTotalMinor, tx) =>
        programs.programs.employeeDiscount(consumerNo, currency, itemTotalMinor, tx),
    }),
  routes: async (app, cart, { config, db }) => {
    await cartRoutes(app, { cart, cookieSecure: config.cookieSecure });
    await shippingTermsRoutes(app, db);
  },
  listens: (cart) => ({
    // The guest's bag becomes the shopper's; a second delivery finds no guest bag left.
    shopperSignedIn: async ({ guestNo, consumerNo }) => {
      if (guestNo) await cart.adoptGuestCarts(guestNo, consumerNo);
    },
  }),
});
