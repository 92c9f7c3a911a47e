import { describe, expect, it } from "vitest";
import { passesLuhn } from "./card-sandbox.helpers";
import { SANDBOX_GIFT_CARDS } from "./gift-cards.helpers";
import {
  ISSUED_CARD_PREFIX,
  isIssuedNumber,
  issuedCardHash,
  issuedPinHash,
  newCardNumber,
  newPin,
  pinMatches,
} from "./issued-gift-cards.helpers";

describe("sold gift card numbers and PINs (decision 0076)", () => {
  it("draws 16-digit numbers of our prefix that pass the Luhn check and are no sandbox card", () => {
    const numbers = Array.from({ length: 500 }, () => newCardNumber());
    for (const number of numbers) {
      expect(number).toMatch(/^\d{16}$/);
      expect(number.startsWith(ISSUED_CARD_PREFIX)).toBe(true);
      expect(passesLuhn(number)).toBe(true);
      expect(isIssuedNumber(number)).toBe(true);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const sandbox of Object.keys(SANDBOX_GIFT_CARDS))
      expect(isIssuedNumber(sandbox)).toBe(false);
  });

  it("draws 4-digit PINs, leading zeros kept", () => {
    const pins = Array.from({ length: 2000 }, () => newPin());
    for (const pin of pins) expect(pin).toMatch(/^\d{4}$/);
    expect(pins.some((pin) => pin.startsWith("0"))).toBe(true);
  });

  it("keys the hashes: another key, another hash; a PIN matches only its own card", () => {
    const number = newCardNumber();
    const hash = issuedCardHash("key-one-key-one-key-one-key-one-!", number);
    expect(hash).not.toBe(issuedCardHash("key-two-key-two-key-two-key-two-!", number));
    expect(hash).not.toContain(number);
    const key = "key-one-key-one-key-one-key-one-!";
    const stored = issuedPinHash(key, hash, "0420");
    expect(pinMatches(key, hash, "0420", stored)).toBe(true);
    expect(pinMatches(key, hash, "0421", stored)).toBe(false);
    expect(pinMatches(key, `${hash.slice(1)}0`, "0420", stored)).toBe(false);
  });
});
