import { describe, expect, it } from "vitest";
import type { BotVerifier } from "../../platform/bot/bot-check";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import type { AssociatesService } from "../programs";
import type { IdentityService } from "../identity";
import type { RecommendationsService } from "../merchandising";
import { createHousekeepingService } from "./housekeeping.service";

/** Fakes that log what was asked of each area, with one gone guest until its sessions go. */
function areas(options: { cartFails?: boolean } = {}) {
  const calls: string[] = [];
  let sessions = ["G1"];
  const identity = {
    async goneGuests() {
      calls.push("identity.goneGuests");
      return [...sessions];
    },
    async deleteGuestSessions(consumerNos: readonly string[]) {
      calls.push("identity.deleteGuestSessions");
      sessions = sessions.filter((no) => !consumerNos.includes(no));
      return consumerNos.length;
    },
    async deleteSpentCredentials() {
      calls.push("identity.deleteSpentCredentials");
      // Four spent credentials on the first call, none left on the second.
      return calls.filter((call) => call === "identity.deleteSpentCredentials").length === 1
        ? 4
        : 0;
    },
  } as Pick<
    IdentityService,
    "goneGuests" | "deleteGuestSessions" | "deleteSpentCredentials"
  > as IdentityService;
  const favorites = {
    async deleteGuestFavorites() {
      calls.push("favorites.deleteGuestFavorites");
      return 1;
    },
  } as Pick<FavoritesService, "deleteGuestFavorites"> as FavoritesService;
  const bot: BotVerifier = {
    challenge: () => ({ challenge: "", difficulty: 0, expiresIn: 0 }),
    verify: async () => undefined,
    async forgetSpent() {
      calls.push("bot.forgetSpent");
      return 2;
    },
  };
  const cart = {
    async deleteGuestCarts() {
      calls.push("cart.deleteGuestCarts");
      if (options.cartFails) throw new Error("database went away");
      return 1;
    },
  } as Pick<CartService, "deleteGuestCarts"> as CartService;
  const recommendations = {
    async forgetViews() {
      calls.push("recommendations.forgetViews");
      return 2;
    },
    async purgeViews() {
      calls.push("recommendations.purgeViews");
      return 3;
    },
  } as Pick<RecommendationsService, "forgetViews" | "purgeViews"> as RecommendationsService;
  const associates = {
    async deleteExpiredSessions() {
      calls.push("associates.deleteExpiredSessions");
      return 1;
    },
  } as Pick<AssociatesService, "deleteExpiredSessions"> as AssociatesService;
  const orders = {
    async purgeExpiredLinks() {
      calls.push("orders.purgeExpiredLinks");
      return 2;
    },
  };
  return { calls, identity, cart, favorites, recommendations, bot, associates, orders };
}

describe("housekeeping.purge", () => {
  it("deletes a gone guest's carts and views before the sessions, then trims views", async () => {
    const deps = areas();
    const result = await createHousekeepingService(deps).purge(new Date());
    expect(deps.calls).toEqual([
      "identity.goneGuests",
      "cart.deleteGuestCarts",
      "favorites.deleteGuestFavorites",
      "recommendations.forgetViews",
      "identity.deleteGuestSessions",
      "recommendations.purgeViews",
      "identity.deleteSpentCredentials",
      "identity.deleteSpentCredentials",
      "bot.forgetSpent",
      "associates.deleteExpiredSessions",
      "orders.purgeExpiredLinks",
    ]);
    expect(result).toEqual({
      guestSessions: 1,
      guestCarts: 1,
      guestFavorites: 1,
      views: 5,
      spentCredentials: 7,
      orderLinks: 2,
      rateLimitCounters: 0,
    });
  });

  it("keeps the sessions when a cart delete fails, so the next run finds the guest again", async () => {
    const failing = areas({ cartFails: true });
    await expect(createHousekeepingService(failing).purge(new Date())).rejects.toThrow();
    expect(failing.calls).not.toContain("identity.deleteGuestSessions");
    expect(await failing.identity.goneGuests(new Date(), 10)).toEqual(["G1"]);
  });
});
