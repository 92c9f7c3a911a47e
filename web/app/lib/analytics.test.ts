import {
  CONSENT_CATEGORIES,
  type ConsentCategoryId,
  type Order,
  type ProductTile,
  type RecommendationItem,
} from "@ridgeline/contract";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runs } from "../../../scripts/fast-check-runs.mjs";
import { cartItemFixture } from "./cart-item.fixture";
import { cartItemRecord, orderItemRecord } from "./cart-analytics";
import {
  pageType,
  pushDataLayer,
  recommendationRecord,
  tileRecord,
  type AnalyticsProduct,
} from "./analytics";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Every field of 000 §3's analytics product record, in the spec's order. */
const RECORD_FIELDS: (keyof AnalyticsProduct)[] = [
  "brand",
  "colorCode",
  "colorDescription",
  "position",
  "list",
  "category",
  "catalogCategory",
  "searchTerm",
  "stockStatus",
  "stockQuantity",
  "discountType",
  "onSale",
  "originalPrice",
  "price",
  "saleDiscountAmount",
  "sizeCode1",
  "sizeCode2",
  "sizeCode3",
  "customized",
  "preCreatedCustomCode",
  "recipeID",
];

describe("pushDataLayer, the one door to the data layer", () => {
  const categories = fc.subarray(CONSENT_CATEGORIES.filter((id) => id !== "C0001"));
  /** A page's life: consent changes (a choice, or none yet) and pushes, in any order. */
  const steps = fc.array(
    fc.oneof(
      categories.map((allowed) => ({ consent: ["C0001", ...allowed] as ConsentCategoryId[] })),
      fc.constant({ consent: undefined }),
      fc.record({ event: fc.string({ maxLength: 12 }) }).map((push) => ({ push })),
    ),
    { maxLength: 20 },
  );

  it("lets a push through only while the page allows C0002, and keeps nothing for later", () => {
    fc.assert(
      fc.property(steps, (life) => {
        const dataLayer: object[] = [];
        vi.stubGlobal("window", { dataLayer });
        vi.stubGlobal("__rlConsent", undefined);
        const expected: object[] = [];
        for (const step of life) {
          if ("push" in step) {
            pushDataLayer(step.push);
            if (globalThis.__rlConsent?.includes("C0002")) expected.push(step.push);
          } else vi.stubGlobal("__rlConsent", step.consent);
        }
        // Pushed before C0002 (no choice yet on an EMEA site, or refused): dropped for good.
        expect(dataLayer).toEqual(expected);
      }),
      { numRuns: runs(200) },
    );
  });

  it("creates the data layer on the first allowed push, and never on the server", () => {
    vi.stubGlobal("__rlConsent", ["C0001", "C0002"]);
    const page: { dataLayer?: object[] } = {};
    vi.stubGlobal("window", page);
    pushDataLayer({ event: "page_view" });
    expect(page.dataLayer).toEqual([{ event: "page_view" }]);
    vi.stubGlobal("window", undefined);
    vi.stubGlobal("__rlConsent", undefined);
    expect(() => pushDataLayer({ event: "page_view" })).not.toThrow();
  });
});

describe("pageType", () => {
  it.each([
    ["/en-us", "Home"],
    ["/en-us/", "Home"],
    ["/en-us/p/summit-jacket-JK000001", "Product Detail"],
    ["/en-us/c/men-1000", "Product List"],
    ["/en-us/cart", "Cart"],
    ["/en-us/account/orders", "Account"],
    ["/en-us/search", "Search"],
    ["/en-us/searchhub/boots", "Search Hub"],
    ["/en-us/order-confirmation", "Order Confirmation"],
    ["/en-us/checkout", "Checkout"],
    ["/en-us/help/contact-us", "Other"],
  ])("%s is %s", (path, type) => {
    expect(pageType(path)).toBe(type);
  });

  it("is Error for a page that says it is not available, whatever its path", () => {
    expect(pageType("/en-us/p/gone-JK000001", true)).toBe("Error");
  });

  it("reads any locale's bare path as Home and any path under /p/ as Product Detail", () => {
    const chars = (alphabet: string, minLength: number, maxLength: number) =>
      fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
    const locale = fc
      .tuple(chars("abcdefghijklmnopqrstuvwxyz", 2, 2), chars("abcz0129", 2, 3))
      .map(([language, country]) => `/${language}-${country}`);
    fc.assert(
      fc.property(locale, fc.boolean(), chars("abcxyz0189-", 1, 30), (home, slash, slug) => {
        expect(pageType(slash ? `${home}/` : home)).toBe("Home");
        expect(pageType(`${home}/p/${slug}`)).toBe("Product Detail");
        expect(pageType(`${home}/p/${slug}`, true)).toBe("Error");
      }),
      { numRuns: runs(100) },
    );
  });
});

