/** The tenders a payment provider pays (decision 0065): the one that pays what is left. */
export const PROVIDER_TENDERS = ["CREDIT_CARD", "KLARNA", "PAYPAL"] as const;
export type ProviderTender = (typeof PROVIDER_TENDERS)[number];

/** The header a placement carries (decision 0065). */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * Where an order stood against the free-shipping threshold when it was placed (000 §4 "shipping
 * threshold status is saved after an order"), in the words of 000 §5's approaching promotions:
 * earned, a distance left ("Above Threshold"), or none left without the promotion applying.
 */
export const SHIPPING_THRESHOLD_STATUSES = [
  "Threshold Reached",
  "Above Threshold",
  "Below Threshold",
] as const;
export type ShippingThresholdStatus = (typeof SHIPPING_THRESHOLD_STATUSES)[number];
