import { DATA_REFRESH_MS } from "../../platform/page-cache/page-tags";
/** The site area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { siteRoutes } from "./site.routes";
import { createSiteService, type SiteService } from "./site.service";

export type { SiteService };

/** Sites (one per locale): currency, language, country and their settings. */
export const siteArea = defineArea()({
  name: "site",
  needs: {},
  create: ({ db, config }) =>
    createSiteService({ db, syncIntervalMs: config.env === "test" ? 0 : DATA_REFRESH_MS }),
  routes: (app, sites) => siteRoutes(app, { sites }),
});

// Demo data: what seed/ hands this area.
export { clearSiteSeed, importSiteSeed, type SiteSeed } from "./site.seed";
