import { describe, expect, it } from "vitest";
import { chooserHref } from "./listing-store";

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
});
