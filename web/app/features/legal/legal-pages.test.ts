import { describe, expect, it } from "vitest";
import { LEGAL_SLUGS, LEGAL_TEXTS, isLegalSlug, legalLinks, legalPage } from "./legal-pages";

const LANGUAGES = ["en", "fr", "de"] as const;

describe("legal pages", () => {
  it("has all six pages in English, French and German, with the same sections in each", () => {
    expect(Object.keys(LEGAL_TEXTS).sort()).toEqual(["de", "en", "fr"]);
    for (const slug of LEGAL_SLUGS) {
      const english = legalPage("en", slug);
      const ids = english.sections.map((section) => section.id);
      expect(ids.length, slug).toBeGreaterThanOrEqual(5);
      expect(ids.length, slug).toBeLessThanOrEqual(9);
      expect(new Set(ids).size, `${slug} ids are unique`).toBe(ids.length);
      for (const language of LANGUAGES) {
        const page = legalPage(language, slug);
        const where = `${language} ${slug}`;
        expect(
          page.sections.map((section) => section.id),
          where,
        ).toEqual(ids);
        expect(page.title, where).toBeTruthy();
        expect(page.description.length, where).toBeGreaterThan(40);
        expect(page.updated, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const section of page.sections) {
          expect(section.heading, `${where} ${section.id}`).toBeTruthy();
          expect(section.paragraphs.join("").length, `${where} ${section.id}`).toBeGreaterThan(40);
          // A list in one language is a list in all, item for item.
          const englishSection = english.sections.find((other) => other.id === section.id);
          expect(section.list?.length, `${where} ${section.id}`).toBe(englishSection?.list?.length);
        }
      }
    }
  });

  it("reads the same page in another language, and English for a language without text", () => {
    expect(legalPage("de", "privacy").title).toBe("Datenschutzerklärung");
    expect(legalPage("fr", "sale-terms").title).toBe("Conditions de vente");
    expect(legalPage("es", "privacy")).toBe(legalPage("en", "privacy"));
  });

  it("states the facts of the shop as built", () => {
    const text = (language: string, slug: (typeof LEGAL_SLUGS)[number]) =>
      JSON.stringify(legalPage(language, slug));
    for (const language of LANGUAGES) {
      expect(text(language, "loyalty-terms")).toContain("Ridgeline Rewards");
      expect(text(language, "loyalty-terms")).toMatch(/10 ?%/);
      expect(text(language, "loyalty-terms")).toContain("30");
      expect(text(language, "associate-discount-terms")).toMatch(/30 ?%/);
      expect(text(language, "sms-terms")).toContain("STOP");
      const privacy = text(language, "privacy");
      for (const fact of ["scrypt", "90", "50", "httpOnly", "C0001", "C0004", "@example.com"])
        expect(privacy, `${language} privacy: ${fact}`).toContain(fact);
    }
  });

  it("knows only the six slugs, and links them for a site", () => {
    expect(isLegalSlug("privacy")).toBe(true);
    expect(isLegalSlug("cookie-terms")).toBe(false);
    expect(isLegalSlug(undefined)).toBe(false);
    const links = legalLinks("fr-ca", "fr");
    expect(links).toHaveLength(6);
    expect(links[0]).toEqual({
      path: "/fr-ca/brand-terms",
      title: "Conditions d\u2019utilisation",
    });
  });
});
