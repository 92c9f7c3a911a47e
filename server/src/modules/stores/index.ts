/** The stores area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import { availabilityRoutes } from "./availability.routes";
import { createAvailabilityService, type AvailabilityService } from "./availability.service";
import { storesRoutes } from "./stores.routes";
import { createStoresService, type StoresService } from "./stores.service";

export type { AvailabilityService, StoresService };
export type { StoreDelivery } from "./stores.service";

export interface StoresArea {
  stores: StoresService;
  availability: AvailabilityService;
}

/** Stores, their hours and the store locator, and product availability in stores. */
export const storesArea = defineArea<{ catalog: CatalogService; inventory: InventoryService }>()({
  name: "stores",
  needs: { catalog: true, inventory: true },
  create: ({ db }, { catalog, inventory }): StoresArea => {
    const stores = createStoresService({ db, inventory });
    return { stores, availability: createAvailabilityService({ catalog, inventory, stores }) };
  },
  routes: async (app, { stores, availability }) => {
    await storesRoutes(app, { stores });
    await availabilityRoutes(app, { availability });
  },
});

// Demo data: what seed/ hands this area.
export { clearStoresSeed, importStoresSeed, type StoreSeed } from "./stores.seed";
