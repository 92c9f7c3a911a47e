import { createHash } from "node:crypto";
import { toMajor, type Currency, type FavoriteItem, type ProductTile } from "@ridgeline/contract";
import type { FavoriteItemRow } from "./favorites.tables";

/** What the catalogue and stock say about one saved product, gathered by the service. */
export interface SavedProductFacts {
  tile: ProductTile;
  /** Prices in minor units of the colour saved (null for a style: the tile's range is used). */
  colorPrices: { current: number; original: number }[] | null;
  inStock: boolean;
}

/** Bounds a page of a list: `start` items skipped, at most `count` kept. */
export function pageOf<T>(rows: readonly T[], start: number, count: number): T[] {
  return rows.slice(start, start + count);
}

/**
 * One favourite as a page shows it: the saved colour (or the style's default colour), its
 * name, picture, price in the site's currency and whether a size is in stock. Null when the
 * site no longer sells the product (unknown, or not priced in the currency).
 */
export function buildFavoriteItem(
  row: FavoriteItemRow,
  facts: SavedProductFacts | undefined,
  currency: Currency,
): FavoriteItem | null {
  if (!facts) return null;
  const { tile } = facts;
  const isColor = row.product_id !== row.style_id;
  const color = isColor
    ? tile.colors.find((candidate) => candidate.colorVariantId === row.product_id)
    : (tile.colors.find((candidate) => candidate.image.url === tile.image.url) ?? tile.colors[0]);
  if (!color) return null;
  let price = tile.price;
  if (isColor) {
    const prices = facts.colorPrices ?? [];
    if (prices.length === 0) return null;
    const currents = prices.map((p) => p.current);
    const originals = prices.map((p) => p.original);
    price = {
      currency,
      lowCurrent: toMajor(Math.min(...currents), currency),
      highCurrent: toMajor(Math.max(...currents), currency),
      lowOriginal: toMajor(Math.min(...originals), currency),
      highOriginal: toMajor(Math.max(...originals), currency),
    };
  }
  return {
    id: row.product_id,
    itemId: row.item_id,
    itemType: "product",
    qty: row.qty,
    productId: tile.productId,
    colorVariantId: color.colorVariantId,
    colorLabel: color.label,
    name: tile.name,
    image: isColor ? color.image : tile.image,
    price,
    url: isColor ? `${tile.url}?color=${encodeURIComponent(color.colorVariantId)}` : tile.url,
    available: facts.inStock,
    addedAt: row.added_at.toISOString(),
  };
}

/**
 * The guest's items that the registered list lacks (by saved product id), oldest first so
 * they keep their order when added; at most `room` of them.
 */
export function itemsToAdopt(
  guestItems: readonly FavoriteItemRow[],
  registeredItems: readonly FavoriteItemRow[],
  room: number,
): FavoriteItemRow[] {
  const have = new Set(registeredItems.map((item) => item.product_id));
  const fresh = guestItems.filter((item) => !have.has(item.product_id));
  // Keep the newest ones when there is not room for all.
  return fresh.slice(0, Math.max(0, room)).reverse();
}

/** Share tokens are kept only as SHA-256 hashes, as session tokens are (spec 000 §9). */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
