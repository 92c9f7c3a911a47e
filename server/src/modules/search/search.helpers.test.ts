import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS, priceBuckets, searchWords } from "./search.helpers";

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
