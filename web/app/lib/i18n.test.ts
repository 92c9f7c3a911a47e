import { describe, expect, it } from "vitest";
import {
  LANGUAGES,
  languageOf,
  messagesOf,
  metaT,
  plural,
  productLabel,
  seasonLabel,
  type PageMessages,
} from "./i18n";
import { pageMessages, translator } from "./i18n.server";
import { DICTIONARIES } from "./messages/dictionaries.server";

describe("UI text", () => {
  it("has every English key of every namespace in French and German, filled and with the same placeholders", () => {
    for (const [namespace, dictionaries] of Object.entries(DICTIONARIES)) {
      const english: Readonly<Record<string, string>> = dictionaries.en;
      expect(Object.keys(english).length, namespace).toBeGreaterThan(0);
      for (const name of ["fr", "de"] as const) {
        const catalogue: Readonly<Record<string, string>> = dictionaries[name];
        expect(Object.keys(catalogue).sort(), `${name} ${namespace}`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, text] of Object.entries(english)) {
          expect(catalogue[key], `${name} ${key}`).toBeTruthy();
          const holes = (value: string) =>
            [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
          expect(holes(catalogue[key] ?? ""), `${name} ${key}`).toEqual(holes(text));
        }
      }
    }
  });

  it("keeps each key in one namespace, so merging a page's namespaces loses nothing", () => {
    const seen = new Map<string, string>();
    for (const [namespace, dictionaries] of Object.entries(DICTIONARIES)) {
      for (const key of Object.keys(dictionaries.en)) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, namespace);
      }
    }
  });

  it("sends a page only the namespaces it names, in its language", () => {
    const messages = messagesOf(pageMessages("fr-ca", ["cart"]));
    expect(messages["cart.empty.title"]).toBe("Votre panier est vide");
    expect(messages["a11y.skip"]).toBeUndefined();
    expect(Object.keys(messages)).toEqual(Object.keys(DICTIONARIES.cart.en));
    expect(messagesOf(pageMessages("es-es", ["error"]))["error.back"]).toBe("Back to the shop");
  });

  it("translates a route's meta from the messages of the matched routes' data", () => {
    const t = metaT([
      { loaderData: { messages: pageMessages("de-de", ["shell"]) } },
      { loaderData: undefined },
      { loaderData: { list: [], messages: pageMessages("de-de", ["favorites"]) } },
    ]);
    expect(t("favorites.title")).toBe("Favoriten | Ridgeline Outfitters");
    expect(t("a11y.skip")).toBe("Zum Inhalt springen");
    expect(t.has("cart.title")).toBe(false);
  });

  it("builds a page's messages and their translator once per language and namespaces", () => {
    const first = pageMessages("fr-fr", ["catalog", "listing"]);
    expect(pageMessages("fr-ca", ["catalog", "listing"])).toBe(first);
    expect(pageMessages("de-de", ["catalog", "listing"])).not.toBe(first);
    // The text is parsed once; an equal string (as the browser decodes each answer) finds it.
    expect(Object.isFrozen(messagesOf(first))).toBe(true);
    expect(messagesOf(` ${first}`.slice(1) as PageMessages)).toBe(messagesOf(first));
    const shell = pageMessages("fr-fr", ["error"]);
    const matches = [{ loaderData: { messages: shell } }, { loaderData: { messages: first } }];
    // Every component of a render asks; all get the one translator built for these sets.
    expect(metaT([...matches])).toBe(metaT([...matches]));
    expect(metaT([matches[1]])).not.toBe(metaT(matches));
    expect(translator("de")).toBe(translator("de"));
  });

  it("lets the deeper route's messages win when sets share a key", () => {
    const outer = JSON.stringify({ "error.404.title": "outer" });
    const inner = JSON.stringify({ "error.404.title": "inner" });
    expect(
      metaT([{ loaderData: { messages: outer } }, { loaderData: { messages: inner } }])(
        "error.404.title",
      ),
    ).toBe("inner");
    expect(
      metaT([{ loaderData: { messages: inner } }, { loaderData: { messages: outer } }])(
        "error.404.title",
      ),
    ).toBe("outer");
  });

  it("picks the language of a locale and falls back to English", () => {
    expect(languageOf("fr-ca")).toBe("fr");
    expect(languageOf("de-de")).toBe("de");
    expect(languageOf("es-es")).toBe("en");
    expect(languageOf(undefined)).toBe("en");
    expect(LANGUAGES.map((language) => languageOf(`${language}-xx`))).toEqual([...LANGUAGES]);
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

  it("knows only the labels of the messages the page was sent", () => {
    const listing = metaT([{ loaderData: { messages: pageMessages("fr-fr", ["catalog"]) } }]);
    expect(productLabel(listing, "badge", "Best Seller")).toBe("Meilleure vente");
    expect(productLabel(listing, "eyebrow", "Waterproof")).toBe("Waterproof");
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
