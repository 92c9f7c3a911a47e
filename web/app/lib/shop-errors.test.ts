import { ERROR_CATALOGUE } from "@ridgeline/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translator } from "./i18n.server";
import { LANGUAGES } from "./languages";
import { shownError, wordsOf, type ShopPlace, type ShopSurface } from "./shop-errors";

/** Each surface's namespace for its words, and the places it can show them. */
const SURFACES: Record<ShopSurface, { prefix: string; places: ShopPlace[] }> = {
  add: { prefix: "product.error.", places: ["here"] },
  line: { prefix: "cart.error.", places: ["here"] },
  input: { prefix: "checkout.tenderError.", places: ["here"] },
  checkout: { prefix: "checkout.problem.", places: ["top", "shipping", "billing"] },
};

const CODES = Object.keys(ERROR_CATALOGUE);
const surfaces = Object.keys(SURFACES) as ShopSurface[];

describe("the one table of where a page shows a catalogue error (decision 0083)", () => {
  it.each(surfaces)(
    "%s: every catalogue code has a place there, and words in every language or the server's",
    (surface) => {
      const { prefix, places } = SURFACES[surface];
      for (const errorId of CODES) {
        const shown = shownError(surface, { errorId, maxAllowedQty: 3 });
        expect(places, `${surface} ${errorId}`).toContain(shown.place);
        if (!shown.words) continue;
        for (const language of LANGUAGES) {
          const t = translator(language);
          const key = `${prefix}${shown.words}`;
          expect(t.has(key), `${language} ${key}`).toBe(true);
          if (t.has(key)) expect(t(key, shown.values)).not.toMatch(/[{}]/);
        }
      }
    },
  );

  it.each(surfaces)("%s: every word the table names exists in every language", (surface) => {
    for (const language of LANGUAGES)
      for (const words of wordsOf(surface))
        expect(translator(language).has(`${SURFACES[surface].prefix}${words}`)).toBe(true);
  });

  it("says the most of an item the bag may hold, in every language, on the buy box and the line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom<ShopSurface>("add", "line"),
        (max, language, surface) => {
          const shown = shownError(surface, { errorId: "INV408", maxAllowedQty: max });
          const text = translator(language)(
            `${SURFACES[surface].prefix}${shown.words}` as never,
            shown.values,
          );
          expect(text).toContain(String(max));
        },
      ),
      { numRuns: 40 },
    );
    // Without maxAllowedQty: the generic words (000 §8 "else generic").
    expect(shownError("line", { errorId: "INV408" }).words).toBe("INV408");
  });

  it("gives a free gift its own words: cannot be added, and its quantity cannot change", () => {
    const onAdd = shownError("add", { errorId: "GWP403" });
    const onLine = shownError("line", { errorId: "GWP403" });
    expect(onAdd).toMatchObject({ place: "here", words: "GWP403" });
    expect(onLine).toMatchObject({ place: "here", words: "GWP403" });
    const t = translator("en");
    expect(t("product.error.GWP403")).toMatch(/cannot be added/);
    expect(t("cart.error.GWP403")).toMatch(/cannot be changed/);
  });

  it("ignores a code that is no catalogue code, and one named like an object's own", () => {
    for (const errorId of ["toString", "__proto__", "<script>", ""])
      for (const surface of surfaces)
        expect(shownError(surface, { errorId }).words, `${surface} ${errorId}`).toBeNull();
  });
});
