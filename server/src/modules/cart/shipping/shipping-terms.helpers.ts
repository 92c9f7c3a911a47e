import { toMajor, type ShippingTerms } from "@ridgeline/contract";
import type { PromotionRow } from "../promotions.tables";
import { isShippingSite } from "./shipping.helpers";
import { SHIPPING_METHODS, SHIPPING_SITES } from "./shipping-methods.data";

/**
 * The subtotal (minor units) from which standard shipping is free on a site: the lowest
 * threshold of its automatic free-shipping promotions running at `now`; null without one.
 */
export function freeShippingFrom(rows: readonly PromotionRow[], now: Date): number | null {
  const running = rows.filter(
    (row) =>
      row.level === "SHIPPING" &&
      row.reward.kind === "freeShipping" &&
      row.coupon_code === null &&
      !row.registered_only &&
      (row.starts_at === null || new Date(row.starts_at) <= now) &&
      (row.ends_at === null || new Date(row.ends_at) > now),
  );
  const thresholds = running.map((row) => row.condition.minSubtotalMinor ?? 0);
  return thresholds.length > 0 ? Math.min(...thresholds) : null;
}

/**
 * What the shipping-terms page states for a site (its locale picks the price list, as a cart's
 * does): every method with its price and delivery time, and the free-shipping threshold.
 */
export function shippingTermsOf(
  locale: string,
  language: string,
  freeFromMinor: number | null,
): ShippingTerms {
  const site = SHIPPING_SITES[isShippingSite(locale) ? locale : "en-us"];
  const lang = language === "fr" || language === "de" ? language : "en";
  return {
    currency: site.currency,
    methods: SHIPPING_METHODS.map((method) => ({
      code: method.code,
      kind: method.kind,
      label: method.label[lang],
      deliveryText: method.deliveryText[lang],
      price: toMajor(site.prices[method.code], site.currency),
      sameDay: method.sameDay,
      customs: method.customs,
    })),
    freeShippingThreshold: freeFromMinor === null ? null : toMajor(freeFromMinor, site.currency),
    sameDayCutoffHour: site.sameDayCutoffHour,
    sameDayMetros: site.sameDayMetros.map((metro) => metro.name),
  };
}
