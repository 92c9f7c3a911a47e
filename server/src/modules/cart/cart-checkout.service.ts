import { toMinor, type Cart } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { CartCore } from "./cart-core.service";
import { deleteRedemptions, insertRedemption, selectSitePromotions } from "./promotions.tables";
import {
  lockShopperCarts,
  mergeLines,
  moveCartStatus,
  selectCartOwner,
  selectOpenCart,
  selectOpenCartOf,
  setDeviceFingerprint,
  type SplitShown,
} from "./cart.tables";

/** The bag as placement orders it: its answer and the row facts the order needs. */
export interface BagForOrder {
  cart: Cart;
  siteId: string;
  consumerNo: string;
  /** The tax now differs from what the shopper was last shown (TAX310, decision 0064). */
  taxChanged: boolean;
  /** The shopper's device fingerprint (000 §7 deviceFingerPrint), or null. */
  deviceFingerprint: string | null;
  /** The loyalty voucher's points the order spends, when the voucher applies; else null. */
  rewardPoints: number | null;
  /**
   * What the order counts against the employee's annual cap (the items at the discount), minor
   * units; 0 when no employee discount applies.
   */
  employeeSpendMinor: number;
  /**
   * How the last answer of a write to this revision of the bag (prepareOrder's included) split
   * its total between the tenders and the provider's remainder: what the shopper confirmed
   * (decision 0079). Null when no answer was recorded for this revision.
   */
  splitShown: SplitShown | null;
}

/** The promotion id under which the employee discount shows (programs area). */
const EMPLOYEE_DISCOUNT = "EMPLOYEE_DISCOUNT";

/** What the checkout area asks of the bag (decision 0065). */
export interface CartCheckoutService {
  /** The owner's open bag as it would be ordered now (BSK404, AUT498 like every cart call). */
  bagForOrder(basketId: string, shopper: Shopper): Promise<BagForOrder>;
  /** Whether the bag is still open (one read: an order closing it commits wholly or not). */
  isOpen(basketId: string): Promise<boolean>;
  /** Closes the bag in the order's transaction; false when it was no longer open. */
  closeBag(tx: Queryable, basketId: string): Promise<boolean>;
  /**
   * A bag whose order failed (a failed 3-D Secure challenge) is the shopper's again: opened
   * again when the shopper has no other open bag on the site, else its lines join that one.
   * Answers the open bag that holds the lines.
   */
  reopenBag(basketId: string): Promise<string>;
  /**
   * In the order's transaction: counts each code that applies to the bag as used by the order,
   * so a once-per-shopper code (WELCOME10) cannot be used again; PRM150 or PRM140 when another
   * order used up the code meanwhile (all of the order rolls back).
   */
  redeemCoupons(tx: Queryable, bag: BagForOrder, orderNo: string): Promise<void>;
  /**
   * Keeps the device fingerprint on the owner's bag (BSK404, AUT498 as every cart call). It is
   * not part of what the bag shows, so the bag's revision does not move.
   */
  setDeviceFingerprint(basketId: string, fingerprint: string, shopper: Shopper): Promise<void>;
  /** Gives back the codes of an order that failed. */
  releaseCoupons(tx: Queryable, orderNo: string): Promise<void>;
}

export function createCartCheckout(core: CartCore): CartCheckoutService {
  const { db, view } = core;
  return {
    async bagForOrder(basketId, shopper) {
      const bundle = await core.ownedBundle(db, basketId, shopper);
      const cart = await view(db, bundle, shopper);
      const employee = cart.promoSummary.some((promo) => promo.promotionId === EMPLOYEE_DISCOUNT);
      return {
        cart,
        siteId: bundle.cart.site_id,
        consumerNo: bundle.cart.consumer_no,
        taxChanged: cart.notifications.some((notice) => notice.type === "TAX310"),
        deviceFingerprint: bundle.cart.device_fingerprint,
        rewardPoints: cart.totals.appliedRewards.length > 0 ? bundle.cart.reward_points : null,
        employeeSpendMinor: employee ? toMinor(cart.totals.itemTotal, cart.currency) : 0,
        splitShown:
          bundle.cart.tax_shown_revision === bundle.cart.revision ? bundle.cart.split_shown : null,
      };
    },
    isOpen: async (basketId) => (await selectOpenCart(db, basketId)) !== null,
    closeBag: (tx, basketId) => moveCartStatus(tx, basketId, "open", "ordered"),
    async redeemCoupons(tx, bag, orderNo) {
      const codes = bag.cart.couponItems
        .filter((coupon) => coupon.status === "APPLIED")
        .map((coupon) => coupon.code);
      if (codes.length === 0) return;
      const language = bag.cart.locale.split("-")[0] ?? "en";
      const promotions = await selectSitePromotions(tx, bag.siteId, language);
      for (const code of codes) {
        const promotion = promotions.find((candidate) => candidate.couponCode === code);
        if (!promotion) continue;
        const outcome = await insertRedemption(tx, {
          promotionId: promotion.id,
          consumerNo: bag.consumerNo,
          orderNo,
          totalLimit: promotion.totalLimit,
          perCustomerLimit: promotion.perCustomerLimit,
        });
        if (outcome !== "redeemed")
          throw new AppError(outcome, {
            field: "code",
            message: `The promo code ${code} has been used up since it was applied. Take it off to place the order.`,
          });
      }
    },
    releaseCoupons: deleteRedemptions,
    async setDeviceFingerprint(basketId, fingerprint, shopper) {
      await db.transaction(async (tx) => {
        const cart = await core.ownedCart(tx, basketId, shopper, true);
        await setDeviceFingerprint(tx, cart.basket_id, fingerprint);
      });
    },
    reopenBag(basketId) {
      return db.transaction(async (tx) => {
        const owner = await selectCartOwner(tx, basketId);
        if (!owner) throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
        await lockShopperCarts(tx, owner.consumer_no);
        const open = await selectOpenCartOf(tx, owner.consumer_no, owner.site_id);
        if (open?.basket_id === basketId) return basketId;
        if (!open) {
          await moveCartStatus(tx, basketId, "ordered", "open");
          return basketId;
        }
        await mergeLines(tx, basketId, open.basket_id);
        return open.basket_id;
      });
    },
  };
}
