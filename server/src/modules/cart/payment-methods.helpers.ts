import type { PaymentMethodId } from "@ridgeline/contract";

/** What decides which tenders a bag can be paid with (000 §7 paymentMethods, issue 13). */
export interface PaymentMethodsInput {
  /** The site's country (its locale's second part). */
  country: string;
  /** The bag's total after discounts, shipping and tax, minor units. */
  totalMinor: number;
  /** The bag holds a gift card (a digital item). */
  hasGiftCards: boolean;
  /** The bag holds a made-to-order item (it cannot be returned). */
  hasCustoms: boolean;
  shopperType: "GUEST" | "REGISTERED" | "EMPLOYEE";
  loyaltyMember: boolean;
  /** An athlete's allowance left this year (minor units); null for a shopper who is not one. */
  athleteRemainingMinor: number | null;
  /** A buy-in-store session: an associate's device takes the payment. */
  inStore: boolean;
}

/** The sites whose shoppers the pay-later provider serves. */
export const KLARNA_COUNTRIES: ReadonlySet<string> = new Set(["US", "GB", "DE", "FR"]);

/**
 * The smallest and largest bag a pay-later plan is offered for, in the site currency's minor
 * units: under 35 the instalments are too small to be worth a plan; over 1 000 the provider asks
 * for checks this store does not run.
 */
export const KLARNA_MIN_MINOR = 3_500;
export const KLARNA_MAX_MINOR = 100_000;

/**
 * The tenders a bag can take, in the order the page lists them. Each rule, with its reason:
 * - CREDIT_CARD: always.
 * - GIFT_CARD: not for a bag that holds a gift card: one gift card does not buy another (it
 *   would turn a stolen card's balance into a new, clean one).
 * - PAYPAL: not in a buy-in-store session (the shopper would sign in to their PayPal account on
 *   the associate's device).
 * - KLARNA: on the sites it serves, for a bag between KLARNA_MIN and KLARNA_MAX, not for gift
 *   cards (credit for cash-like goods) nor made-to-order items (the plan assumes a return is
 *   possible), not in a buy-in-store session.
 * - LOYALTY_POINTS: loyalty members.
 * - ATHLETES_PAYMENT: athletes with allowance left this year.
 * - The reward tenders (REWARD_TENDERS: a reward code and a reward card alike): signed-in
 *   shoppers (a reward belongs to an account), and for an athlete only once the athlete's
 *   allowance is spent or absent (000 §6: "reward payment allowed only when the remaining
 *   athlete amount is 0 or absent"). The rule is one for the whole group: the code was once
 *   offered to an athlete with allowance left because only the card carried it (issue 26
 *   point 7).
 */
/** The tenders 000 §6 calls "reward payment": one rule decides them all. */
export const REWARD_TENDERS: ReadonlySet<PaymentMethodId> = new Set(["REWARD_CODE", "REWARD_CARD"]);

export function paymentMethodsFor(input: PaymentMethodsInput): PaymentMethodId[] {
  const signedIn = input.shopperType !== "GUEST";
  const athleteLeft = input.athleteRemainingMinor !== null && input.athleteRemainingMinor > 0;
  const klarna =
    KLARNA_COUNTRIES.has(input.country) &&
    input.totalMinor >= KLARNA_MIN_MINOR &&
    input.totalMinor <= KLARNA_MAX_MINOR &&
    !input.hasGiftCards &&
    !input.hasCustoms &&
    !input.inStore;
  const offered: [PaymentMethodId, boolean][] = [
    ["CREDIT_CARD", true],
    ["GIFT_CARD", !input.hasGiftCards],
    ["PAYPAL", !input.inStore],
    ["KLARNA", klarna],
    ["LOYALTY_POINTS", signedIn && input.loyaltyMember],
    ["REWARD_CODE", true],
    ["ATHLETES_PAYMENT", athleteLeft],
    ["REWARD_CARD", true],
  ];
  const rewardAllowed = signedIn && !athleteLeft;
  return offered
    .filter(([id, allowed]) => allowed && (!REWARD_TENDERS.has(id) || rewardAllowed))
    .map(([id]) => id);
}
