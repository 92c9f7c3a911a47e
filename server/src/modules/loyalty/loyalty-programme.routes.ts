import { GET_LOYALTY_PROGRAMME, toMajor, toMinor } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/database/db.types";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { pointsEarned } from "./loyalty.helpers";
import { WELCOME_PROMO } from "./loyalty.service";
import { selectVoucherTiers } from "./loyalty.tables";

/** The programme page's figures (`/{locale}/xplr-pass`), read from the rules the area applies. */
export async function loyaltyProgrammeRoutes(app: FastifyInstance, db: Db): Promise<void> {
  registerEndpoint(app, GET_LOYALTY_PROGRAMME, async ({ scope }) => {
    const { currency } = scope.site;
    const tiers = (await selectVoucherTiers(db, currency)).filter((tier) => tier.active);
    const first = tiers[0];
    return {
      currency,
      // What one whole unit of a total earns (pointsEarned reads minor units).
      pointsPerUnit: pointsEarned(toMinor(1, currency)),
      // Paying with points and turning them into a voucher are worth the same (decision 0068).
      pointValue: first ? toMajor(first.amount_minor / first.points, currency) : 0,
      voucherTiers: tiers.map((tier) => ({
        points: tier.points,
        amount: toMajor(tier.amount_minor, currency),
      })),
      welcomeDiscountPercentage: WELCOME_PROMO.discountPercentage,
      welcomeValidDays: WELCOME_PROMO.validDays,
    };
  });
}
