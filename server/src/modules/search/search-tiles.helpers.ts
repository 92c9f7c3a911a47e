import {
  CURRENCIES,
  productColorPath,
  productPath,
  toMajor,
  type ProductTile,
} from "@ridgeline/contract";
import type { SiteScope } from "../../platform/http/request-scope";
import { colorImageAlt } from "../catalog";
import { productImage } from "../catalog";
import { CURRENCY_COUNT, NO_PRICE, type MemoryIndex } from "./search-memory.helpers";

/**
 * Product tiles of some indexed styles, named and priced for the site. `shown` gives, per
 * style, the colour row a filter matched (-1: none): the tile's picture and link are that
 * colour's, so a search for brown jackets shows brown jackets. With `pinColor` (a colour
 * filter is on) the link always names the colour; otherwise only when it is not the default.
 */
export function tilesOf(
  index: MemoryIndex,
  styles: readonly number[],
  site: SiteScope,
  shown: readonly number[] = [],
  pinColor = false,
): ProductTile[] {
  const currency = CURRENCIES.indexOf(site.currency);
  const money = (prices: Int32Array, s: number) =>
    toMajor(Math.max(0, prices[s * CURRENCY_COUNT + currency] as number), site.currency);
  const names = index.localNames.get(site.language) ?? index.names;
  const colorNames = index.localColorNames.get(site.language) ?? index.colorNames;
  return styles.map((s, i): ProductTile => {
    const name = names[s] as string;
    const styleId = index.styleIds[s] as string;
    const rows: number[] = [];
    for (
      let r = index.styleRowStart[s] as number;
      r < (index.styleRowStart[s + 1] as number);
      r += 1
    )
      if (index.current[currency * index.rowCount + r] !== NO_PRICE) rows.push(r);
    const usual = rows.find((r) => index.isDefault[r] === 1) ?? rows[0];
    const matched = shown[i] ?? -1;
    const first = matched >= 0 && rows.includes(matched) ? matched : usual;
    const slug = index.slugs[s] as string;
    return {
      productId: styleId,
      name,
      url:
        first !== undefined && (pinColor || first !== usual)
          ? productColorPath(site.locale, slug, styleId, index.variantIds[first] as string)
          : productPath(site.locale, slug, styleId),
      image:
        first !== undefined && first !== usual
          ? productImage(
              index.variantIds[first] as string,
              colorImageAlt(name, colorNames[first] as string, site.language),
            )
          : productImage(first === undefined ? styleId : (index.variantIds[first] as string), name),
      colors: rows.map((r) => ({
        colorVariantId: index.variantIds[r] as string,
        label: colorNames[r] as string,
        hex: index.hexes[r] as string,
        image: productImage(
          index.variantIds[r] as string,
          colorImageAlt(name, colorNames[r] as string, site.language),
        ),
      })),
      price: {
        currency: site.currency,
        lowCurrent: money(index.lowCurrent, s),
        highCurrent: money(index.highCurrent, s),
        lowOriginal: money(index.lowOriginal, s),
        highOriginal: money(index.highOriginal, s),
      },
      rating: { score: index.rating[s] as number, reviewsCount: index.reviews[s] as number },
      badge: index.badges[s] ?? null,
    };
  });
}
