import type { Queryable } from "../server/src/platform/database/db.types";
import {
  catalogHasStyles,
  clearCatalogSeed,
  importCatalogSeed,
  importStyleRatings,
} from "../server/src/modules/catalog/index";
import { clearInventorySeed, importInventorySeed } from "../server/src/modules/inventory/index";
import {
  clearProductSetSeed,
  importProductSetSeed,
} from "../server/src/modules/merchandising/index";
import {
  clearReviewsSeed,
  importReviewsSeed,
  selectStyleRatings,
} from "../server/src/modules/reviews/index";
import { rebuildSearchIndexAfterLoad } from "../server/src/modules/search/index";
import { clearPromotionsSeed, importPromotionsSeed } from "../server/src/modules/cart/index";
import { clearSiteSeed, importSiteSeed } from "../server/src/modules/site/index";
import { clearContentSeed, importContentSeed } from "../server/src/modules/content/index";
import { selectEventDays } from "../server/src/modules/help/index";
import { contentSeedFor } from "./content/content-files";
import { importExperimentsSeed } from "../server/src/modules/experiments/index";
import demoExperiments from "./experiments/ridgeline-demo.json";
import { clearStoresSeed, importStoresSeed } from "../server/src/modules/stores/index";
import {
  clearStoreEmployeeSeed,
  importStoreEmployeeSeed,
} from "../server/src/modules/utilities/index";
import { generateCatalog } from "./catalog-generator";
import type { SeedCatalog } from "./catalog.types";
import { loadDemoAccounts } from "./demo-accounts";
import { loadDemoGiftCard } from "./demo-gift-card";
import { generateReviews, type SeedReviews } from "./review-generator";
import { generateProductSets } from "./product-sets";
import { generateStoreEmployees } from "./store-employees";

export interface SeedCounts {
  sites: number;
  categories: number;
  styles: number;
  colors: number;
  skus: number;
  stores: number;
  stockRecords: number;
  reviews: number;
  questions: number;
  productSets: number;
  contentDocuments: number;
}

/**
 * Online units the gift with purchase's size is seeded with: every member's bag over the
 * threshold takes one, and the generator's random stock (0 for about one size in twelve) left
 * the demo's promised gift "out of stock" on a fresh seed (issue 26 point 7).
 */
export const GIFT_ONLINE_STOCK = 500;

/** The members' gift with purchase: the first size of the first pair of socks. */
export function demoGift(catalog: SeedCatalog): { upc: string; colorVariantId: string } | null {
  const color = catalog.styles.find((style) => style.productType === "socks")?.colors[0];
  const sku = color?.skus[0];
  return color && sku ? { upc: sku.upc, colorVariantId: color.colorVariantId } : null;
}

/**
 * Demo data goes before a reload, each area clearing its own, those whose rows point at others'
 * by foreign key first: stock and product sets at the catalogue's SKUs and styles. Carts,
 * sessions and what shoppers wrote are shopper data and survive a reload. Reviews go before
 * the catalogue: a shopper's review takes the reviews' cache version, then the catalogue's
 * (its rating), and a reload taking them the other way round could deadlock with it (0052).
 */
const CLEAR_DEMO_DATA: readonly ((tx: Queryable) => Promise<void>)[] = [
  clearContentSeed,
  clearPromotionsSeed,
  clearProductSetSeed,
  clearReviewsSeed,
  clearInventorySeed,
  clearCatalogSeed,
  clearStoreEmployeeSeed,
  clearStoresSeed,
  clearSiteSeed,
];

/**
 * Replaces the demo catalogue, stores, stock and reviews with the generated data, through the
 * functions each area has for its demo data, and rebuilds the search index. Everything runs in
 * `tx`: the caller's one transaction, so a reload is seen whole or not at all.
 */
