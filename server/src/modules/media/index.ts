/** The media area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CatalogService } from "../catalog";
import { mediaRoutes } from "./media.routes";

/** Product pictures, drawn from the catalogue's colourways. */
export const mediaArea = defineArea<{ catalog: CatalogService }>()({
  name: "media",
  needs: { catalog: true },
  create: (_platform, { catalog }) => ({ catalog }),
  routes: (app, { catalog }) => mediaRoutes(app, { catalog }),
});
