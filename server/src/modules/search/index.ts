/** The search area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import type { StoresArea } from "../stores";
import { searchRoutes } from "./search.routes";
import { createSearchService, type SearchService } from "./search.service";

export type { SearchService };

/** Product search, facets and suggestions over its own index of the catalogue. */
export const searchArea = defineArea<{
  catalog: CatalogService;
  inventory: InventoryService;
  stores: StoresArea;
}>()({
  name: "search",
  needs: { catalog: true, inventory: true, stores: true },
  create: ({ db, config }, { catalog, inventory, stores }) =>
    createSearchService({
      db,
      catalog,
      inventory,
      stores: stores.stores,
      syncIntervalMs: config.searchSyncIntervalMs,
    }),
  routes: (app, search) => searchRoutes(app, { search }),
  // The index loads before the server listens: built after, it held the event loop for half
  // a second while the first shoppers waited (decision 0080).
  warmUp: (search) => search.warm(),
  listens: (search, { pages }, { catalog }) => ({
    // The listings that follow the change are purged once the index has it (the catalogue's own
    // listeners purge the style's pages).
    stockChanged: async ({ upc }) => {
      // A stale in-stock filter until this succeeds: the delivery is tried again if it fails.
      await search.refreshStock([upc]);
      const styleId = await catalog.styleOfUpc(upc);
      if (styleId) await pages.purge(await catalog.listingTagsOf(styleId, "stock"));
    },
    priceChanged: async ({ styleId }) => {
      await search.refreshPrices([styleId]);
      await pages.purge(await catalog.listingTagsOf(styleId, "price"));
    },
  }),
});

// Demo data: what seed/ hands this area.
export { rebuildSearchIndex, rebuildSearchIndexAfterLoad } from "./search.service";
