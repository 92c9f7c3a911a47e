/** The media area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { admitFirst } from "../../platform/http/load-shedding.plugin";
import type { CatalogService } from "../catalog";
import { mediaRoutes } from "./media.routes";

/** Product pictures, drawn from the catalogue's colourways. */
export const mediaArea = defineArea<{ catalog: CatalogService }>()({
  name: "media",
  needs: { catalog: true },
  create: (_platform, { catalog }) => ({ catalog }),
  routes: async (app, { catalog }) => {
    // Pictures belong to a page already shown: a busy server never refuses them (decision 0080).
    admitFirst(app);
    await mediaRoutes(app, { catalog });
  },
});
