import { describe, expect, it } from "vitest";
import {
  categoryPath,
  isLocale,
  isStyleId,
  parseCategorySegment,
  parseProductSegment,
  productImagePath,
  productPath,
} from "./url-patterns";

describe("isLocale", () => {
  it.each(["en-us", "fr-ca", "de-de", "es-419", "zh-hk"])("accepts %s", (locale) => {
    expect(isLocale(locale)).toBe(true);
  });

  it.each(["EN-US", "en_us", "en", "eng-us", "en-usa1", "en-u", "en-us/", " en-us", ""])(
    "refuses %j",
    (locale) => {
      expect(isLocale(locale)).toBe(false);
    },
  );
});

describe("parseCategorySegment", () => {
  it("reads {slug}-{id}, the canonical form", () => {
    expect(parseCategorySegment("men-clothing-jackets-110001")).toEqual({
      slug: "men-clothing-jackets",
      categoryId: "110001",
    });
  });

  it("reads the alternative -c{id}", () => {
    expect(parseCategorySegment("men-jackets-c12345")).toEqual({
      slug: "men-jackets",
      categoryId: "12345",
    });
  });

  it.each([
    ["1000", "1000"],
    ["c1000", "1000"],
    ["kids-1234567890", "1234567890"],
  ])("reads %s as category %s", (segment, categoryId) => {
    expect(parseCategorySegment(segment)?.categoryId).toBe(categoryId);
  });

  it.each(["men-clothing", "men-123", "men-12345678901", "men-c", ""])("refuses %j", (segment) => {
    expect(parseCategorySegment(segment)).toBeNull();
  });

  it("reads back what categoryPath writes", () => {
    const path = categoryPath("fr-ca", "women-footwear", "2200");
    expect(path).toBe("/fr-ca/c/women-footwear-2200");
    expect(parseCategorySegment(path.split("/").at(-1) ?? "")).toEqual({
      slug: "women-footwear",
      categoryId: "2200",
    });
  });
});

describe("parseProductSegment", () => {
  it("reads {slug}-{style id}, the canonical form", () => {
    expect(parseProductSegment("mens-summit-jacket-JK4ZQ81B")).toEqual({
      slug: "mens-summit-jacket",
      productId: "JK4ZQ81B",
    });
  });

  it("reads the alternative -p{id}", () => {
    expect(parseProductSegment("mens-summit-jacket-pAB123456")).toEqual({
      slug: "mens-summit-jacket",
      productId: "AB123456",
    });
  });

  it("reads a colour-variant id: a style id followed by its colour code", () => {
    const parsed = parseProductSegment("mens-summit-jacket-AB123456BLK");
    expect(parsed).toEqual({ slug: "mens-summit-jacket", productId: "AB123456BLK" });
    expect(isStyleId(parsed?.productId ?? "")).toBe(false);
    expect(parseProductSegment("trail-runner-pAB1234568T2")?.productId).toBe("AB1234568T2");
  });

  it.each([
    "mens-summit-jacket-ab123456",
    "mens-summit-jacket-AB12345",
    "mens-summit-jacket-AB123456BLKX",
    "mens-summit-jacket",
    "",
  ])("refuses %j", (segment) => {
    expect(parseProductSegment(segment)).toBeNull();
  });

  it("reads back what productPath writes", () => {
    const path = productPath("en-gb", "kids-trail-shoe", "SH12AB34");
    expect(path).toBe("/en-gb/p/kids-trail-shoe-SH12AB34");
    expect(parseProductSegment(path.split("/").at(-1) ?? "")?.productId).toBe("SH12AB34");
  });
});

describe("isStyleId", () => {
  it("is true for 8 uppercase letters or digits, false for a colour variant", () => {
    expect(isStyleId("AB123456")).toBe(true);
    expect(isStyleId("AB123456BLK")).toBe(false);
    expect(isStyleId("ab123456")).toBe(false);
  });
});

describe("productImagePath", () => {
  it("names the colour variant's SVG", () => {
    expect(productImagePath("AB123456BLK")).toBe("/images/products/AB123456BLK.svg");
  });
});
