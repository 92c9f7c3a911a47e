import { describe, expect, it } from "vitest";
import type { CartService } from "../cart/cart.service";
import type { IdentityService } from "../identity/identity.service";
import type { RecommendationsService } from "../merchandising/recommendations.service";
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
  } as Pick<IdentityService, "goneGuests" | "deleteGuestSessions"> as IdentityService;
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
  return { calls, identity, cart, recommendations };
}

describe("housekeeping.purge", () => {
  it("deletes a gone guest's carts and views before the sessions, then trims views", async () => {
    const deps = areas();
    const result = await createHousekeepingService(deps).purge(new Date());
    expect(deps.calls).toEqual([
      "identity.goneGuests",
      "cart.deleteGuestCarts",
      "recommendations.forgetViews",
      "identity.deleteGuestSessions",
      "recommendations.purgeViews",
    ]);
    expect(result).toEqual({ guestSessions: 1, guestCarts: 1, views: 5 });
  });

  it("keeps the sessions when a cart delete fails, so the next run finds the guest again", async () => {
    const failing = areas({ cartFails: true });
    await expect(createHousekeepingService(failing).purge(new Date())).rejects.toThrow();
    expect(failing.calls).not.toContain("identity.deleteGuestSessions");
    expect(await failing.identity.goneGuests(new Date(), 10)).toEqual(["G1"]);
  });
});
