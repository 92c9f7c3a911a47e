import type { Queryable } from "../../platform/database/db.types";
import { SHIPPING_METHODS } from "./shipping/shipping-methods.data";

/** A site of the demo catalogue, as the promotions seed needs it. */
export interface PromotionSiteSeed {
  siteId: string;
  currency: string;
}

/** The free-shipping threshold of each demo currency, in minor units. */
const FREE_SHIPPING_FROM: Record<string, number> = {
  USD: 10000,
  CAD: 12500,
  GBP: 8000,
  EUR: 9000,
};

/**
 * The methods "free standard shipping" makes free: the standard service level (tier 2), for
 * stock and made-to-order lines alike. Express, same day and the relay point keep their price;
 * pickup, ship to store and e-mail cost nothing anyway (decision 0081).
 */
export const STANDARD_SHIPPING_METHODS: readonly string[] = SHIPPING_METHODS.filter(
  (method) => method.tier === 2,
).map((method) => method.code);

/** Members' free gift over these amounts (a pair of socks; minor units). */
const FREE_GIFT_FROM: Record<string, number> = {
  USD: 25000,
  CAD: 30000,
  GBP: 20000,
  EUR: 25000,
};

/** The size a gift with purchase gives. */
export interface GiftSeed {
  upc: string;
  colorVariantId: string;
}

type Callout = string | { default: string; guest: string; registered: string };

export interface DemoPromotion {
  key: string;
  names: Record<"en" | "fr" | "de", string>;
  callouts: Record<"en" | "fr" | "de", Callout>;
  level: "PRODUCT" | "ORDER" | "SHIPPING";
  priority: number;
  couponCode: string | null;
  startsAt?: string;
  endsAt?: string;
  registeredOnly?: boolean;
  perCustomerLimit?: number;
  condition?: Record<string, unknown>;
  reward: Record<string, unknown>;
}

/**
 * The demo's promotions, the same on every site (thresholds in the site's currency). The only
 * automatic one is free shipping over a threshold, which changes no bag's total before a
 * shipping method is chosen; the others need their code, so the demo's totals stay the
 * catalogue's until a shopper enters one (README lists the codes).
 */
export function demoPromotions(currency: string, gift: GiftSeed | null): DemoPromotion[] {
  return [
    ...(gift ? [giftPromotion(currency, gift)] : []),
    {
      key: "FREESHIP",
      names: {
        en: "Free standard shipping",
        fr: "Livraison standard offerte",
        de: "Kostenloser Standardversand",
      },
      // Three parts (000 §3 approaching promotion): while approaching, the rule, once earned.
      callouts: {
        en: "Spend {amount} more for free standard shipping|Free standard shipping on orders over {threshold}|You've earned free standard shipping",
        fr: "Plus que {amount} pour la livraison standard offerte|Livraison standard offerte dès {threshold}|Vous bénéficiez de la livraison standard offerte",
        de: "Noch {amount} bis zum kostenlosen Standardversand|Kostenloser Standardversand ab {threshold}|Ihr Standardversand ist kostenlos",
      },
      level: "SHIPPING",
      priority: 100,
      couponCode: null,
      condition: { minSubtotalMinor: FREE_SHIPPING_FROM[currency] ?? 10000 },
      reward: { kind: "freeShipping", methods: STANDARD_SHIPPING_METHODS },
    },
    {
      key: "TRAIL15",
      names: { en: "TRAIL15: 15% off", fr: "TRAIL15 : 15 % de remise", de: "TRAIL15: 15 % Rabatt" },
      callouts: {
        en: "15% off your order",
        fr: "15 % de remise sur votre commande",
        de: "15 % Rabatt auf Ihre Bestellung",
      },
      level: "ORDER",
      priority: 20,
      couponCode: "TRAIL15",
      reward: { kind: "percentOff", percent: 15 },
    },
    {
      key: "WELCOME10",
      names: {
        en: "WELCOME10: 10% off for members",
        fr: "WELCOME10 : 10 % pour les membres",
        de: "WELCOME10: 10 % für Mitglieder",
      },
      callouts: {
        en: "10% off your first order as a member",
        fr: "10 % sur votre première commande de membre",
        de: "10 % auf Ihre erste Bestellung als Mitglied",
      },
      level: "ORDER",
      priority: 30,
      couponCode: "WELCOME10",
      registeredOnly: true,
      perCustomerLimit: 1,
      reward: { kind: "percentOff", percent: 10 },
    },
    {
      key: "SUMMER25",
      names: {
        en: "SUMMER25: 25% off",
        fr: "SUMMER25 : 25 % de remise",
        de: "SUMMER25: 25 % Rabatt",
      },
      callouts: { en: "Summer sale", fr: "Soldes d'été", de: "Sommerschlussverkauf" },
      level: "ORDER",
      priority: 25,
      couponCode: "SUMMER25",
      startsAt: "2026-06-01T00:00:00Z",
      endsAt: "2026-09-01T00:00:00Z",
      reward: { kind: "percentOff", percent: 25 },
    },
  ];
}

