import { describe, expect, it } from "vitest";
import { textOn } from "./block-style";

describe("textOn", () => {
  it("is white on a dark ground (the video player's brand green took the page's ink)", () => {
    expect(textOn("#1F3D2B")).toBe("#ffffff");
    expect(textOn("brand")).toBe("#ffffff");
    expect(textOn("ink")).toBe("#ffffff");
  });

  it("leaves the page's ink on a light ground, and without a ground", () => {
    expect(textOn("#F5F5F3")).toBeUndefined();
    expect(textOn("signal")).toBeUndefined();
    expect(textOn("transparent")).toBeUndefined();
    expect(textOn(undefined)).toBeUndefined();
  });
});
