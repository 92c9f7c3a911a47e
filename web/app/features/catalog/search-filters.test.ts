import { describe, expect, it } from "vitest";
import { listingSizeRun, readFilters, searchText, toggleFilter } from "./search-filters";

describe("readFilters", () => {
  it("turns checked boxes and ranges into the search API's query", () => {
    const url = new URL(
      "http://x/en-us/c/men-1000?color=red&color=blue&size=M&price=50-100&rating=4&onSale=true",
    );
    expect(readFilters(url).query).toEqual({
      color: "red,blue",
      size: "M",
      priceMin: 50,
      priceMax: 100,
      rating: "4",
      onSale: "true",
    });
  });

  it("drops values the search would refuse instead of failing the page", () => {
    const url = new URL("http://x/?color=plaid&gender=men&rating=9&price=abc&onSale=yes");
    const { active, query } = readFilters(url);
    expect(active).toEqual([{ param: "gender", value: "men" }]);
    expect(query).toEqual({ gender: "men" });
  });

  it("reads an open-ended price range", () => {
    expect(readFilters(new URL("http://x/?price=200-")).query).toEqual({ priceMin: 200 });
  });

  it("accepts only store ids the API could know as a storeId filter", () => {
    expect(readFilters(new URL("http://x/?storeId=0101")).query).toEqual({ storeId: "0101" });
    expect(readFilters(new URL("http://x/?storeId=drop%20table")).active).toEqual([]);
    expect(readFilters(new URL("http://x/?storeId=lower")).active).toEqual([]);
  });
});

describe("toggleFilter", () => {
  it("adds and removes multi-select values and goes back to the first page", () => {
    expect(toggleFilter("?q=boot&page=3&color=red", "color", "blue", true)).toBe(
      "?q=boot&color=red&color=blue",
    );
    expect(toggleFilter("?q=boot&color=red&color=blue", "color", "red", true)).toBe(
      "?q=boot&color=blue",
    );
  });

  it("replaces a single-choice value", () => {
    expect(toggleFilter("?price=0-25", "price", "25-50", false)).toBe("?price=25-50");
  });
});

describe("searchText", () => {
  it("reads control characters and line breaks as spaces, which the API would refuse", () => {
    expect(searchText("red\tshoes", 200)).toBe("red shoes");
    expect(searchText("\u0000wool\r\n\u2028socks\u0007", 200)).toBe("wool socks");
  });

  it("trims, caps the length and reads a missing q as nothing", () => {
    expect(searchText("  jacket  ", 200)).toBe("jacket");
    expect(searchText("x".repeat(300), 200)).toHaveLength(200);
    expect(searchText(null, 200)).toBe("");
  });
});

describe("listingSizeRun", () => {
  const filters = (search: string) => readFilters(new URL(`http://x/${search}`)).active;

  it("takes a category page's run from its department, whatever the filters", () => {
    expect(listingSizeRun("1000", [])).toBe("men");
    expect(listingSizeRun("2000", filters("?gender=men"))).toBe("women");
    expect(listingSizeRun("3000", [])).toBe("kids");
  });

  it("takes search results' run from the one gender chosen", () => {
    for (const gender of ["men", "women", "kids"])
      expect(listingSizeRun(null, filters(`?q=boot&gender=${gender}&size=9.5`))).toBe(gender);
  });

  it("knows no run when search results may mix men's and women's sizes", () => {
    expect(listingSizeRun(null, filters("?q=boot"))).toBe("unknown");
    expect(listingSizeRun(null, filters("?q=boot&gender=men&gender=women"))).toBe("unknown");
    expect(listingSizeRun(null, filters("?q=boot&gender=men,kids"))).toBe("unknown");
    expect(listingSizeRun("9999", filters("?gender=unisex"))).toBe("unknown");
  });
});