describe("the product record on every product event", () => {
  const recommended: RecommendationItem = {
    productId: "JK000002",
    image: "/i.svg",
    title: "Ridge Fleece",
    review_average: 4,
    reviews_count: 3,
    price: { highCurrent: 80, lowCurrent: 60, highOriginal: 80, lowOriginal: 80 },
    url: "/en-us/p/ridge-fleece-JK000002",
    recommendationId: "r-1",
  };
  const ordered: Order["items"][number] = {
    productId: "JK000003",
    upc: "000000000031",
    name: "Trail Shoe",
    qty: 2,
    price: 120,
    total: 240,
    shipmentId: "s-1",
    variants: [
      { code: "color", value: "Moss" },
      { code: "size", value: "10" },
    ],
  };

  it("carries every field of 000 §3 from a rail's recommendation and an ordered line", () => {
    for (const product of [
      recommendationRecord(recommended, "similar", 2),
      orderItemRecord(ordered),
    ])
      expect(Object.keys(product)).toEqual(expect.arrayContaining(RECORD_FIELDS));
  });

  it("places a recommendation in its rail and marks its markdown", () => {
    expect(recommendationRecord(recommended, "similar", 2)).toMatchObject({
      colorCode: "JK000002",
      list: "similar",
      position: 2,
      onSale: true,
      saleDiscountAmount: 20,
      price: 60,
      originalPrice: 80,
    });
  });

  it("records an ordered line with its colour, size and quantity", () => {
    expect(orderItemRecord(ordered)).toMatchObject({
      colorDescription: "Moss",
      sizeCode1: "10",
      quantity: 2,
      price: 120,
      onSale: false,
    });
  });
});

describe("tileRecord", () => {
  const tile: ProductTile = {
    productId: "JK000001",
    name: "Summit Jacket",
    url: "/en-us/p/summit-jacket-JK000001",
    image: { url: "/i.svg", alt: "", width: 800, height: 1000 },
    colors: [
      {
        colorVariantId: "JK000001BLK",
        label: "Black",
        hex: "#111",
        image: { url: "/i.svg", alt: "", width: 800, height: 1000 },
      },
    ],
    price: {
      currency: "USD",
      lowCurrent: 89.99,
      highCurrent: 129,
      lowOriginal: 129,
      highOriginal: 129,
    },
    rating: { score: 4.5, reviewsCount: 10 },
    badge: null,
  };

  it("marks a markdown with the amount saved and carries the list position", () => {
    const product = tileRecord(tile, {
      list: "Product List",
      position: 3,
      category: "Jackets",
      categoryId: "110001",
    });
    expect(product).toMatchObject({
      colorCode: "JK000001BLK",
      colorDescription: "Black",
      onSale: true,
      discountType: "markdown",
      originalPrice: 129,
      price: 89.99,
      saleDiscountAmount: 39.01,
      position: 3,
      list: "Product List",
      catalogCategory: "110001",
    });
  });
});

describe("cartItemRecord", () => {
  const item = cartItemFixture({
    qty: 3,
    price: {
      amount: 150,
      original: 200,
      current: 150,
      highOriginal: 200,
      highCurrent: 150,
      rowTotal: 450,
      priceAfterItemDiscount: 450,
      priceAfterOrderDiscount: 450,
      proratedPrice: 450,
      currency: "USD",
    },
  });

  it("records a marked-down line with its colour, size and quantity, and no free gift", () => {
    expect(cartItemRecord(item)).toMatchObject({
      colorCode: "AB123456BLK",
      colorDescription: "Black",
      sizeCode1: "M",
      originalPrice: 200,
      price: 150,
      saleDiscountAmount: 50,
      onSale: true,
      markedDown: true,
      freeGift: false,
      quantity: 3,
      stockStatus: "in stock",
    });
  });

  it("takes a change's quantity instead of the line's", () => {
    expect(cartItemRecord(item, 1).quantity).toBe(1);
    const full = { ...item, price: { ...item.price, original: 150 } };
    expect(cartItemRecord(full)).toMatchObject({ markedDown: false, onSale: false });
  });
});
