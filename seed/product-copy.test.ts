import { describe, expect, it } from "vitest";
import { colors, styles } from "./catalog-test.fixture";
import coloursData from "./data/colours.json";
import namesData from "./data/names.json";
import deData from "./data/product-copy-de.json";
import frData from "./data/product-copy-fr.json";
import productTypesData from "./data/product-types.json";
import { translateStyle, type CopyParts } from "./product-copy";

const parts = (overrides: Partial<CopyParts>): CopyParts => ({
  typeKey: "jacket",
  gender: "men",
  series: "Cascade",
  modifier: null,
  nounIndex: 0,
  suffix: null,
  introIndex: 0,
  adjectiveIndex: 0,
  activities: "apparel",
  activityIndex: 0,
  materials: "shell",
  materialIndex: 0,
  features: "jacket",
  featureIndexes: [],
  ...overrides,
});

describe("translateStyle: French", () => {
  it("puts the noun first and the department last", () => {
    expect(translateStyle(parts({ modifier: "Pro" })).fr.name).toBe(
      "Veste de pluie Cascade Pro pour homme",
    );
    expect(translateStyle(parts({ gender: "women" })).fr.name).toBe(
      "Veste de pluie Cascade pour femme",
    );
  });

  it("makes article, verb, adjective and participle agree with the nouns", () => {
    expect(translateStyle(parts({})).fr.description).toMatch(
      /^La veste de pluie Cascade est une veste de protection légère conçue pour les journées pluvieuses sur le sentier\. /,
    );
    // Plural feminine footwear; intro 2 agrees the opening participle with the product.
    expect(
      translateStyle(
        parts({
          typeKey: "hiking-boot",
          nounIndex: 2,
          introIndex: 2,
          activities: "footwear",
          materials: "boot",
          features: "boot",
        }),
      ).fr.description,
    ).toMatch(
      /^Conçues pour les sentiers rocheux et techniques, les chaussures de trekking Cascade sont des chaussures de randonnée légères que/,
    );
  });

  it("elides the article before a vowel", () => {
    expect(translateStyle(parts({ nounIndex: 4, introIndex: 1 })).fr.description).toMatch(
      /^Découvrez l'anorak Cascade, une veste de protection légère pour /,
    );
  });

  it("keeps a large catalogue's number with the series", () => {
    expect(translateStyle(parts({ suffix: "7" })).fr.name).toBe(
      "Veste de pluie Cascade 7 pour homme",
    );
  });
});

describe("translateStyle: German", () => {
  it("writes series, compound noun, then the department", () => {
    expect(translateStyle(parts({ modifier: "Pro" })).de.name).toBe(
      "Cascade Pro Regenjacke für Herren",
    );
    expect(translateStyle(parts({ gender: "kids", suffix: "7" })).de.name).toBe(
      "Cascade Regenjacke 7 für Kinder",
    );
  });

  it("declines article and adjective by gender, number and case", () => {
    const backpack = parts({
      typeKey: "backpack",
      nounIndex: 1,
      activities: "bags",
      materials: "pack",
      features: "backpack",
    });
    expect(translateStyle(backpack).de.description).toMatch(
      /^Der Cascade Rucksack ist ein leichter Rucksack für Tageswanderungen/,
    );
    expect(translateStyle({ ...backpack, introIndex: 1 }).de.description).toMatch(
      /^Entdecken Sie den Cascade Rucksack: ein leichter Rucksack für /,
    );
    const boots = parts({
      typeKey: "winter-boot",
      nounIndex: 0,
      introIndex: 2,
      adjectiveIndex: 9,
      activities: "winter",
      materials: "boot",
      features: "winter-boot",
    });
    expect(translateStyle(boots).de.description).toMatch(
      /^Gemacht für verschneite Arbeitswege: Die Cascade Winterstiefel sind bequeme Winterstiefel, zu denen Sie/,
    );
    const shirt = parts({ typeKey: "tshirt", activities: "casual", materials: "cotton" });
    expect(translateStyle({ ...shirt, features: "tshirt" }).de.description).toMatch(
      /^Das Cascade T-Shirt ist ein leichtes T-Shirt für /,
    );
  });
});

describe("word tables", () => {
  const english = {
    intros: namesData.intros.length,
    adjectives: namesData.adjectives.length,
    activities: namesData.activities,
    materials: namesData.materials,
    features: namesData.features,
  };

  it.each([
    ["fr", frData],
    ["de", deData],
  ] as const)("%s has one entry for every English word part, in the same order", (_, data) => {
    expect(data.intros).toHaveLength(english.intros);
    expect(data.adjectives).toHaveLength(english.adjectives);
    for (const group of ["activities", "materials", "features"] as const) {
      const ours: Record<string, string[]> = data[group];
      for (const [key, list] of Object.entries(english[group])) {
        expect(ours[key], `${group}.${key}`).toHaveLength(list.length);
      }
    }
    const types: Record<string, { nouns: string[][] }> = data.types;
    for (const type of productTypesData.types) {
      expect(types[type.key]?.nouns, type.key).toHaveLength(type.nouns.length);
    }
  });

  it("names every colourway in French and German", () => {
    for (const colour of coloursData) {
      expect(colour.names.fr, colour.code).toMatch(/\S/);
      expect(colour.names.de, colour.code).toMatch(/\S/);
    }
  });
});

describe("the demo catalogue's translations", () => {
  it("gives every style a French and German name and description, fully filled in", () => {
    for (const style of styles) {
      const { fr, de } = style.translations;
      expect(fr.name, style.styleId).toMatch(/ pour (homme|femme|enfant)$/);
      expect(de.name, style.styleId).toMatch(/ für (Herren|Damen|Kinder)$/);
      for (const text of [fr.name, fr.description, de.name, de.description]) {
        expect(text, style.styleId).not.toMatch(/[{}]|undefined/);
      }
      expect(fr.description.split(/(?<=\.)\s+/).length).toBe(
        style.description.split(/(?<=\.)\s+/).length,
      );
      expect(de.description.split(/(?<=[.:])\s+/).length).toBeGreaterThanOrEqual(
        style.description.split(/(?<=\.)\s+/).length,
      );
    }
  });

  it("gives each colour variant its colourway's French and German names", () => {
    const byCode = new Map(coloursData.map((c) => [c.code, c.names]));
    for (const color of colors) expect(color.colorNames).toEqual(byCode.get(color.colorCode));
  });
});
