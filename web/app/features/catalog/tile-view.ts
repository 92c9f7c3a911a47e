import { colorOfProductUrl, withProductColor, type ProductTile } from "@ridgeline/contract";

/** What a tile's markup derives from its product alone, whatever the page's language. */
export interface TileView {
  /** The colour the tile's link names (`?color=`), or null. */
  shownColor: string | null;
  /** Each colour's product page link, in the order of `colors`. */
  swatchHrefs: readonly string[];
}

const views = new WeakMap<ProductTile, TileView>();

/**
 * A tile's derived links, worked out once per tile object. On the server a listing's tiles are
 * parts of a shared, frozen search answer, so every page showing that answer reuses them (each
 * swatch link parses and writes a query string).
 */
export function tileView(tile: ProductTile): TileView {
  let view = views.get(tile);
  if (!view) {
    view = {
      shownColor: colorOfProductUrl(tile.url),
      swatchHrefs: tile.colors.map((color) => withProductColor(tile.url, color.colorVariantId)),
    };
    views.set(tile, view);
  }
  return view;
}
