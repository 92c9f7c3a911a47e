/** The utilities area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { StoresArea } from "../stores";
import { utilitiesRoutes } from "./utilities.routes";
import { createUtilitiesService, type UtilitiesService } from "./utilities.service";

export type { UtilitiesService };
export { addressRulesFor } from "./address-rules.helpers";
export { normalisePhone } from "./phone.helpers";

/** Countries, regions, address and phone rules, postal-code look-ups. */
export const utilitiesArea = defineArea<{ stores: StoresArea }>()({
  name: "utilities",
  needs: { stores: true },
  create: ({ db }, { stores }) => createUtilitiesService({ db, stores: stores.stores }),
  routes: (app, utilities) => utilitiesRoutes(app, { utilities }),
});

// Demo data: what seed/ hands this area.
export {
  clearStoreEmployeeSeed,
  importStoreEmployeeSeed,
  type StoreEmployeeSeed,
} from "./utilities.seed";
