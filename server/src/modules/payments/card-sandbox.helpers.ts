/**
 * Pure rules of the payment sandbox: card number checks, brand, expiry, security code, gift
 * card format, masking, and the behaviour of the documented test numbers
 * (docs/decisions/0022-cards-payment-sandbox-and-saved-cards.md).
 */

import { CARD_BRANDS } from "@ridgeline/contract";

export { CARD_BRANDS };
export type CardBrand = (typeof CARD_BRANDS)[number];

/** What the sandbox does when a tokenised card is charged. */
export type SandboxBehaviour =
  | "APPROVE"
  | "DECLINE"
  | "CHALLENGE"
  | "FRAUD"
  | "EXPIRED"
  // Outages on demand (decision 0078): each is approved once the provider answers.
  | "DOWN"
  | "TIMEOUT"
  | "SLOW"
  | "CAPTURE_DOWN"
  | "REFUND_DOWN";

/** How late the sandbox answers for the slow card, and when it gives up for the timing-out one. */
export const SANDBOX_SLOW_MS = 3_000;
/** How long capture (or refunds) stay down after a payment of the capture-down (refund-down) card. */
export const SANDBOX_OUTAGE_MS = 2 * 60_000;

/**
 * Test numbers with a special behaviour; every other valid number is approved. These numbers
 * are public test data (the same as the big providers' sandboxes), not shopper data.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxBehaviour>> = {
  "4000000000000002": "DECLINE",
  "5105105105105100": "DECLINE",
  "4000000000003220": "CHALLENGE",
  "5200000000001096": "CHALLENGE",
  // Refused by the provider's fraud check (PYT402).
  "4000000000000259": "FRAUD",
  // The issuer answers that the card has expired (FE309), whatever expiry was typed.
  "4000000000000069": "EXPIRED",
  // The provider is down at authorisation: nothing happens (an outage, PAY503 at checkout).
  "4000000000005035": "DOWN",
  // Authorisation times out after SANDBOX_SLOW_MS: done at the provider, its answer lost.
  "4000000000004087": "TIMEOUT",
  // Every answer comes SANDBOX_SLOW_MS late, then the card is approved.
  "4000000000005555": "SLOW",
  // Approved; capture is down for SANDBOX_OUTAGE_MS after the authorisation (recovery captures).
  "4000000000005605": "CAPTURE_DOWN",
  // Approved; refunds are down for SANDBOX_OUTAGE_MS after the authorisation (the refunds job retries).
  "4000000000005704": "REFUND_DOWN",
};

/** Digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "");
  return /^\d+$/.test(compact) ? compact : null;
}

/** The Luhn (mod 10) check every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function prefixBetween(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** The card brand a number belongs to (by prefix and length), or null when we accept none. */
export function detectBrand(digits: string): CardBrand | null {
  const n = digits.length;
  if (/^3[47]/.test(digits)) return n === 15 ? "AMEX" : null;
  if (/^4/.test(digits)) return n === 13 || n === 16 || n === 19 ? "VISA" : null;
  if (prefixBetween(digits, 2, 51, 55) || prefixBetween(digits, 4, 2221, 2720)) {
    return n === 16 ? "MASTERCARD" : null;
  }
  if (
    /^(6011|65)/.test(digits) ||
    prefixBetween(digits, 3, 644, 649) ||
    prefixBetween(digits, 6, 622126, 622925)
  ) {
    return n >= 16 && n <= 19 ? "DISCOVER" : null;
  }
  return null;
}

/** Digits of the security code: four on the front of an Amex card, three on the back of others. */
export function securityCodeLength(brand: CardBrand): 3 | 4 {
  return brand === "AMEX" ? 4 : 3;
}

/** A two-digit year means this century (26 → 2026). */
export function fullYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

/** How far ahead an expiry may be; a card valid longer than this is a typing mistake. */
const MAX_YEARS_AHEAD = 20;

/**
 * Checks an expiry month and year: a card is valid to the end of its month (UTC).
 * Answers which part is wrong, or null when the date is fine.
 */
export function expiryProblem(
  month: number,
  year: number,
  now: Date,
): null | { field: "expirationMonth" | "expirationYear"; message: string } {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    return { field: "expirationMonth", message: "expirationMonth must be 1 to 12." };
  }
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + MAX_YEARS_AHEAD) {
    const past = Number.isInteger(year) && year < thisYear;
    return {
      field: "expirationYear",
      message: past
        ? "The card has expired."
        : `expirationYear must be ${thisYear} to ${thisYear + MAX_YEARS_AHEAD}.`,
    };
  }
  if (year === thisYear && month < now.getUTCMonth() + 1) {
    return { field: "expirationMonth", message: "The card has expired." };
  }
  return null;
}

/** True once the month of the expiry date is over. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  return year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1);
}

/** What shoppers see of a saved number: bullets and the last four digits. */
export function maskNumber(digits: string): string {
  return `${"•".repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

// Name rule of spec 000 §5: letters, spaces, comma, period, apostrophe, backtick, hyphen.
const HOLDER_PATTERN = /^[\p{L}\p{M} ,.'`-]+$/u;

/** A card holder's name as printed on the card. */
export function isValidHolder(holder: string): boolean {
  return holder.length >= 2 && holder.length <= 60 && HOLDER_PATTERN.test(holder);
}

/**
 * The sandbox's gift cards: 16 digits passing the Luhn check and a 4 to 8 digit PIN. Answers
 * the wrong part, or null.
 */
export function giftCardProblem(number: string, pin: string): null | "number" | "pin" {
  const digits = cardDigits(number);
  if (!digits || digits.length !== 16 || !passesLuhn(digits)) return "number";
  if (!/^\d{4,8}$/.test(pin)) return "pin";
  return null;
}
