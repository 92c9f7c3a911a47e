import type { Queryable } from "../../platform/database/db.types";

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

interface DemoPromotion {
  key: string;
  names: Record<"en" | "fr" | "de", string>;
  callouts: Record<"en" | "fr" | "de", string>;
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
function demoPromotions(currency: string): DemoPromotion[] {
  return [
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
      reward: { kind: "freeShipping" },
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

export async function clearPromotionsSeed(tx: Queryable): Promise<void> {
  await tx.query("delete from promotions");
}

/** Writes the demo promotions of each site. */
export async function importPromotionsSeed(
  tx: Queryable,
  sites: readonly PromotionSiteSeed[],
): Promise<void> {
  for (const site of sites)
    for (const promotion of demoPromotions(site.currency))
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
