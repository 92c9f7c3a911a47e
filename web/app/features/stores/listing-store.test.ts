import { describe, expect, it } from "vitest";
import { chooserHref } from "./listing-store";
import { readFilters } from "../catalog/search-filters";

describe("store facet URLs", () => {
  it("builds chooser links from the listing's own parameters", () => {
    const keep: [string, string][] = [
      ["color", "red"],
      ["sort", "newest"],
    ];
    expect(chooserHref(keep, { chooseStore: "1" })).toBe("?color=red&sort=newest&chooseStore=1");
    expect(chooserHref(keep, { pickStore: "0101", pickStoreName: "Boulder & Co" })).toBe(
      "?color=red&sort=newest&pickStore=0101&pickStoreName=Boulder+%26+Co",
    );
    expect(chooserHref([], {})).toBe("?");
  });

  it("accepts only store ids the API could know as a storeId filter", () => {
    expect(readFilters(new URL("http://x/?storeId=0101")).query).toEqual({ storeId: "0101" });
    expect(readFilters(new URL("http://x/?storeId=drop%20table")).active).toEqual([]);
    expect(readFilters(new URL("http://x/?storeId=lower")).active).toEqual([]);
  });
});
