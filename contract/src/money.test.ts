import { describe, expect, it } from "vitest";
import { CURRENCIES, discountPercentage, formatMoney, toMajor, toMinor } from "./money";

// Intl separates amount and currency with no-break spaces; compare with plain ones.
const format = (amount: number, currency: (typeof CURRENCIES)[number], locale: string) =>
  formatMoney(amount, currency, locale).replace(/[\u00a0\u202f]/g, " ");

describe("toMajor and toMinor", () => {
  it.each(CURRENCIES)("convert %s between cents and units", (currency) => {
    expect(toMajor(1999, currency)).toBe(19.99);
    expect(toMinor(19.99, currency)).toBe(1999);
    expect(toMajor(0, currency)).toBe(0);
  });

  it("round a binary-float amount to the nearest cent instead of truncating it", () => {
    // 19.99 * 100 is 1998.9999999999998 in binary floating point.
    expect(toMinor(19.99, "USD")).toBe(1999);
    expect(toMinor(0.1 + 0.2, "EUR")).toBe(30);
    expect(toMinor(1234.565, "GBP")).toBe(123457);
  });

  it("round-trip every cent amount exactly", () => {
    for (let minor = 0; minor <= 100000; minor += 7) {
      expect(toMinor(toMajor(minor, "CAD"), "CAD")).toBe(minor);
    }
  });
});

describe("formatMoney", () => {
  it.each([
    ["en-ca", "CAD 1,234.50"],
    ["fr-ca", "1 234,50 CAD"],
  ])("shows CAD as its code (%s)", (locale, expected) => {
    const text = format(1234.5, "CAD", locale);
    expect(text).toBe(expected);
    expect(text).not.toContain("$");
  });

  it.each([
    ["USD", "en-us", "$1,234.50"],
    ["GBP", "en-gb", "£1,234.50"],
    ["EUR", "de-de", "1.234,50 €"],
    ["EUR", "fr-fr", "1 234,50 €"],
  ] as const)("shows %s as its symbol (%s)", (currency, locale, expected) => {
    const text = format(1234.5, currency, locale);
    expect(text).toBe(expected);
    expect(text).not.toContain(currency);
  });

  it("always shows two decimals", () => {
    expect(format(20, "USD", "en-us")).toBe("$20.00");
  });
});

describe("discountPercentage", () => {
  it.each([
    [200, 150, 25],
    [3, 2, 33.3],
    [3, 1, 66.7],
    [59.99, 41.99, 30],
    [129.95, 89.99, 30.8],
    [80, 79.96, 0.1],
  ])("%s → %s is %s percent off, rounded to one decimal", (original, current, expected) => {
    expect(discountPercentage(original, current)).toBe(expected);
  });

  it("is 0 when nothing is marked down", () => {
    expect(discountPercentage(50, 50)).toBe(0);
    expect(discountPercentage(50, 60)).toBe(0);
    expect(discountPercentage(0, 0)).toBe(0);
  });
});
