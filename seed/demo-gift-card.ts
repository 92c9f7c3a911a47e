import type { Queryable } from "../server/src/platform/database/db.types";
import { importGiftCardSeed } from "../server/src/modules/catalog/index";
import { importInventorySeed } from "../server/src/modules/inventory/index";

/**
 * The demo store's digital gift card (decision 0076): one style sold at an amount of the
 * shopper's choice (`/{locale}/gift-card`), with stock online that never runs out in a demo.
 * Loaded with the demo accounts on a first start and by `npm run seed`, after the search index
 * is built, so it is bought from its own page and never shows in listings or search. The API
 * tests' database (loadSeed alone) has no gift card: their tests make one. Once per load: the
 * catalogue's part may be repeated, the stock's may not.
 */
export const DEMO_GIFT_CARD = {
  styleId: "RLGIFT01",
  colorVariantId: "RLGIFT01E",
  upc: "999999000002",
} as const;

export async function loadDemoGiftCard(tx: Queryable): Promise<void> {
  await importGiftCardSeed(tx, {
    ...DEMO_GIFT_CARD,
    name: "Ridgeline e-Gift Card",
    description: "A gift card sent by e-mail, for any amount from 10 to 500.",
    priceMinor: 2500,
    currencies: ["USD", "CAD", "GBP", "EUR"],
  });
  await importInventorySeed(tx, [
    { upc: DEMO_GIFT_CARD.upc, locationId: "online", quantity: 1_000_000 },
  ]);
}
