import type { SeedStyle } from "./catalog.types";

export interface SeedProductSet {
  productSetId: string;
  gender: SeedStyle["gender"];
  position: number;
  names: { en: string; fr: string; de: string };
  styleIds: string[];
}

/** What a "complete the look" set is made of: one style of each slot, in this order. */
const SLOTS: readonly (readonly string[])[] = [
  ["jacket", "insulated-jacket"],
  ["pants"],
  ["hiking-boot", "winter-boot"],
  ["backpack"],
];
const SETS_PER_GENDER = 8;
const GENDERS: readonly SeedStyle["gender"][] = ["men", "women", "kids"];
const NAMES = {
  en: "Trail-ready look",
  fr: "Tenue prête pour le sentier",
  de: "Trail-Outfit",
};

/**
 * Deterministic "complete the look" sets: per gender, the n-th set takes the n-th style (by id)
 * of each slot, so the same catalogue always gives the same sets.
 */
export function generateProductSets(styles: readonly SeedStyle[]): SeedProductSet[] {
  const sets: SeedProductSet[] = [];
  for (const gender of GENDERS) {
    const slots = SLOTS.map((types) =>
      styles
        .filter((style) => style.gender === gender && types.includes(style.productType))
        .map((style) => style.styleId)
        .sort(),
    );
    const count = Math.min(SETS_PER_GENDER, ...slots.map((slot) => slot.length));
    for (let n = 0; n < count; n++) {
      const position = sets.length + 1;
      sets.push({
        productSetId: `SET-${String(position).padStart(5, "0")}`,
        gender,
        position,
        names: {
          en: `${NAMES.en} ${n + 1}`,
          fr: `${NAMES.fr} ${n + 1}`,
          de: `${NAMES.de} ${n + 1}`,
        },
        styleIds: slots.map((slot) => slot[n] ?? "").filter(Boolean),
      });
    }
  }
  return sets;
}
