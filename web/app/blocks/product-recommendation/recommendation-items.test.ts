import fc from "fast-check";
import { RECOMMENDATION_IMPRESSIONS_MAX } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import {
  bloomreachCards,
  cardFromBloomreach,
  cardFromDetails,
  cardFromRecommendation,
  cardFromTile,
  impressionRecords,
  reportsImpression,
} from "./recommendation-items";
import { storeRecommendations, type STORE_CALLS } from "./recommendation-source";
import { STORE_PATHS, withQuery } from "./store-api";
import { bloomreachItem, details, recommendation, tile } from "./product-recommendation.fixture";

describe("store paths", () => {
  it("are the page server's block-data reads of the site", () => {
    expect(STORE_PATHS.details("fr-ca")).toBe("/fr-ca/block-data/details");
    expect(STORE_PATHS.inventory("fr-ca")).toBe("/fr-ca/block-data/inventory");
    expect(STORE_PATHS.search("fr-ca")).toBe("/fr-ca/block-data/search");
    expect(STORE_PATHS.widget("fr-ca")).toBe("/fr-ca/block-data/widget");
    expect(withQuery("/x", { a: 1, b: undefined, c: "d e" })).toBe("/x?a=1&c=d+e");
  });
});

describe("recommendation cards", () => {
  it("keep a tile as the store's tile, with its rating", () => {
    const card = cardFromTile(tile(1));
    expect(card).toEqual({
      tile: tile(1),
      recToken: null,
      rating: { score: 4.5, reviewsCount: 12 },
    });
  });

  it("make a recommendation item a tile in the site's currency, carrying its token", () => {
    const card = cardFromRecommendation(recommendation(2), "CAD");
    expect(card.tile).toMatchObject({
      productId: "BT300002",
      name: "Trail boot 2",
      url: "/en-us/p/trail-boot-BT300002",
      price: { currency: "CAD", lowCurrent: 120 },
    });
    expect(card.recToken).toBe("rec-2");
  });

  it("make a product's details a tile of its selected colour", () => {
    const card = cardFromDetails(details("JK200001"));
    expect(card.tile.image.url).toBe("/media/JK200001BLK.svg");
    expect(card.tile.colors.map((color) => color.colorVariantId)).toEqual([
      "JK200001BLK",
      "JK200001GRN",
    ]);
    expect(card.tile.price).toMatchObject({ currency: "USD", lowCurrent: 150, lowOriginal: 200 });
  });

  it("read Bloomreach's window items, dropping what is not one of them", () => {
    const card = cardFromBloomreach(bloomreachItem(1));
    expect(card?.tile).toMatchObject({ productId: "FL400001", name: "Grid fleece 1" });
    expect(card?.tile.image).toMatchObject({ url: "/media/fl-1.svg", alt: "Fleece 1" });
    expect(card?.recToken).toBe("br-1");
    expect(card?.rating).toEqual({ score: 3.5 });
    const hiddenScore = { ...bloomreachItem(2), rating: { score: 4, showScore: false } };
    expect(cardFromBloomreach(hiddenScore)?.rating).toBeNull();
    for (const bad of [
      null,
      "x",
      { ...bloomreachItem(3), url: "https://elsewhere.example/p" },
      { ...bloomreachItem(3), url: "//elsewhere.example/p" },
      { ...bloomreachItem(3), currency: "JPY" },
      { ...bloomreachItem(3), price: "80" },
      { ...bloomreachItem(3), image: {} },
    ])
      expect(cardFromBloomreach(bad)).toBeNull();
  });

  it("take Bloomreach's array at the block's index, else none", () => {
    const windowArray = [
      [bloomreachItem(0)],
      [bloomreachItem(1), { broken: true }, bloomreachItem(2)],
    ];
    expect(bloomreachCards(windowArray, 1)?.map((card) => card.tile.productId)).toEqual([
      "FL400001",
      "FL400002",
    ]);
    expect(bloomreachCards(windowArray, 5)).toBeNull();
    expect(bloomreachCards(windowArray, undefined)).toBeNull();
    expect(bloomreachCards(undefined, 0)).toBeNull();
  });
});

describe("impressions (001 §4, §9)", () => {
  it("report once, with items, never in a Control experience", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(40),
        fc.option(fc.constantFrom("Control", "Baseline", "Winter"), { nil: null }),
        (reported, cards, variant) => {
          expect(reportsImpression({ reported, cards, variant })).toBe(
            !reported && cards > 0 && variant !== "Control",
          );
        },
      ),
    );
  });

  it("report at most 24 items, at their positions, with their tokens", () => {
    fc.assert(
      fc.property(fc.nat(60), (count) => {
        const cards = Array.from({ length: count }, (_, index) =>
          cardFromRecommendation(recommendation(index), "USD"),
        );
        const records = impressionRecords(cards, "Shells", "1100");
        expect(records).toHaveLength(Math.min(count, RECOMMENDATION_IMPRESSIONS_MAX));
        records.forEach((record, index) => {
          expect(record.position).toBe(index + 1);
          expect(record.list).toBe("Shells");
          expect(record.catalogCategory).toBe("1100");
          expect(record.recToken).toBe(`rec-${index}`);
        });
      }),
    );
  });
});

describe("storeRecommendations (the block's source)", () => {
  const calls = (log: string[]): typeof STORE_CALLS =>
    ({
      fetchCategoryTiles: async (categoryId, count) => {
        log.push(`category ${categoryId} ${count}`);
        return Array.from({ length: 20 }, (_, index) => tile(index));
      },
      fetchProductDetails: async (productId) => {
        log.push(`details ${productId}`);
        if (productId === "GONE0001") throw new Error("404");
        return details(productId);
      },
      fetchWidget: async (type, query) => {
        log.push(`widget ${type} ${query.productId ?? "-"} ${query.count}`);
        return [recommendation(1), recommendation(2)];
      },
    }) as typeof STORE_CALLS;
  const place = { locale: "en-us", path: "/en-us", currency: "USD" as const };

  it("reads a category's products, up to the limit", async () => {
    const log: string[] = [];
    const cards = await storeRecommendations(
      { kind: "category", categoryId: "1100" },
      8,
      place,
      undefined,
      calls(log),
    );
    expect(cards).toHaveLength(8);
    expect(log).toEqual(["category 1100 8"]);
  });

  it("reads chosen products one by one, leaving out one that cannot be read", async () => {
    const log: string[] = [];
    const cards = await storeRecommendations(
      { kind: "products", productIds: ["JK200001", "GONE0001", "JK200002"] },
      12,
      place,
      undefined,
      calls(log),
    );
    expect(cards.map((card) => card.tile.productId)).toEqual(["JK200001", "JK200002"]);
  });

  it("reads recently viewed, and related products of the page's product (else top sellers)", async () => {
    const log: string[] = [];
    await storeRecommendations({ kind: "recentlyViewed" }, 6, place, undefined, calls(log));
    await storeRecommendations(
      { kind: "related" },
      6,
      { ...place, path: "/en-us/p/ridge-shell-jacket-JK200001BLK" },
      undefined,
      calls(log),
    );
    await storeRecommendations({ kind: "related" }, 6, place, undefined, calls(log));
    expect(log).toEqual([
      "widget recently-viewed - 6",
      "widget similar JK200001BLK 6",
      "widget top-sellers - 6",
    ]);
  });
});