export async function loadSeed(
  tx: Queryable,
  catalog: SeedCatalog = generateCatalog(),
  reviews: SeedReviews = generateReviews(catalog.styles),
): Promise<SeedCounts> {
  const colors = catalog.styles.flatMap((style) => style.colors);
  const skus = colors.flatMap((color) => color.skus);
  const gift = demoGift(catalog);
  // The gift's size is stocked online whatever the generator drew: a promised gift arrives.
  const onlineUnits = (upc: string, drawn: number) =>
    upc === gift?.upc ? Math.max(drawn, GIFT_ONLINE_STOCK) : drawn;
  const stock = skus.flatMap((sku) => [
    { upc: sku.upc, locationId: "online", quantity: onlineUnits(sku.upc, sku.onlineStock) },
    ...Object.entries(sku.storeStock).map(([locationId, quantity]) => ({
      upc: sku.upc,
      locationId,
      quantity,
    })),
  ]);
  const productSets = generateProductSets(catalog.styles);

  for (const clear of CLEAR_DEMO_DATA) await clear(tx);
  await importSiteSeed(tx, catalog.sites);
  await importPromotionsSeed(tx, catalog.sites, gift);
  await importCatalogSeed(tx, catalog);
  await importStoresSeed(tx, catalog.stores);
  await importStoreEmployeeSeed(
    tx,
    generateStoreEmployees(catalog.stores.map((store) => store.storeId)),
  );
  await importInventorySeed(tx, stock);
  await importReviewsSeed(tx, reviews);
  // Every style's rating and reviews count match its visible reviews, shoppers' included.
  await importStyleRatings(tx, await selectStyleRatings(tx));
  await importProductSetSeed(tx, productSets);
  // Each site's content (seed/content), checked as an editor's save is and published.
  // An event sign-up's days are its event's: the demo events are dated from the day the store
  // was made (migration 0062), so the files' dates are replaced by theirs.
  const eventDays = await selectEventDays(tx);
  let contentDocuments = 0;
  for (const site of catalog.sites)
    contentDocuments += await importContentSeed(
      tx,
      site.siteId,
      withEventDays(contentSeedFor(site.siteId), eventDays),
    );
  // The demo's experiments (seed/experiments), checked as a publish is.
  await importExperimentsSeed(tx, [{ sdkKey: "ridgeline-demo", datafile: demoExperiments }]);
  await rebuildSearchIndexAfterLoad(tx);

  return {
    sites: catalog.sites.length,
    categories: catalog.categories.length,
    styles: catalog.styles.length,
    colors: colors.length,
    skus: skus.length,
    stores: catalog.stores.length,
    stockRecords: stock.length,
    reviews: reviews.reviews.length,
    questions: reviews.questions.length,
    productSets: productSets.length,
    contentDocuments,
  };
}

/** The documents with every event sign-up (at any depth) given its event's days. */
function withEventDays<T>(
  value: T,
  days: ReadonlyMap<string, { startDate: string; endDate: string }>,
): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withEventDays(item, days)) as T;
  if (typeof value !== "object" || value === null) return value;
  const record = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withEventDays(child, days)]),
  );
  const own = record["type"] === "eventSignup" ? days.get(String(record["eventId"])) : undefined;
  return (own ? { ...record, ...own } : record) as T;
}

/**
 * The first start's demo data (SEED_ON_START), in the transaction `tx` the start runs it in:
 * the catalogue and, with it, the demo accounts of README.md, unless a catalogue (the demo one
 * or another) is there already. Answers what it loaded, or null.
 */
export async function seedOnFirstStart(tx: Queryable): Promise<SeedCounts | null> {
  if (await catalogHasStyles(tx)) return null;
  const counts = await loadSeed(tx);
  await loadDemoData(tx);
  return counts;
}

/**
 * What the demo adds to a loaded catalogue (README.md "Demo accounts", the e-gift card): one
 * function for the first start, `npm run seed` and the test of the README's demo promises, so
 * the test reads the store a fresh seed makes.
 */
export async function loadDemoData(tx: Queryable): Promise<void> {
  await loadDemoAccounts(tx);
  await loadDemoGiftCard(tx);
}
