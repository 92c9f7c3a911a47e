/**
 * The promotions engine's inputs and result (decision 0055), in integer minor units. The rules
 * that give them meaning are in promotions.helpers.ts.
 */

export type PromotionLevel = "PRODUCT" | "ORDER" | "SHIPPING";

/**
 * The shipping methods (their codes: STANDARD, EXPRESS, …) a SHIPPING reward takes off. Every
 * SHIPPING reward names them (issue 26 point 4, decision 0081): "free standard shipping" is free
 * standard shipping, not free express, and a reward that names none never applies.
 */
export type ShippingMethods = readonly string[];

export type PromotionReward =
  | { kind: "percentOff"; percent: number; methods?: ShippingMethods }
  | { kind: "amountOff"; amountMinor: number; methods?: ShippingMethods }
  | { kind: "buyXGetY"; buy: number; get: number; percentOff: number }
  | { kind: "freeShipping"; methods: ShippingMethods }
  /** Gift with purchase (ORDER level): a size given free while the condition holds. */
  | { kind: "gift"; upc: string; productId: string };

export interface PromotionCondition {
  minSubtotalMinor?: number;
  productIds?: readonly string[];
  styleIds?: readonly string[];
  categoryIds?: readonly string[];
  /** Cart lines by id: a promotion of one line (an associate's price adjustment). */
  lineIds?: readonly string[];
  minQty?: number;
}

export interface Promotion {
  id: string;
  name: string;
  callout: string;
  level: PromotionLevel;
  /** Lower runs first; ties by id. */
  priority: number;
  exclusive: boolean;
  /** Null: automatic. Otherwise applies only when the shopper entered this code. */
  couponCode: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  registeredOnly: boolean;
  condition: PromotionCondition;
  reward: PromotionReward;
}

export interface PromotionLine {
  id: string;
  productId: string;
  styleId: string;
  categoryIds: readonly string[];
  /** The catalogue's current unit price, never one the client sent. */
  unitMinor: number;
  qty: number;
}

/** One shipment's chosen method and what it costs, before shipping promotions. */
export interface ShippingCharge {
  shippingId: string;
  /** The method's code (STANDARD, EXPRESS, PUDO, …). */
  method: string;
  priceMinor: number;
}

export interface PromotionInput {
  lines: readonly PromotionLine[];
  /** The shipments with a chosen method; empty while none is chosen. */
  shipping: readonly ShippingCharge[];
  /** Already filtered to the cart's site and currency. */
  promotions: readonly Promotion[];
  /** The codes the shopper applied, upper-cased. */
  coupons: readonly string[];
  now: Date;
  shopper: { registered: boolean };
}

export type CouponStatus = "APPLIED" | "NOT_APPLICABLE" | "UNKNOWN" | "EXPIRED" | "NOT_STARTED";

export interface PromotionResult {
  lines: {
    id: string;
    itemDiscountMinor: number;
    orderDiscountMinor: number;
    /** Each PRODUCT promotion's part of itemDiscountMinor (sums to it), in the order they ran. */
    productPromotions: { promotionId: string; couponCode: string | null; amountMinor: number }[];
  }[];
  shippingDiscountMinor: number;
  /** What the shipping promotions take off each shipment (sums to shippingDiscountMinor). */
  shipments: { shippingId: string; discountMinor: number }[];
  applied: {
    promotionId: string;
    name: string;
    callout: string;
    level: PromotionLevel;
    amountMinor: number;
    couponCode: string | null;
  }[];
  approaching: {
    promotionId: string;
    callout: string;
    remainingMinor: number;
    /** What the promotion gives once reached (000 §3 approaching `promotionClass`). */
    rewardKind: PromotionReward["kind"];
  }[];
  /** The gifts with purchase earned, in the order their promotions ran (one unit each). */
  gifts: { promotionId: string; upc: string; productId: string }[];
  coupons: { code: string; status: CouponStatus }[];
  totals: {
    itemSubtotalMinor: number;
    itemDiscountMinor: number;
    orderDiscountMinor: number;
    shippingMinor: number;
    shippingDiscountMinor: number;
    totalMinor: number;
  };
}
