import { toMinor, type PaymentMethodId } from "@ridgeline/contract";
import type { Shopper } from "../../platform/http/request-scope";
import { marketOf } from "./cart-answer.helpers";
import type { CartCore } from "./cart-core.service";
import { paymentMethodsFor } from "./payment-methods.helpers";

/** The tenders' names as the page lists them, per site language. */
const NAMES: Record<PaymentMethodId, Record<"en" | "fr" | "de", string>> = {
  CREDIT_CARD: { en: "Credit or debit card", fr: "Carte bancaire", de: "Kredit- oder Debitkarte" },
  GIFT_CARD: { en: "Gift card", fr: "Carte cadeau", de: "Geschenkkarte" },
  PAYPAL: { en: "PayPal", fr: "PayPal", de: "PayPal" },
  KLARNA: {
    en: "Klarna: pay later",
    fr: "Klarna : payer plus tard",
    de: "Klarna: später bezahlen",
  },
  LOYALTY_POINTS: { en: "Rewards points", fr: "Points fidélité", de: "Treuepunkte" },
  REWARD_CODE: { en: "Reward code", fr: "Code récompense", de: "Prämiencode" },
  ATHLETES_PAYMENT: { en: "Athlete allowance", fr: "Dotation athlète", de: "Athletenbudget" },
  REWARD_CARD: { en: "Reward card", fr: "Carte récompense", de: "Prämienkarte" },
};

export interface PaymentMethodsService {
  /** 000 §7 paymentMethods: the tenders this bag can take (rules in payment-methods.helpers). */
  paymentMethods(
    basketId: string,
    shopper: Shopper,
    storeSession: string | null,
  ): Promise<{ applicablePaymentMethods: { id: PaymentMethodId; name: string }[] }>;
}

export function createPaymentMethods(core: CartCore): PaymentMethodsService {
  const { db, deps } = core;
  return {
    async paymentMethods(basketId, shopper, storeSession) {
      const bundle = await core.ownedBundle(db, basketId, shopper);
      const [cart, membership, athleteRemainingMinor, associate] = await Promise.all([
        core.view(db, bundle, shopper),
        shopper.consumerType === "GUEST" ? null : deps.loyalty?.membership(shopper.consumerNo),
        shopper.consumerType === "GUEST"
          ? null
          : (deps.athleteRemaining?.(shopper.consumerNo) ?? null),
        storeSession && deps.associateAt ? deps.associateAt(storeSession) : null,
      ]);
      const methods = paymentMethodsFor({
        country: (cart.locale.split("-")[1] ?? "").toUpperCase(),
        totalMinor: toMinor(cart.totals.total, cart.currency),
        hasGiftCards: cart.items.some((item) => item.isDigitalProduct),
        hasCustoms: cart.items.some((item) => item.isCustoms),
        shopperType: shopper.consumerType,
        loyaltyMember: Boolean(membership),
        athleteRemainingMinor,
        inStore: associate !== null,
      });
      const { language } = marketOf(bundle.cart);
      return {
        applicablePaymentMethods: methods.map((id) => ({
          id,
          name: NAMES[id][language === "fr" || language === "de" ? language : "en"],
        })),
      };
    },
  };
}
