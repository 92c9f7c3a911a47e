/** The housekeeping area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import type { IdentityArea } from "../identity";
import type { MerchandisingArea } from "../merchandising";
import type { OrdersArea } from "../orders";
import type { ProgramsArea } from "../programs";
import { createHousekeepingService, type HousekeepingService } from "./housekeeping.service";

export type { HousekeepingService, PurgeResult } from "./housekeeping.service";

/**
 * Purges what nobody needs any more: old product views, expired guests with their bags,
 * favourites and views, spent credentials, expired mailed order links, finished rate-limit
 * windows.
 */
export const housekeepingArea = defineArea<{
  identity: IdentityArea;
  cart: CartService;
  favorites: FavoritesService;
  merchandising: MerchandisingArea;
  orders: OrdersArea;
  programs: ProgramsArea;
}>()({
  name: "housekeeping",
  needs: {
    identity: true,
    cart: true,
    favorites: true,
    merchandising: true,
    orders: true,
    programs: true,
  },
  create: ({ bot, limits }, needs): HousekeepingService =>
    createHousekeepingService({
      identity: needs.identity.identity,
      cart: needs.cart,
      favorites: needs.favorites,
      recommendations: needs.merchandising.recommendations,
      associates: needs.programs.associates,
      orders: needs.orders,
      bot,
      limits,
    }),
  jobs: (housekeeping, { config, log }) => [
    {
      name: "housekeeping",
      // Tests purge when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : config.housekeepingIntervalMs,
      alone: true,
      run: async () => {
        log.info({ purged: await housekeeping.purge() }, "housekeeping done");
      },
    },
  ],
});
