import { describe, expect, it } from "vitest";
import { languageOf, plural, productLabel, seasonLabel, translator } from "./i18n";
import { DE } from "./messages/de";
import { EN } from "./messages/en";
import { FR } from "./messages/fr";

describe("UI text", () => {
  it("has every English key in French and German, filled and with the same placeholders", () => {
    for (const [name, catalogue] of [
      ["fr", FR],
      ["de", DE],
    ] as const) {
      for (const [key, english] of Object.entries(EN)) {
        const text = catalogue[key as keyof typeof EN];
        expect(text, `${name} ${key}`).toBeTruthy();
        const holes = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(holes(text), `${name} ${key}`).toEqual(holes(english));
      }
    }
  });

  it("picks the language of a locale and falls back to English", () => {
    expect(languageOf("fr-ca")).toBe("fr");
    expect(languageOf("de-de")).toBe("de");
    expect(languageOf("es-es")).toBe("en");
    expect(languageOf(undefined)).toBe("en");
  });

  it("fills values and keeps unknown placeholders visible", () => {
    const t = translator("de");
    expect(t("listing.pageOf", { page: 2, pages: 5 })).toBe("Seite 2 von 5");
    expect(t("listing.pageOf", { page: 2 })).toBe("Seite 2 von {pages}");
  });

  it("chooses singular or plural by count", () => {
    const t = translator("fr");
    expect(plural(t, "listing.count", 1)).toBe("1 produit");
    expect(plural(t, "listing.count", 12)).toBe("12 produits");
  });
});

describe("productLabel", () => {
  it("translates catalogue badges and eyebrows and shows unknown ones as sent", () => {
    const fr = translator("fr");
    const de = translator("de");
    expect(productLabel(fr, "badge", "Best Seller")).toBe("Meilleure vente");
    expect(productLabel(de, "badge", "Online Only")).toBe("Nur online");
    expect(productLabel(de, "eyebrow", "Fair Trade Certified")).toBe("Fair-Trade-zertifiziert");
    expect(productLabel(translator("en"), "eyebrow", "Made for the trail")).toBe(
      "Made for the trail",
    );
    expect(productLabel(fr, "badge", "Staff Pick")).toBe("Staff Pick");
    expect(productLabel(fr, "badge", "toString")).toBe("toString");
  });
});

describe("seasonLabel", () => {
  it("abbreviates the season the way each language does", () => {
    expect(seasonLabel(translator("en"), "FW26")).toBe("FW26");
    expect(seasonLabel(translator("fr"), "SS25")).toBe("PE25");
    expect(seasonLabel(translator("de"), "FW26")).toBe("HW26");
    expect(productLabel(translator("de"), "sizeRun", "footwear-kids")).toBe("Kinderschuhe");
  });

  it("shows a code it does not know as sent", () => {
    expect(seasonLabel(translator("fr"), "RESORT26")).toBe("RESORT26");
  });
});
