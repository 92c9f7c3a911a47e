import { describe, expect, it } from "vitest";
import { bayesianRatings } from "./search-order.helpers";
import { compareSizes, MAX_QUERY_WORDS, priceBuckets, searchWords } from "./search.helpers";

describe("searchWords", () => {
  it("lower-cases, drops accents and splits on anything but letters and digits", () => {
    expect(searchWords("Größe Àpres-Ski  JACKETS!")).toEqual(["grosse", "apres", "ski", "jackets"]);
  });

  it("keeps no tsquery, SQL or regex syntax", () => {
    expect(searchWords("jacket:* | !boot & 'x' -- %_ .*[(")).toEqual(["jacket", "boot"]);
    expect(searchWords("'; drop table styles; --")).toEqual(["drop", "table", "styles"]);
  });

  it("drops one-letter words and caps the number of words", () => {
    expect(searchWords("a b cd")).toEqual(["cd"]);
    expect(searchWords("word ".repeat(50))).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe("priceBuckets", () => {
  it("turns upper bounds into closed ranges and an open last one", () => {
    expect(priceBuckets([2500, 5000], (minor) => minor / 100)).toEqual([
      { value: "0-25", min: 0, max: 25 },
      { value: "25-50", min: 25, max: 50 },
      { value: "50-", min: 50, max: null },
    ]);
  });
});

describe("compareSizes", () => {
  it("puts letter sizes in size order, shoe sizes by number with half sizes between", () => {
    const codes = ["XL", "M", "9.5", "XXL", "S", "10", "OS", "XS", "L", "9", "3XL", "8½"];
    expect([...codes].sort(compareSizes)).toEqual([
      "XS",
      "S",
      "M",
      "L",
      "XL",
      "XXL",
      "3XL",
      "8½",
      "9",
      "9.5",
      "10",
      "OS",
    ]);
    expect(["1Y", "L/XL", "12C", "S/M", "2Y", "M"].sort(compareSizes)).toEqual([
      "S/M",
      "M",
      "L/XL",
      "12C",
      "1Y",
      "2Y",
    ]);
  });
});

describe("bayesianRatings", () => {
  it("ranks a 4.8 from 200 reviews above a 5.0 from one review", () => {
    const rated = bayesianRatings({
      rating: Float64Array.from([5, 4.8, 3]),
      reviews: Int32Array.from([1, 200, 50]),
    });
    expect(rated[1]).toBeGreaterThan(rated[0] as number);
    // With no reviews a style sits at the catalogue mean.
    const none = bayesianRatings({
      rating: Float64Array.from([0, 4]),
      reviews: Int32Array.from([0, 10]),
    });
    expect(none[0]).toBeCloseTo(4, 5);
  });
});
