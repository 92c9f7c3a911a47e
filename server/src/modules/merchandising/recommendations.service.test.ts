import { describe, expect, it } from "vitest";
import { recommendationId, toRecommendation } from "./recommendations.service";

describe("recommendationId", () => {
  it("is stable for one type, source and item, and differs when any of them does", () => {
    const id = recommendationId("similar", "JKAAAAAA", "JKBBBBBB");
    expect(recommendationId("similar", "JKAAAAAA", "JKBBBBBB")).toBe(id);
    expect(recommendationId("top-sellers", "JKAAAAAA", "JKBBBBBB")).not.toBe(id);
    expect(recommendationId("similar", "JKCCCCCC", "JKBBBBBB")).not.toBe(id);
    expect(recommendationId("similar", "JKAAAAAA", "JKCCCCCC")).not.toBe(id);
    expect(recommendationId("top-sellers", null, "JKBBBBBB")).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe("toRecommendation", () => {
  it("maps a tile onto the spec's recommendation record", () => {
    const tile = {
      productId: "JKBBBBBB",
      name: "Men's Summit Rain Jacket",
      url: "/en-us/p/mens-summit-rain-jacket-JKBBBBBB",
      image: { url: "/images/products/JKBBBBBBBLK.svg", alt: "", width: 600, height: 750 },
      colors: [],
      price: {
        currency: "USD" as const,
        lowCurrent: 99,
        highCurrent: 129,
        lowOriginal: 149,
        highOriginal: 149,
      },
      rating: { score: 4.5, reviewsCount: 12 },
      badge: null,
    };
    expect(toRecommendation(tile, "similar", "JKAAAAAA")).toEqual({
      productId: "JKBBBBBB",
      image: "/images/products/JKBBBBBBBLK.svg",
      title: "Men's Summit Rain Jacket",
      review_average: 4.5,
      reviews_count: 12,
      price: { highCurrent: 129, lowCurrent: 99, highOriginal: 149, lowOriginal: 149 },
      url: "/en-us/p/mens-summit-rain-jacket-JKBBBBBB",
      recommendationId: recommendationId("similar", "JKAAAAAA", "JKBBBBBB"),
    });
  });
});
