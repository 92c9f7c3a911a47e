import { describe, expect, it } from "vitest";
import { safeBackPath } from "./favorites.server";

describe("safeBackPath", () => {
  it("keeps a path on the same site", () => {
    expect(safeBackPath("/en-us/p/summit-jacket-JKXZHJNW?color=JKXZHJNWMAG", "en-us")).toBe(
      "/en-us/p/summit-jacket-JKXZHJNW?color=JKXZHJNWMAG",
    );
  });

  it.each([
    ["//evil.example/en-us/"],
    ["https://evil.example/en-us/x"],
    ["/fr-fr/p/x"],
    ["/en-us\\..\\x"],
    [""],
  ])("sends anything else (%s) to the favourites page", (back) => {
    expect(safeBackPath(back, "en-us")).toBe("/en-us/favorites");
  });

  it("ignores a file field", () => {
    expect(safeBackPath(new File([], "x"), "en-us")).toBe("/en-us/favorites");
  });
});
