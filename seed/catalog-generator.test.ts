import { afterEach, describe, expect, it, vi } from "vitest";
import { generateCatalog } from "./catalog-generator";
import type { SeedStyle } from "./catalog.types";
import coloursData from "./data/colours.json";
import {
  byId,
  catalog,
  categories,
  categoryPath,
  colors,
  expectWithin,
  isValidUpcA,
  leaves,
  share,
  sites,
  sizeRuns,
  skus,
  stores,
  styles,
  typeOf,
} from "./catalog-test.fixture";

afterEach(() => vi.restoreAllMocks());

describe("generateCatalog determinism", () => {
  it("returns an identical catalogue on every call", () => {
    expect(JSON.stringify(generateCatalog())).toBe(JSON.stringify(catalog));
  });

  it("uses neither Math.random nor the clock", () => {
    const random = vi.spyOn(Math, "random");
    const now = vi.spyOn(Date, "now");
    generateCatalog();
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });
});

describe("sites", () => {
  it("has exactly the six storefront locales with their currencies", () => {
    const byLocale = Object.fromEntries(sites.map((s) => [s.locale, s.currency]));
    expect(byLocale).toEqual({
      "en-us": "USD",
      "en-ca": "CAD",
      "fr-ca": "CAD",
      "en-gb": "GBP",
      "de-de": "EUR",
      "fr-fr": "EUR",
    });
  });

  it("has unique site ids, en-us as the only default, and languages matching the locale", () => {
    expect(new Set(sites.map((s) => s.siteId)).size).toBe(sites.length);
    expect(sites.filter((s) => s.isDefault).map((s) => s.locale)).toEqual(["en-us"]);
    expect(sites.find((s) => s.locale === "en-us")?.country).toBe("US");
    for (const site of sites) {
      expect(site.language).toBe(site.locale.slice(0, 2));
      expect(site.country).toBe(site.locale.slice(3).toUpperCase());
    }
  });
});

describe("categories", () => {
  it("is a three-level tree of men, women and kids, each with clothing, footwear and bags-and-gear", () => {
    expect(categories.filter((c) => c.level === 1).map((c) => c.slug)).toEqual([
      "men",
      "women",
      "kids",
    ]);
    for (const root of categories.filter((c) => c.level === 1)) {
      const children = categories.filter((c) => c.parentId === root.categoryId).map((c) => c.slug);
      expect(children).toEqual(["clothing", "footwear", "bags-and-gear"]);
    }
    for (const category of categories) {
      const parent = category.parentId ? byId.get(category.parentId) : undefined;
      expect(category.level).toBe(parent ? parent.level + 1 : 1);
    }
    expect(leaves.every((c) => c.level === 3)).toBe(true);
  });

  it("has unique 4–6 digit numeric ids and kebab slugs unique among siblings", () => {
    expect(new Set(categories.map((c) => c.categoryId)).size).toBe(categories.length);
    for (const category of categories) {
      expect(category.categoryId).toMatch(/^\d{4,6}$/);
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const siblings = categories.filter((c) => c.parentId === category.parentId);
      expect(siblings.filter((c) => c.slug === category.slug)).toHaveLength(1);
      expect(siblings.map((c) => c.position).sort((a, b) => a - b)).toEqual(
        siblings.map((_, i) => i),
      );
      expect(category.names.en && category.names.fr && category.names.de).toBeTruthy();
    }
  });

  it("has at least 30 leaves, each holding at least five styles", () => {
    expect(leaves.length).toBeGreaterThanOrEqual(30);
    for (const leaf of leaves) {
      expect(
        styles.filter((s) => s.categoryId === leaf.categoryId).length,
        categoryPath(leaf),
      ).toBeGreaterThanOrEqual(5);
    }
  });
});

