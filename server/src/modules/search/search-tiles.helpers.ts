import { CURRENCIES, productPath, toMajor, type ProductTile } from "@ridgeline/contract";
import type { SiteScope } from "../../platform/http/request-scope";
import { colorImageAlt } from "../catalog";
import { productImage } from "../catalog";
import { CURRENCY_COUNT, NO_PRICE, type MemoryIndex } from "./search-memory.helpers";

/** Product tiles of some indexed styles, named and priced for the site. */
export function tilesOf(
  index: MemoryIndex,
  styles: readonly number[],
  site: SiteScope,
): ProductTile[] {
  const currency = CURRENCIES.indexOf(site.currency);
  const money = (prices: Int32Array, s: number) =>
    toMajor(Math.max(0, prices[s * CURRENCY_COUNT + currency] as number), site.currency);
  const names = index.localNames.get(site.language) ?? index.names;
  const colorNames = index.localColorNames.get(site.language) ?? index.colorNames;
  return styles.map((s): ProductTile => {
    const name = names[s] as string;
    const styleId = index.styleIds[s] as string;
    const rows: number[] = [];
    for (
      let r = index.styleRowStart[s] as number;
      r < (index.styleRowStart[s + 1] as number);
      r += 1
    )
      if (index.current[r * CURRENCY_COUNT + currency] !== NO_PRICE) rows.push(r);
    const first = rows.find((r) => index.isDefault[r] === 1) ?? rows[0];
    return {
      productId: styleId,
      name,
      url: productPath(site.locale, index.slugs[s] as string, styleId),
      image: productImage(
        first === undefined ? styleId : (index.variantIds[first] as string),
        name,
      ),
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
