/** The checkout area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { checkoutRoutes } from "./checkout.routes";
import { defineArea } from "../../platform/areas/area";
import type { RateRule } from "../../platform/rate-limit/rate-limits";
import type { CartService } from "../cart";
import type { CatalogService } from "../catalog";
import type { IdentityArea } from "../identity";
import type { InventoryService } from "../inventory";
import type { LoyaltyService } from "../loyalty";
import type { OrdersService } from "../orders";
import type { PaymentsArea } from "../payments";
import type { ProgramsArea } from "../programs";
import type { StoresArea } from "../stores";
import { createAttemptsService, type AttemptsService } from "./attempts.service";
import type { CheckoutArea } from "./checkout.types";
import { createPlacement, type PlacementService } from "./placement.service";
import {
  createStoreReservations,
  type StoreReservationsService,
} from "./store-reservations.service";

export type { AttemptsService, CheckoutArea, PlacementService, StoreReservationsService };
export { MAX_ACTIVE_RESERVATIONS, RESERVATION_HOLD_MS } from "./store-reservations.service";
export { CHALLENGE_TIMEOUT_MS } from "./placement.service";

/**
 * How long an attempt may sit in one step before recovery takes it over: far above a
 * placement's own time (the provider's slowest answer included), so a live one is never taken.
 */
export const STUCK_AFTER_MS = 2 * 60_000;

/**
 * How long a settled placement's stored answer keeps the confirmation secret: long enough for
 * any repeat of the submit; afterwards the secret is only in the shopper's e-mail.
 */
export const SECRET_KEPT_MS = 24 * 60 * 60_000;

/**
 * Orders placed from pages without JavaScript, per network address: their bot check is weaker
 * (reading time, not work), so a network may place a few an hour this way; a shop floor or an
 * office behind one address still has room, a script trying cards has not.
 */
export const PLACE_WITHOUT_SCRIPT_LIMIT: RateRule = {
  name: "place-order-without-script-address",
  limit: 10,
  windowMs: 60 * 60_000,
  message:
    "Too many orders from this network without JavaScript. Turn JavaScript on, or try later.",
};

/** Placing orders: the saga's attempts under their idempotency keys (decision 0065). */
export const checkoutArea = defineArea<{
  cart: CartService;
  inventory: InventoryService;
  orders: OrdersService;
  payments: PaymentsArea;
  identity: IdentityArea;
  programs: ProgramsArea;
  loyalty: LoyaltyService;
  catalog: CatalogService;
  stores: StoresArea;
}>()({
  name: "checkout",
  needs: {
    cart: true,
    inventory: true,
    orders: true,
    payments: true,
    identity: true,
    programs: true,
    loyalty: true,
    catalog: true,
    stores: true,
  },
  create: (
    { db, events, bot, mailer, config, limits },
    { cart, inventory, orders, payments, identity, programs, loyalty, catalog, stores },
  ): CheckoutArea => {
    const attempts = createAttemptsService({ db });
    const accountEmail = async (consumerNo: string) =>
      (await identity.accounts.profile(consumerNo).catch(() => null))?.consumerDetails.email ??
      null;
    return {
      attempts,
      reservations: createStoreReservations({
        db,
        events,
        mailer,
        publicOrigin: config.publicOrigin,
        inventory,
        stores: stores.stores,
        catalog,
        accountEmail,
        verifyBot: (response) => bot.verify(response, "placeOrder"),
      }),
      prepare: (basketId, shopper, options) => cart.getCart(basketId, shopper, options),
      confirmation: (orderNo, token) => orders.orderForConfirmation(orderNo, token),
      keepDevice: (basketId, fingerprint, shopper) =>
        cart.setDeviceFingerprint(basketId, fingerprint, shopper),
      placement: createPlacement({
        db,
        events,
        attempts,
        cart,
        inventory,
        orders,
        provider: payments.provider,
        cardToken: (consumerNo, id) => payments.instruments.cardToken(consumerNo, id),
        accountEmail,
        inStoreOf: (token) => programs.associates.inStoreInfo(token),
        verifyBot: async (response, clientAddress) => {
          // An unanswered challenge (no ":answer"): a page without JavaScript.
          if (response && !response.includes(":") && bot.verifyWithoutScript) {
            await limits.check(PLACE_WITHOUT_SCRIPT_LIMIT, clientAddress);
            await bot.verifyWithoutScript(response, "placeOrder");
          } else await bot.verify(response, "placeOrder");
        },
        loyalty,
        recordEmployeeSpend: (consumerNo, amountMinor, tx) =>
          programs.programs.recordSpend(consumerNo, "EMPLOYEE", amountMinor, tx),
        recordPurchase: (tx, purchase) => programs.programs.recordPurchase(tx, purchase),
      }),
    };
  },
  routes: (app, checkout, { config }) =>
    checkoutRoutes(app, { checkout, cookieSecure: config.cookieSecure }),
  listens: ({ reservations }) => ({
    // A guest who signs in keeps the reservations made as a guest; a second delivery finds none.
    shopperSignedIn: async ({ guestNo, consumerNo }) => {
      if (guestNo) await reservations.adoptGuestReservations(guestNo, consumerNo);
    },
  }),
  jobs: ({ placement, reservations, attempts }, { config }) => [
    {
      name: "store-reservations-expiry",
      // Tests run the expiry when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : 60_000,
      alone: true,
      run: async () => {
        await reservations.expireHolds();
      },
    },
    {
      name: "checkout-recovery",
      // Tests run recovery when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : 60_000,
      alone: true,
      run: async () => {
        await placement.recover(STUCK_AFTER_MS);
        await attempts.purgeSecrets(SECRET_KEPT_MS);
      },
    },
  ],
});
