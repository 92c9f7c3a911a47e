import { toMajor, type ShippingTerms } from "@ridgeline/contract";
import type { PromotionRow } from "../promotions.tables";
import { isShippingSite } from "./shipping.helpers";
import { SHIPPING_METHODS, SHIPPING_SITES } from "./shipping-methods.data";

/**
 * The subtotal (minor units) from which `method` (standard unless named) is free on a site: the
 * lowest threshold of the automatic free-shipping promotions running at `now` that name the
 * method (decision 0081); null without one.
 */
export function freeShippingFrom(
  rows: readonly PromotionRow[],
  now: Date,
  method = "STANDARD",
): number | null {
  const running = rows.filter(
    (row) =>
      row.level === "SHIPPING" &&
      row.reward.kind === "freeShipping" &&
      row.reward.methods?.includes(method) === true &&
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
  /** Each method's own free-from subtotal (minor units), by code. */
  methodFreeFrom: (code: string) => number | null = () => null,
): ShippingTerms {
  const site = SHIPPING_SITES[isShippingSite(locale) ? locale : "en-us"];
  const lang = language === "fr" || language === "de" ? language : "en";
  const major = (minor: number | null) => (minor === null ? null : toMajor(minor, site.currency));
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
      freeFrom: major(methodFreeFrom(method.code)),
    })),
    freeShippingThreshold: major(freeFromMinor),
    sameDayCutoffHour: site.sameDayCutoffHour,
    sameDayMetros: site.sameDayMetros.map((metro) => metro.name),
  };
}
