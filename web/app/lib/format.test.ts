import { describe, expect, it } from "vitest";
import { birthDateText, decimalText, discountText, percentText } from "./format";

const LOCALES = ["en-us", "en-gb", "en-ca", "fr-ca", "fr-fr", "de-de"] as const;
// Values a percentage reaches through float arithmetic: what a page must never print as is.
/** ICU versions differ in the space (U+00A0 or U+202F) and minus (U+2212 or "-") they write. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/gu, " ").replace(/\u2212/gu, "-");
const NOISY = [10.000000000000002, 29.999999999999996, 30, 12.5, 0.1 + 0.2, 99.99999999];

describe("percentText", () => {
  it.each([
    ["en-us", 30, "30%"],
    ["fr-fr", 30, "30 %"],
    ["de-de", 30, "30 %"],
    ["fr-fr", 10.000000000000002, "10 %"],
  ])("%s writes %d percent as %s", (locale, value, text) => {
    expect(plain(percentText(value, locale))).toBe(text);
  });

  it("never shows float noise or decimals in any locale", () => {
    for (const locale of LOCALES)
      for (const value of NOISY) expect(percentText(value, locale)).toMatch(/^\d{1,3}\s?%$/u);
  });
});

describe("discountText", () => {
  it.each([
    ["en-us", 30, "-30%"],
    ["fr-fr", 30, "-30 %"],
    ["de-de", 37.5, "-37,5 %"],
    ["fr-fr", 37.5, "-37,5 %"],
    ["en-gb", 10.000000000000002, "-10%"],
  ])("%s writes a %d percent reduction as %s", (locale, value, text) => {
    expect(plain(discountText(value, locale))).toBe(text);
  });

  it("has at most one decimal, in the locale's separator, and no trailing zero", () => {
    for (const locale of LOCALES)
      for (let tenth = 1; tenth <= 900; tenth += 7) {
        const text = discountText(tenth / 10 + 1e-9, locale);
        const separator = locale.startsWith("en") ? "\\." : ",";
        expect(text).toMatch(new RegExp(`^[-\u2212]\\d{1,2}(${separator}[1-9])?\\s?%$`, "u"));
      }
  });
});

describe("decimalText", () => {
  it("uses the language's decimal separator", () => {
    expect(decimalText(4.4, "en-us")).toBe("4.4");
    expect(decimalText(4.4, "fr-fr")).toBe("4,4");
    expect(decimalText(4.4, "de-de")).toBe("4,4");
    expect(decimalText(42, "fr-fr")).toBe("42");
  });
});

describe("birthDateText", () => {
  it.each([
    ["en-us", "March 4, 1990"],
    ["en-gb", "4 March 1990"],
    ["fr-fr", "4 mars 1990"],
    ["de-de", "4. März 1990"],
  ])("%s writes 1990-03-04 with the month's name: %s", (locale, text) => {
    expect(birthDateText("1990-03-04", locale)).toBe(text);
  });

  it("is the same date in every time zone (no day lost to UTC)", () => {
    for (let day = 1; day <= 28; day++) {
      const date = `2001-12-${String(day).padStart(2, "0")}`;
      expect(birthDateText(date, "en-us")).toBe(`December ${day}, 2001`);
    }
  });

  it("returns what is not a date as it came", () => {
    expect(birthDateText("not a date", "en-us")).toBe("not a date");
  });
});
