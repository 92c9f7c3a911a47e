import { describe, expect, it } from "vitest";
import { generateCatalog } from "./catalog-generator";
import { gtinCheckDigit, scaledUpc, suffixedName } from "./catalog-scale";
import { isValidUpcA } from "./catalog-test.fixture";

/** A GTIN of any length is valid when its weighted digit sum is a multiple of ten. */
function isValidGtin(code: string): boolean {
  const digits = [...code].reverse().map(Number);
  return digits.reduce((sum, d, i) => sum + d * (i % 2 === 1 ? 3 : 1), 0) % 10 === 0;
}

describe("scaledUpc", () => {
  it("makes distinct, valid 13-digit codes", () => {
    const codes = Array.from({ length: 5000 }, (_, n) => scaledUpc(n));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^\d{13}$/);
      expect(isValidGtin(code), code).toBe(true);
    }
  });

  it("computes the same check digit as UPC-A for 11 data digits", () => {
    expect(gtinCheckDigit("03600029145")).toBe(2);
    expect(isValidUpcA("036000291452")).toBe(true);
  });
});

describe("suffixedName", () => {
  it("numbers a taken name from 2 up", () => {
    const taken = new Set(["Summit Jacket 2", "Summit Jacket 3"]);
    expect(suffixedName("Summit Jacket", (name) => !taken.has(name))).toBe("Summit Jacket 4");
  });
});

describe("generateCatalog({ styles })", () => {
  // 5,500 styles make more SKUs than UPC-A codes, so 13-digit codes are used too.
  const big = generateCatalog({ styles: 5500 });
  const skus = big.styles.flatMap((style) => style.colors.flatMap((color) => color.skus));

  it("builds the number of styles asked for, the same on every call", () => {
    expect(big.styles).toHaveLength(5500);
    const again = generateCatalog({ styles: 5500 });
    expect(again.styles.map((s) => s.styleId)).toEqual(big.styles.map((s) => s.styleId));
  });

  it("keeps style ids, names, slugs and UPCs unique and well formed", () => {
    expect(new Set(big.styles.map((s) => s.styleId)).size).toBe(5500);
    expect(new Set(big.styles.map((s) => s.name)).size).toBe(5500);
    expect(new Set(big.styles.map((s) => s.slug)).size).toBe(5500);
    expect(big.styles.every((s) => /^[A-Z0-9]{8}$/.test(s.styleId))).toBe(true);
    expect(new Set(skus.map((sku) => sku.upc)).size).toBe(skus.length);
    expect(skus.every((sku) => /^\d{12,14}$/.test(sku.upc) && isValidGtin(sku.upc))).toBe(true);
    expect(skus.some((sku) => sku.upc.length === 13)).toBe(true);
  });

  it("stocks each SKU in a couple of stores rather than all of them", () => {
    expect(skus.every((sku) => Object.keys(sku.storeStock).length === 2)).toBe(true);
  });
});
