/** The tenders a payment provider pays (decision 0065): the one that pays what is left. */
export const PROVIDER_TENDERS = ["CREDIT_CARD", "KLARNA", "PAYPAL"] as const;
export type ProviderTender = (typeof PROVIDER_TENDERS)[number];

/** The header a placement carries (decision 0065). */
export const IDEMPOTENCY_HEADER = "idempotency-key";
