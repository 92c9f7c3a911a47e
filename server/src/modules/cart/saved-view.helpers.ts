import {
  productImagePath,
  productPath,
  toMajor,
  type Currency,
  type SavedForLater,
  type SavedItem,
} from "@ridgeline/contract";
import type { OfferRow } from "../catalog";
import type { SavedItemRow } from "./saved.tables";

/**
 * A saved item as the bag shows it: named and priced in the site's language and currency
 * today, and `available` when it can go back into the bag (priced and in stock online).
 */
export function savedItemView(
  row: SavedItemRow,
  offer: OfferRow | undefined,
  stock: number,
  market: { locale: string; currency: Currency },
): SavedItem {
  const priced = offer && offer.current_minor !== null;
  return {
    itemId: row.item_id,
    productId: row.product_id,
    masterId: offer?.style_id ?? row.product_id.slice(0, 8),
    upc: row.upc,
    name: offer?.name ?? "Unavailable item",
    pageUrl: offer
      ? `${productPath(market.locale, offer.slug, offer.style_id)}?color=${offer.color_variant_id}`
      : "",
    imageUrl: offer ? productImagePath(offer.color_variant_id) : "",
    variants: offer
      ? [
          { code: "color", value: offer.color_name },
          { code: "size", value: offer.size_label },
        ]
      : [],
    price:
      offer && offer.current_minor !== null
        ? {
            current: toMajor(offer.current_minor, market.currency),
            original: toMajor(offer.original_minor ?? offer.current_minor, market.currency),
            currency: market.currency,
          }
        : null,
    available: Boolean(priced) && stock > 0,
    qty: row.qty,
    recipeId: row.recipe_id,
  };
}

/** A page of the list; a shopper with no list yet has an empty one. */
export function savedForLaterView(
  listId: string | null,
  items: SavedItem[],
  page: { total: number; start: number; count: number },
): SavedForLater {
  return { saveForLaterId: listId, total: page.total, start: page.start, count: page.count, items };
}