describe("styles", () => {
  it("has at least 340 styles, all in leaf categories of a matching product type and gender", () => {
    expect(styles.length).toBeGreaterThanOrEqual(340);
    const leafIds = new Set(leaves.map((l) => l.categoryId));
    for (const style of styles) {
      expect(leafIds.has(style.categoryId)).toBe(true);
      const leaf = byId.get(style.categoryId);
      if (!leaf) throw new Error("missing leaf");
      expect(typeOf(style).categories).toContain(categoryPath(leaf));
      expect(categoryPath(leaf).split("/")[0]).toBe(style.gender);
    }
  });

  it("has unique 8-character style ids starting with the product type prefix", () => {
    expect(new Set(styles.map((s) => s.styleId)).size).toBe(styles.length);
    for (const style of styles) {
      expect(style.styleId).toMatch(/^[A-Z]{2}[A-Z0-9]{6}$/);
      expect(style.styleId.slice(0, 2)).toBe(typeOf(style).prefix);
    }
  });

  it("has unique gendered names and slugs that are the kebab-case name without apostrophes", () => {
    expect(new Set(styles.map((s) => s.name)).size).toBe(styles.length);
    expect(new Set(styles.map((s) => s.slug)).size).toBe(styles.length);
    const label = { men: "Men's ", women: "Women's ", kids: "Kids' " };
    for (const style of styles) {
      expect(style.name.startsWith(label[style.gender])).toBe(true);
      const expected = style.name
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/'/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
      expect(style.slug).toBe(expected);
    }
    expect(styles.find((s) => s.gender === "men")?.slug.startsWith("mens-")).toBe(true);
  });

  it("has descriptions of two to four sentences with no unfilled placeholders", () => {
    for (const style of styles) {
      const sentences = style.description.split(/(?<=\.)\s+/);
      expectWithin(sentences.length, 2, 4);
      expect(style.description).not.toMatch(/[{}]/);
    }
  });

  it("uses the house brand for most styles and a sub-line for some", () => {
    const house = styles.filter((s) => s.brand === "Ridgeline Outfitters").length;
    expect(share(house, styles.length)).toBeGreaterThan(0.7);
    expect(house).toBeLessThan(styles.length);
    expect(styles.every((s) => s.brand.startsWith("Ridgeline"))).toBe(true);
  });

  it("gives about a quarter of styles a known badge and some an eyebrow", () => {
    const badges = styles.map((s) => s.badge).filter((b) => b !== null);
    expectWithin(share(badges.length, styles.length), 0.15, 0.35);
    for (const badge of badges)
      expect(["New", "Best Seller", "Sustainable", "Online Only"]).toContain(badge);
    expect(styles.some((s) => s.eyebrow !== null)).toBe(true);
    expect(styles.some((s) => s.eyebrow === null)).toBe(true);
  });

  it("rates between 3.0 and 5.0 with one decimal, and zero when there are no reviews", () => {
    for (const style of styles) {
      expect(Number.isInteger(style.reviewsCount)).toBe(true);
      expectWithin(style.reviewsCount, 0, 1200);
      if (style.reviewsCount === 0) expect(style.ratingScore).toBe(0);
      else {
        expectWithin(style.ratingScore, 3, 5);
        expect(Math.round(style.ratingScore * 10) / 10).toBe(style.ratingScore);
      }
    }
    expect(styles.some((s) => s.reviewsCount === 0)).toBe(true);
  });

  it("spreads creation dates over 2025-01-01..2026-11-01 and names seasons the type is sold in", () => {
    const times = styles.map((s) => Date.parse(s.createdAt));
    for (const [i, style] of styles.entries()) {
      expect(new Date(times[i] ?? NaN).toISOString()).toBe(style.createdAt);
      expect(style.season).toMatch(/^(SS|FW)(25|26)$/);
      expect(typeOf(style).seasons).toContain(style.season.slice(0, 2));
    }
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.UTC(2025, 0, 1));
    expect(Math.max(...times)).toBeLessThan(Date.UTC(2026, 10, 1));
    expect(new Set(styles.map((s) => s.createdAt.slice(0, 7))).size).toBeGreaterThan(15);
  });
});