/**
 * Members' free socks over a threshold (000 §4 gift with purchase): a guest is told to sign in
 * for them, a member how far the bag is; three parts each, as the other callouts.
 */
function giftPromotion(currency: string, gift: GiftSeed): DemoPromotion {
  const three = (approaching: string, rule: string, earned: string) =>
    `${approaching}|${rule}|${earned}`;
  return {
    key: "FREESOCKS",
    names: {
      en: "Free trail socks for members",
      fr: "Chaussettes de randonnée offertes aux membres",
      de: "Gratis Wandersocken für Mitglieder",
    },
    callouts: {
      en: {
        default: three(
          "Spend {amount} more for free trail socks",
          "Free trail socks for members on orders over {threshold}",
          "Your free trail socks are in your bag",
        ),
        guest: three(
          "Sign in and spend {amount} more for free trail socks",
          "Sign in: members get free trail socks over {threshold}",
          "Sign in to add your free trail socks",
        ),
        registered: three(
          "Spend {amount} more for free trail socks",
          "Free trail socks on orders over {threshold}",
          "Your free trail socks are in your bag",
        ),
      },
      fr: {
        default: three(
          "Plus que {amount} pour vos chaussettes offertes",
          "Chaussettes offertes aux membres dès {threshold}",
          "Vos chaussettes offertes sont dans votre panier",
        ),
        guest: three(
          "Connectez-vous : plus que {amount} pour des chaussettes offertes",
          "Connectez-vous : chaussettes offertes aux membres dès {threshold}",
          "Connectez-vous pour recevoir vos chaussettes offertes",
        ),
        registered: three(
          "Plus que {amount} pour vos chaussettes offertes",
          "Chaussettes offertes dès {threshold}",
          "Vos chaussettes offertes sont dans votre panier",
        ),
      },
      de: {
        default: three(
          "Noch {amount} bis zu Ihren Gratis-Wandersocken",
          "Gratis-Wandersocken für Mitglieder ab {threshold}",
          "Ihre Gratis-Wandersocken liegen im Warenkorb",
        ),
        guest: three(
          "Melden Sie sich an: noch {amount} bis zu Gratis-Wandersocken",
          "Melden Sie sich an: Mitglieder erhalten ab {threshold} Gratis-Wandersocken",
          "Melden Sie sich an, um Ihre Gratis-Wandersocken zu erhalten",
        ),
        registered: three(
          "Noch {amount} bis zu Ihren Gratis-Wandersocken",
          "Gratis-Wandersocken ab {threshold}",
          "Ihre Gratis-Wandersocken liegen im Warenkorb",
        ),
      },
    },
    level: "ORDER",
    priority: 200,
    couponCode: null,
    registeredOnly: true,
    condition: { minSubtotalMinor: FREE_GIFT_FROM[currency] ?? 25000 },
    reward: { kind: "gift", upc: gift.upc, productId: gift.colorVariantId },
  };
}

export async function clearPromotionsSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from promotions");
}

/** Writes the demo promotions of each site. */
export async function importPromotionsSeed(
  tx: Queryable,
  sites: readonly PromotionSiteSeed[],
  gift: GiftSeed | null = null,
): Promise<void> {
  for (const site of sites)
    for (const promotion of demoPromotions(site.currency, gift))
      await tx.query(
        `insert into promotions (promotion_id, site_id, names, callouts, level, priority,
           coupon_code, starts_at, ends_at, registered_only, per_customer_limit, condition, reward)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          `${site.siteId}-${promotion.key}`,
          site.siteId,
          JSON.stringify(promotion.names),
          JSON.stringify(promotion.callouts),
          promotion.level,
          promotion.priority,
          promotion.couponCode,
          promotion.startsAt ?? null,
          promotion.endsAt ?? null,
          promotion.registeredOnly ?? false,
          promotion.perCustomerLimit ?? null,
          JSON.stringify(promotion.condition ?? {}),
          JSON.stringify(promotion.reward),
        ],
      );
}
