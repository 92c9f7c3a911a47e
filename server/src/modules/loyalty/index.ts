/** The loyalty area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { createHmac, randomBytes } from "node:crypto";
import { defineArea } from "../../platform/areas/area";
import { pointsEarned } from "./loyalty.helpers";
import { loyaltyProgrammeRoutes } from "./loyalty-programme.routes";
import { loyaltyRoutes } from "./loyalty.routes";
import { createLoyaltyService, type LoyaltyService } from "./loyalty.service";
import { createLoyaltyTenders, type LoyaltyTenders } from "./rewards.service";

export type { LoyaltyService, LoyaltyTenders };

/** What the loyalty area gives others: its service, and its points and rewards as tenders. */
export type LoyaltyArea = LoyaltyService & { tenders: LoyaltyTenders };
export type { Reward, RewardKind } from "./rewards.service";

/** Members, points, vouchers and welcome promos. */
export const loyaltyArea = defineArea()({
  name: "loyalty",
  needs: {},
  create: ({ db, config }): LoyaltyArea => ({
    tenders: createLoyaltyTenders({ db }),
    ...createLoyaltyService({
      db,
      // Signed with a key derived from BOT_SECRET (one secret per shop), or a random one per
      // process without it (decision 0026).
      tokenKey: createHmac("sha256", config.botSecret ?? randomBytes(32))
        .update("ridgeline loyalty token")
        .digest(),
    }),
  }),
  routes: async (app, loyalty, { db }) => {
    await loyaltyRoutes(app, { loyalty });
    await loyaltyProgrammeRoutes(app, db);
  },
  listens: (loyalty, { db }) => ({
    // Enrolling a member again changes nothing, so a second delivery is harmless.
    shopperSignedUp: async ({ consumerNo, loyaltyEnrollment }) => {
      if (loyaltyEnrollment)
        await db.transaction((tx) => loyalty.enrol(tx, consumerNo, { source: "SIGNUP" }));
    },
    // A member earns points for an order (issue 13); booked once per order, so a second
    // delivery changes nothing.
    orderPlaced: async ({ consumerNo, orderNo, totalMinor }) => {
      const points = pointsEarned(totalMinor);
      if (points > 0 && (await loyalty.membership(consumerNo)))
        await loyalty.earnPoints(consumerNo, { points, reason: "ORDER", reference: orderNo });
    },
    // A cancel or a return's refund takes back what the order no longer earns (decision 0075):
    // it is worth the points of what is left of its total. Booked once per refund.
    orderRefunded: async ({ consumerNo, orderNo, refundId, refundedMinor, totalMinor }) => {
      await loyalty.takeBackOrderPoints({
        consumerNo,
        orderNo,
        refundId,
        stillWorthPoints: pointsEarned(Math.max(0, totalMinor - refundedMinor)),
      });
    },
  }),
});

// Demo data: what seed/ hands this area.
export { importLoyaltySeed, importRewardSeed, type RewardSeed } from "./loyalty.seed";
