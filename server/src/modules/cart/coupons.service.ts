import type { Cart } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import { marketOf, type CartCore } from "./cart-core.service";
import {
  countRedemptions,
  deleteCartCoupon,
  insertCartCoupon,
  selectCartCoupons,
  selectSitePromotions,
} from "./promotions.tables";

/** The most promo codes one bag takes. */
export const MAX_COUPONS_PER_CART = 5;

/** A promo code refused, with the catalogue's message, about the `code` field. */
function couponError(
  errorId: "PRM130" | "PRM160" | "PRM135" | "PRM155" | "PRM140" | "PRM150" | "PRM416",
) {
  return new AppError(errorId, { field: "code" });
}

/** Promo codes on a cart (000 §7 `/cart/v1/coupon`, §8 PRM codes; decision 0057). */
export interface CouponService {
  /**
   * Applies a promo code (upper case) to the cart: the PRM codes of 000 §8 for a code that is
   * unknown (PRM130), for members only (PRM160), not started (PRM135), expired (PRM155), used
   * up (PRM140), already redeemed by this shopper (PRM150) or already on the cart (PRM416).
   */
  applyCoupon(input: { cartId: string; code: string }, shopper: Shopper): Promise<Cart>;
  removeCoupon(input: { cartId: string; code: string }, shopper: Shopper): Promise<Cart>;
}

export function createCoupons(core: CartCore): CouponService {
  const { writeCart } = core;
  return {
    applyCoupon(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        const coupons = await selectCartCoupons(tx, cart.basket_id);
        if (coupons.length >= MAX_COUPONS_PER_CART) {
          throw new AppError("PRM175", {
            field: "code",
            message: `A bag takes at most ${MAX_COUPONS_PER_CART} promo codes.`,
          });
        }
        const promotions = await selectSitePromotions(tx, cart.site_id, marketOf(cart).language);
        const promotion = promotions.find((candidate) => candidate.couponCode === input.code);
        const now = new Date();
        if (!promotion) throw couponError("PRM130");
        if (promotion.registeredOnly && shopper.consumerType === "GUEST")
          throw couponError("PRM160");
        if (promotion.startsAt && now < promotion.startsAt) throw couponError("PRM135");
        if (promotion.endsAt && now >= promotion.endsAt) throw couponError("PRM155");
        if (promotion.totalLimit !== null || promotion.perCustomerLimit !== null) {
          const used = await countRedemptions(tx, promotion.id, shopper.consumerNo);
          if (promotion.totalLimit !== null && used.total >= promotion.totalLimit)
            throw couponError("PRM140");
          if (promotion.perCustomerLimit !== null && used.byShopper >= promotion.perCustomerLimit)
            throw couponError("PRM150");
        }
        // Under the cart's lock, and unique per cart: two tabs applying it at once add it once.
        if (!(await insertCartCoupon(tx, cart.basket_id, input.code))) throw couponError("PRM416");
      });
    },

    removeCoupon(input, shopper) {
      return writeCart(input.cartId, shopper, async (tx, cart) => {
        if (!(await deleteCartCoupon(tx, cart.basket_id, input.code))) {
          throw new AppError("PRM130", {
            field: "code",
            message: `The promo code ${input.code} is not on this bag.`,
          });
        }
      });
    },
  };
}
