// The bag's tenders' constants the browser needs too (issue 13): no schema library here, so a
// page that imports them does not ship the validation library (e2e/page-weight.spec.ts).

/**
 * The tenders kept in this store's own books (gift cards, points, the athlete's allowance,
 * rewards): added to the bag one by one. A card, Klarna or PayPal pays what they leave, at
 * placement (`PUT …/checkout/order`'s `paymentMethod`, PROVIDER_TENDERS), so it is never a bag's instrument.
 */
export const STORED_VALUE_METHOD_IDS = [
  "GIFT_CARD",
  "LOYALTY_POINTS",
  "ATHLETES_PAYMENT",
  "REWARD_CODE",
  "REWARD_CARD",
] as const;
export type StoredValueMethodId = (typeof STORED_VALUE_METHOD_IDS)[number];

/**
 * Gift cards one bag can be paid with (GFC410 past it): enough for a shopper emptying a few
 * gifted cards, few enough that a stolen batch cannot be drained through one order, and a short
 * list on the payment page.
 */
export const MAX_GIFT_CARDS_PER_BAG = 3;
