/** The catalog area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { DATA_REFRESH_MS, pageTags } from "../../platform/page-cache/page-tags";
import type { InventoryService } from "../inventory";
import { catalogRoutes } from "./catalog.routes";
import { createCatalogService, type CatalogService } from "./catalog.service";

export type { CatalogService, Market, OfferRow, PriceChange, ProductSkus } from "./catalog.service";
export { descendantIds, findCategoryPath } from "./category-tree.helpers";
export { colorImageAlt } from "./product-copy.helpers";
export { PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH, productImage } from "./product-tile.helpers";

/** Categories, styles, colours, SKUs and prices: the product documents every page shows. */
export const catalogArea = defineArea<{ inventory: InventoryService }>()({
  name: "catalog",
  needs: { inventory: true },
  create: ({ db, config, events }, { inventory }): CatalogService =>
    // Tests change the catalogue and read it back at once: they read the version every time.
    createCatalogService({
      db,
      inventory,
      events,
      syncIntervalMs: config.env === "test" ? 0 : DATA_REFRESH_MS,
    }),
  routes: (app, catalog, { events }) => catalogRoutes(app, { catalog, events }),
  // A size going in or out of stock changes its style's pages (decision 0088).
  listens: (catalog, { pages }) => ({
    stockChanged: async ({ upc }) => {
      const styleId = await catalog.styleOfUpc(upc);
      if (styleId) await pages.purge([pageTags.product(styleId)]);
    },
    // The product page shows the new price (listings: the search area, once its index has it).
    priceChanged: ({ styleId }) => pages.purge([pageTags.product(styleId)]),
  }),
});

// Demo data: what seed/ hands this area.
export {
  catalogHasStyles,
  clearCatalogSeed,
  importCatalogSeed,
  importGiftCardSeed,
  importStyleRatings,
  type GiftCardSeed,
  type CategorySeed,
  type ColorSeed,
  type SkuSeed,
  type StyleRating,
  type StyleSeed,
} from "./catalog.seed";
