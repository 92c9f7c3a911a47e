import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import { pageTags } from "../../platform/page-cache/page-tags";
import { selectCategoryPathOfStyle, updatePrice } from "./catalog.tables";

export interface PriceChange {
  colorVariantId: string;
  currency: string;
  currentMinor: number;
  /** The price before the markdown; the one kept when not given. */
  originalMinor?: number | undefined;
}

const aboveOriginal = () =>
  new AppError("VAL400", {
    field: "currentMinor",
    message: "currentMinor: the price paid is at most the original price.",
  });

/**
 * Sets a colour's price in a currency and publishes `priceChanged` in the same transaction;
 * answers its style. VAL400 for an impossible price, PLP400 for a colour not priced there.
 */
export async function writePrice(
  db: Db,
  events: EventBus | undefined,
  change: PriceChange,
): Promise<string> {
  const { currentMinor, originalMinor } = change;
  for (const [field, value] of [
    ["currentMinor", currentMinor],
    ["originalMinor", originalMinor ?? 1],
  ] as const) {
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new AppError("VAL400", {
        field,
        message: `${field}: a price is a whole, positive number of minor units.`,
      });
  }
  if (originalMinor !== undefined && currentMinor > originalMinor) throw aboveOriginal();
  const write = events ? events.transaction.bind(events) : db.transaction.bind(db);
  return write(async (tx) => {
    const changed = await updatePrice(tx, change);
    if (!changed)
      throw new AppError("PLP400", {
        field: "colorVariantId",
        message: `Product ${change.colorVariantId} has no price in ${change.currency}.`,
      });
    if (changed === "above original") throw aboveOriginal();
    // Its listeners refresh the search index and purge the style's kept pages.
    await events?.publish(tx, "priceChanged", { styleId: changed });
    return changed;
  });
}

/**
 * The listings a change of a style's price or stock purges (decision 0090): those that follow
 * that kind of change, in every category the style is listed under and in text searches.
 */
export async function listingTagsOf(
  db: Db,
  styleId: string,
  change: "price" | "stock",
): Promise<string[]> {
  const path = await selectCategoryPathOfStyle(db, styleId);
  return [...path, "search"].map((key) => pageTags.listing(change, key));
}
