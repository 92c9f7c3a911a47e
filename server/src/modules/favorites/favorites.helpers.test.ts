import { createHash } from "node:crypto";
import type { ProductTile } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { buildFavoriteItem, hashShareToken, itemsToAdopt, pageOf } from "./favorites.helpers";
import type { FavoriteItemRow } from "./favorites.tables";

const image = (id: string) => ({
  url: `/images/products/${id}.svg`,
  alt: id,
  width: 600,
  height: 750,
});

const TILE: ProductTile = {
  productId: "JKXZHJNW",
  name: "Evergreen Wind Jacket",
  url: "/en-us/p/evergreen-wind-jacket-JKXZHJNW",
  image: image("JKXZHJNWBLK"),
  colors: [
    { colorVariantId: "JKXZHJNWMAG", label: "Magenta", hex: "#f0f", image: image("JKXZHJNWMAG") },
    { colorVariantId: "JKXZHJNWBLK", label: "Black", hex: "#000", image: image("JKXZHJNWBLK") },
  ],
  price: { currency: "USD", lowCurrent: 80, highCurrent: 120, lowOriginal: 120, highOriginal: 120 },
  rating: { score: 4, reviewsCount: 2 },
  badge: null,
};

const row = (productId: string, itemId = productId): FavoriteItemRow => ({
  item_id: itemId,
  product_id: productId,
  style_id: "JKXZHJNW",
  qty: 1,
  item_type: "product",
  added_at: new Date("2026-01-02T03:04:05Z"),
});

describe("buildFavoriteItem", () => {
  it("shows a saved style in its default colour with the style's price range", () => {
    const item = buildFavoriteItem(
      row("JKXZHJNW"),
      { tile: TILE, colorPrices: null, inStock: true },
      "USD",
    );
    expect(item).toMatchObject({
      id: "JKXZHJNW",
      colorVariantId: "JKXZHJNWBLK",
      colorLabel: "Black",
      url: TILE.url,
      price: { lowCurrent: 80, highCurrent: 120 },
      available: true,
      addedAt: "2026-01-02T03:04:05.000Z",
    });
  });

  it("shows a saved colour with its own picture, price and link", () => {
    const facts = { tile: TILE, colorPrices: [{ current: 9950, original: 12000 }], inStock: false };
    const item = buildFavoriteItem(row("JKXZHJNWMAG"), facts, "USD");
    expect(item).toMatchObject({
      colorVariantId: "JKXZHJNWMAG",
      image: { url: "/images/products/JKXZHJNWMAG.svg" },
      price: { currency: "USD", lowCurrent: 99.5, highCurrent: 99.5, lowOriginal: 120 },
      url: `${TILE.url}?color=JKXZHJNWMAG`,
      available: false,
    });
  });

  it("leaves out a product the site no longer sells, or a colour without a price", () => {
    expect(buildFavoriteItem(row("JKXZHJNW"), undefined, "USD")).toBeNull();
    const unpriced = { tile: TILE, colorPrices: [], inStock: true };
    expect(buildFavoriteItem(row("JKXZHJNWMAG"), unpriced, "USD")).toBeNull();
    const gone = { tile: TILE, colorPrices: [{ current: 1, original: 1 }], inStock: true };
    expect(buildFavoriteItem(row("JKXZHJNWRED"), gone, "USD")).toBeNull();
  });
});

describe("itemsToAdopt", () => {
  it("takes the guest's items the registered list lacks, newest kept when room is short", () => {
    const guest = [row("C", "g3"), row("B", "g2"), row("A", "g1")];
    const registered = [row("B", "r1")];
    expect(itemsToAdopt(guest, registered, 10).map((item) => item.item_id)).toEqual(["g1", "g3"]);
    expect(itemsToAdopt(guest, registered, 1).map((item) => item.item_id)).toEqual(["g3"]);
    expect(itemsToAdopt(guest, registered, 0)).toEqual([]);
  });
});

describe("pageOf and hashShareToken", () => {
  it("pages by start and count", () => {
    expect(pageOf([1, 2, 3, 4], 1, 2)).toEqual([2, 3]);
    expect(pageOf([1, 2], 5, 2)).toEqual([]);
  });

  it("hashes a share token with SHA-256", () => {
    expect(hashShareToken("abc")).toBe(createHash("sha256").update("abc").digest("hex"));
  });
});
