/** The favorites area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { InventoryService } from "../inventory";
import type { SiteService } from "../site";
import { favoritesRoutes } from "./favorites.routes";
import { createFavoritesService, type FavoritesService } from "./favorites.service";

export type { FavoritesService };

/** A shopper's favourites list and its share links. */
export const favoritesArea = defineArea<{
  catalog: CatalogService;
  inventory: InventoryService;
  site: SiteService;
}>()({
  name: "favorites",
  needs: { catalog: true, inventory: true, site: true },
  create: ({ db }, { catalog, inventory, site }) =>
    createFavoritesService({ db, catalog, inventory, sites: site }),
  routes: (app, favorites) => favoritesRoutes(app, { favorites }),
  listens: (favorites) => ({
    // The guest's list joins the shopper's; a second delivery finds no guest list left.
    shopperSignedIn: async ({ guestNo, consumerNo }) => {
      if (guestNo) await favorites.adoptGuestFavorites(guestNo, consumerNo);
    },
  }),
});
