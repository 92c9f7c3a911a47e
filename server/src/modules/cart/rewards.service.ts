import type { Cart } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { CartCore } from "./cart-core.service";
import { setRewardPoints } from "./cart.tables";

/** A loyalty voucher on the cart (000 §7 `PUT …/reward`, §8 REW codes). */
export interface RewardService {
  /**
   * Applies a voucher of the member's points (a tier of the cart's currency), or takes it off
   * (`null`): REW401 for a guest, REW130 for a shopper who is not a member, REW140 when the
   * balance is below the tier, VAL400 for a tier the currency does not offer. One voucher per
   * cart: a new one replaces the old. The points are spent when the order is placed.
   */
  applyReward(
    basketId: string,
    input: { appliedLoyaltyVoucher: { points: number } | null },
    shopper: Shopper,
  ): Promise<Cart>;
}

export function createRewards(core: CartCore): RewardService {
  const { writeCart, deps } = core;
  return {
    applyReward(basketId, input, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        const voucher = input.appliedLoyaltyVoucher;
        if (voucher === null) {
          await setRewardPoints(tx, cart.basket_id, null);
          return;
        }
        if (shopper.consumerType === "GUEST") throw new AppError("REW401");
        const member = await deps.loyalty?.membership(shopper.consumerNo, tx);
        if (!member) throw new AppError("REW130");
        const tiers = (await deps.loyalty?.voucherTiers(cart.currency, tx)) ?? [];
        const tier = tiers.find((candidate) => candidate.points === voucher.points);
        if (!tier?.active)
          throw new AppError("VAL400", {
            field: "appliedLoyaltyVoucher.points",
            message: `There is no ${voucher.points}-point voucher in ${cart.currency}.`,
          });
        if (member.balance < voucher.points)
          throw new AppError("REW140", {
            field: "appliedLoyaltyVoucher.points",
            message: `This voucher needs ${voucher.points} points; you have ${member.balance}.`,
          });
        await setRewardPoints(tx, cart.basket_id, voucher.points);
      });
    },
  };
}
