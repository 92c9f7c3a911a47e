import type { ProductTile } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { tileView } from "./tile-view";

const image = { url: "/images/products/AAAA0000RED.svg", alt: "Shirt", width: 800, height: 1000 };
const tile = (url: string): ProductTile => ({
  productId: "AAAA0000",
  name: "Shirt",
  url,
  image,
  colors: [
    { colorVariantId: "AAAA0000RED", label: "Red", hex: "#f00", image },
    { colorVariantId: "AAAA0000BLU", label: "Blue", hex: "#00f", image },
  ],
  price: { currency: "USD", lowCurrent: 10, highCurrent: 10, lowOriginal: 10, highOriginal: 10 },
  rating: { score: 4, reviewsCount: 2 },
  badge: null,
});

describe("tileView", () => {
  it("links each swatch to its colour's page and names the colour the tile's link shows", () => {
    const view = tileView(tile("/en-us/p/shirt-AAAA0000?color=AAAA0000BLU"));
    expect(view.shownColor).toBe("AAAA0000BLU");
    expect(view.swatchHrefs).toEqual([
      "/en-us/p/shirt-AAAA0000?color=AAAA0000RED",
      "/en-us/p/shirt-AAAA0000?color=AAAA0000BLU",
    ]);
    expect(tileView(tile("/en-us/p/shirt-AAAA0000")).shownColor).toBeNull();
  });

  it("works a tile out once and another tile object afresh", () => {
    const shared = tile("/en-us/p/shirt-AAAA0000");
    expect(tileView(shared)).toBe(tileView(shared));
    const other = tile("/fr-fr/p/shirt-AAAA0000");
    expect(tileView(other)).not.toBe(tileView(shared));
    expect(tileView(other).swatchHrefs[0]).toBe("/fr-fr/p/shirt-AAAA0000?color=AAAA0000RED");
  });
});
