import { describe, expect, it } from "vitest";
import {
  galleryHeadingShown,
  galleryPhotosPath,
  pageIdsOf,
  resolveGalleryFilter,
  widgetLocaleOf,
} from "./gallery-request";

describe("pageIdsOf", () => {
  it.each([
    ["/en-us/p/summit-jacket-AB12CD34", { productId: "AB12CD34", categoryId: null }],
    ["/fr-ca/p/summit-jacket-AB12CD34001", { productId: "AB12CD34001", categoryId: null }],
    ["/en-us/p/summit-jacket-pAB12CD34", { productId: "AB12CD34", categoryId: null }],
    ["/en-us/c/men-jackets-123456", { productId: null, categoryId: "123456" }],
    ["/de-de/c/herren-c12345", { productId: null, categoryId: "12345" }],
    ["/en-us", { productId: null, categoryId: null }],
    ["/en-us/stories/summer", { productId: null, categoryId: null }],
    ["/en-us/p/no-id", { productId: null, categoryId: null }],
  ])("reads %s", (path, ids) => {
    expect(pageIdsOf(path)).toEqual(ids);
  });
});

describe("resolveGalleryFilter", () => {
  it("replaces PRODUCT_ID and CATEGORY from the page's path", () => {
    const ids = pageIdsOf("/en-us/p/summit-jacket-AB12CD34");
    expect(resolveGalleryFilter("product:PRODUCT_ID;cat:CATEGORY", ids)).toBe(
      "product:AB12CD34;cat:",
    );
    const category = pageIdsOf("/en-us/c/men-jackets-123456");
    expect(resolveGalleryFilter("category=CATEGORY", category)).toBe("category=123456");
  });

  it("sends no placeholder word on a page without the id, and nothing without a filter", () => {
    expect(resolveGalleryFilter("PRODUCT_ID", pageIdsOf("/en-us"))).toBe("");
    expect(resolveGalleryFilter(undefined, pageIdsOf("/en-us"))).toBe("");
    expect(resolveGalleryFilter("featured", pageIdsOf("/en-us"))).toBe("featured");
  });
});

describe("widgetLocaleOf", () => {
  const config = { locales: { "fr-ca": "fr_CA", "de-de": "de_DE" }, defaultLocale: "en_US" };
  it("maps the site locale, else the provider's default", () => {
    expect(widgetLocaleOf("fr-ca", config)).toBe("fr_CA");
    expect(widgetLocaleOf("en-gb", config)).toBe("en_US");
    expect(widgetLocaleOf("fr-ca", { defaultLocale: "en_US" })).toBe("en_US");
  });
});

describe("galleryHeadingShown", () => {
  it("shows the heading on product pages and custom content pages only (001 §8)", () => {
    expect(galleryHeadingShown("product")).toBe(true);
    expect(galleryHeadingShown("content")).toBe(true);
    expect(galleryHeadingShown("gallery")).toBe(true);
    for (const page of ["home", "category", "cart", "article", "preview", "other"] as const)
      expect(galleryHeadingShown(page)).toBe(false);
  });
});

describe("galleryPhotosPath", () => {
  it("asks for the product's, the category's, or featured photos", () => {
    expect(galleryPhotosPath("en-us", { productId: "AB12CD34", categoryId: null })).toBe(
      "/en-us/gallery-photos?productId=AB12CD34",
    );
    expect(galleryPhotosPath("fr-ca", { productId: null, categoryId: "1234" })).toBe(
      "/fr-ca/gallery-photos?categoryId=1234",
    );
    expect(galleryPhotosPath("en-us", { productId: null, categoryId: null })).toBe(
      "/en-us/gallery-photos",
    );
  });
});