describe("colours", () => {
  it("gives every style one to six colours, about three on average", () => {
    for (const style of styles) {
      expectWithin(style.colors.length, 1, 6);
    }
    const average = colors.length / styles.length;
    expectWithin(average, 2.5, 3.5);
    expect(new Set(styles.map((s) => s.colors.length)).size).toBe(6);
  });

  it("has colour codes unique within the style and variant ids of style id + code", () => {
    for (const style of styles) {
      expect(new Set(style.colors.map((c) => c.colorCode)).size).toBe(style.colors.length);
      for (const color of style.colors) {
        expect(color.colorCode).toMatch(/^[A-Z0-9]{3}$/);
        expect(color.colorVariantId).toBe(style.styleId + color.colorCode);
        expect(color.colorVariantId).toHaveLength(11);
      }
    }
  });

  it("marks exactly one default colour per style, at position 0", () => {
    for (const style of styles) {
      expect(style.colors.filter((c) => c.isDefault).map((c) => c.position)).toEqual([0]);
      expect(style.colors.map((c) => c.position)).toEqual(style.colors.map((_, i) => i));
    }
  });

  it("draws from a palette of about forty colourways with known families and 1–3 hex values", () => {
    const families = [
      "black",
      "grey",
      "white",
      "blue",
      "green",
      "red",
      "orange",
      "yellow",
      "purple",
      "pink",
      "brown",
      "beige",
      "multi",
    ];
    expect(coloursData.length).toBeGreaterThanOrEqual(36);
    for (const color of colors) {
      expect(families).toContain(color.colorFamily);
      expectWithin(color.hex.length, 1, 3);
      for (const hex of color.hex) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});

describe("skus", () => {
  it("has one SKU per size of the type's size run for the style's gender", () => {
    for (const style of styles) {
      const runName = typeOf(style).sizeRuns[style.gender];
      const run = runName ? sizeRuns[runName] : undefined;
      expect(run, `${style.productType} ${style.gender}`).toBeDefined();
      for (const color of style.colors) {
        expect(color.skus.map((s) => [s.sizeCode, s.sizeLabel])).toEqual(run);
        expect(color.skus.map((s) => s.position)).toEqual(color.skus.map((_, i) => i));
      }
    }
  });

  it("fits sizes to the type: adult apparel XS–XXL, footwear in half sizes, bags one size", () => {
    const codes = (type: string, gender: SeedStyle["gender"]) =>
      styles
        .find((s) => s.productType === type && s.gender === gender)
        ?.colors[0]?.skus.map((s) => s.sizeCode);
    expect(codes("jacket", "men")).toEqual(["XS", "S", "M", "L", "XL", "XXL"]);
    expect(codes("hiking-boot", "men")).toContain("9.5");
    expect(codes("hiking-boot", "men")?.[0]).toBe("7");
    expect(codes("hiking-boot", "men")?.at(-1)).toBe("13");
    expect(codes("trail-shoe", "women")?.[0]).toBe("5");
    expect(codes("trail-shoe", "women")?.at(-1)).toBe("11");
    expect(codes("sneaker", "kids")).toContain("10C");
    expect(codes("sneaker", "kids")).toContain("6Y");
    const backpack = styles.find((s) => s.productType === "backpack")?.colors[0]?.skus;
    expect(backpack?.map((s) => [s.sizeCode, s.sizeLabel])).toEqual([["OS", "One Size"]]);
  });

  it("has globally unique 12-digit UPC-A codes with correct check digits", () => {
    expect(new Set(skus.map((s) => s.upc)).size).toBe(skus.length);
    for (const sku of skus) expect(isValidUpcA(sku.upc), sku.upc).toBe(true);
  });

  it("stocks online 0–60 with about 8% sold out, and every store 0–12 with about 30% empty", () => {
    const storeIds = stores.map((s) => s.storeId).sort();
    const storeLevels = skus.flatMap((s) => Object.values(s.storeStock));
    const inRange = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
    // One assertion over the whole list: ~190k store levels would make per-item expects slow.
    expect(skus.filter((s) => !inRange(s.onlineStock, 60))).toEqual([]);
    expect(skus.filter((s) => Object.keys(s.storeStock).sort().join() !== storeIds.join())).toEqual(
      [],
    );
    expect(storeLevels.filter((n) => !inRange(n, 12))).toEqual([]);
    const onlineZero = share(skus.filter((s) => s.onlineStock === 0).length, skus.length);
    expectWithin(onlineZero, 0.05, 0.11);
    const storeZero = share(storeLevels.filter((n) => n === 0).length, storeLevels.length);
    expectWithin(storeZero, 0.27, 0.33);
  });
});
