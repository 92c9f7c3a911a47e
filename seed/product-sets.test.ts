import { describe, expect, it } from "vitest";
import { PRODUCT_ID_PATTERN } from "@ridgeline/contract";
import { generateCatalog } from "./catalog-generator";
import { generateProductSets } from "./product-sets";

const catalog = generateCatalog();
const sets = generateProductSets(catalog.styles);
const styleOf = new Map(catalog.styles.map((style) => [style.styleId, style]));

describe("generateProductSets", () => {
  it("is deterministic", () => {
    expect(generateProductSets(catalog.styles)).toEqual(sets);
  });

  it("makes sets for every gender with ids that can never be product ids", () => {
    expect(new Set(sets.map((set) => set.gender))).toEqual(new Set(["men", "women", "kids"]));
    for (const set of sets) {
      expect(set.productSetId).toMatch(/^SET-\d{5}$/);
      expect(PRODUCT_ID_PATTERN.test(set.productSetId)).toBe(false);
    }
    expect(new Set(sets.map((set) => set.productSetId)).size).toBe(sets.length);
  });

  it("puts a jacket, pants, boots and a pack of the set's gender in each set", () => {
    for (const set of sets) {
      const types = set.styleIds.map((id) => styleOf.get(id)?.productType);
      expect(types).toHaveLength(4);
      expect(["jacket", "insulated-jacket"]).toContain(types[0]);
      expect(types[1]).toBe("pants");
      expect(["hiking-boot", "winter-boot"]).toContain(types[2]);
      expect(types[3]).toBe("backpack");
      for (const id of set.styleIds) expect(styleOf.get(id)?.gender).toBe(set.gender);
    }
  });
});
