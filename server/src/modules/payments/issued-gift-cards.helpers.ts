import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { passesLuhn } from "./card-sandbox.helpers";

/**
 * The first digits of every card the store sells (decision 0076). The sandbox's own cards all
 * start 6036000 (gift-cards.helpers.ts), so no number of ours is read as one of its cards.
 */
export const ISSUED_CARD_PREFIX = "603671";

/** Whether a card number (digits only) is one the store sold, by its prefix. */
export function isIssuedNumber(digits: string): boolean {
  return digits.length === 16 && digits.startsWith(ISSUED_CARD_PREFIX);
}

/** The Luhn check digit that completes `body` (the number without its last digit). */
export function luhnCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error("no Luhn check digit");
}

/** A new card number: our prefix, nine random digits and the Luhn check digit (16 digits). */
export function newCardNumber(): string {
  let body = ISSUED_CARD_PREFIX;
  while (body.length < 15) body += String(randomInt(10));
  return body + luhnCheckDigit(body);
}

/** A new 4-digit PIN, every value equally likely. */
export function newPin(): string {
  return String(randomInt(10_000)).padStart(4, "0");
}

/**
 * How a sold card is known without keeping its number: an HMAC-SHA256 under the shop's
 * gift card key. Unlike the sandbox's plain SHA-256, a copy of the table alone cannot be
 * searched for numbers (decision 0068's open point).
 */
export function issuedCardHash(key: string, digits: string): string {
  return createHmac("sha256", key).update(`ridgeline gift card number:${digits}`).digest("hex");
}

/** The PIN's keyed hash, bound to its card, so one card's PIN hash says nothing of another's. */
export function issuedPinHash(key: string, cardHash: string, pin: string): string {
  return createHmac("sha256", key)
    .update(`ridgeline gift card pin:${cardHash}:${pin}`)
    .digest("hex");
}

/** Whether `pin` is the card's, compared in constant time. */
export function pinMatches(key: string, cardHash: string, pin: string, stored: string): boolean {
  const given = Buffer.from(issuedPinHash(key, cardHash, pin), "hex");
  const kept = Buffer.from(stored, "hex");
  return given.length === kept.length && timingSafeEqual(given, kept);
}
