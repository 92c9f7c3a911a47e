import { DATA_REFRESH_MS } from "../../platform/page-cache/page-tags";
/** The merchandising area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import type { SearchService } from "../search";
import { merchandisingRoutes } from "./merchandising.routes";
import { createMerchandisingService, type MerchandisingService } from "./merchandising.service";
import { createProductSetsService, type ProductSetsService } from "./product-sets.service";
import {
  createRecommendationsService,
  type RecommendationsService,
} from "./recommendations.service";

export type { MerchandisingService, ProductSetsService, RecommendationsService };

export interface MerchandisingArea {
  merchandising: MerchandisingService;
  productSets: ProductSetsService;
  recommendations: RecommendationsService;
}

/** Size charts, product sets, recommendations and "recently viewed". */
export const merchandisingArea = defineArea<{ catalog: CatalogService; search: SearchService }>()({
  name: "merchandising",
  needs: { catalog: true, search: true },
  create: ({ db, warn, config }, { catalog, search }): MerchandisingArea => {
    // Tests change the sets and read them back at once: they read the version every time.
    const syncIntervalMs = config.env === "test" ? 0 : DATA_REFRESH_MS;
    const productSets = createProductSetsService({ db, catalog, syncIntervalMs });
    return {
      productSets,
      merchandising: createMerchandisingService({ catalog }),
      recommendations: createRecommendationsService({
        db,
        catalog,
        search,
        productSets,
        log: warn,
      }),
    };
  },
  routes: (app, services) => merchandisingRoutes(app, services),
  listens: ({ recommendations }) => ({
    productViewed: ({ consumerNo, styleId }) => recommendations.recordView(consumerNo, styleId),
  }),
});

// Demo data: what seed/ hands this area.
export {
  clearProductSetSeed,
  importProductSetSeed,
  type ProductSetSeed,
} from "./merchandising.seed";
