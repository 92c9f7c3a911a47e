import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allowedConsent,
  CONSENT_CATEGORIES,
  consentChoiceOf,
  consentCookieValue,
  needsConsent,
  type ConsentCategoryId,
} from "./consent";

describe("consent (001 §6)", () => {
  it("asks on the UK, French and German sites and any EMEA site, not in the Americas", () => {
    for (const locale of ["en-gb", "fr-fr", "de-de", "it-it", "nl-be", "ar-ae", "en-za"])
      expect(needsConsent(locale), locale).toBe(true);
    for (const locale of ["en-us", "en-ca", "fr-ca", "es-mx", "ja-jp", "", "xx"])
      expect(needsConsent(locale), locale).toBe(false);
  });

  it("reads back every choice the store's banner writes, on every site", () => {
    fc.assert(
      fc.property(
        fc.subarray([...CONSENT_CATEGORIES]),
        fc.constantFrom("en-us", "en-gb", "de-de"),
        (chosen, locale) => {
          const value = consentCookieValue(chosen, new Date("2026-11-29T12:00:00Z"), "1");
          const expected = CONSENT_CATEGORIES.filter((id) => id === "C0001" || chosen.includes(id));
          expect(allowedConsent(locale, value)).toEqual(expected);
        },
      ),
    );
  });

  it("reads a OneTrust banner's cookie as the platform writes it", () => {
    const written =
      "isGpcEnabled=0&datestamp=Sun+Nov+29+2026+12%3A00%3A00+GMT%2B0100&version=202409.1.0" +
      "&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=3f1c&interactionCount=1" +
      "&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A0%2CC0003%3A1%2CC0004%3A0&AwaitingReconsent=false";
    expect(allowedConsent("de-de", written)).toEqual(["C0001", "C0003"]);
  });

  it("takes anything else for no choice: never an error, never more than the default", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("en-gb", "en-us"),
        (raw, locale) => {
          const allowed: ConsentCategoryId[] = allowedConsent(locale, raw);
          expect(allowed[0]).toBe("C0001");
          if (consentChoiceOf(raw) === null)
            expect(allowed).toEqual(locale === "en-gb" ? ["C0001"] : [...CONSENT_CATEGORIES]);
        },
      ),
    );
    expect(consentChoiceOf("groups=C0009:1")).toBeNull();
    expect(consentChoiceOf(`groups=C0002:1&x=${"y".repeat(5000)}`)).toBeNull();
  });
});
