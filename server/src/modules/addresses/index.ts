/** The addresses area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { UtilitiesService } from "../utilities";
import { addressesRoutes } from "./addresses.routes";
import { createAddressesService, type AddressesService } from "./addresses.service";

export type { AddressesService };
export { importAddressSeed } from "./addresses.seed";

/** A registered shopper's address book. */
export const addressesArea = defineArea<{ utilities: UtilitiesService }>()({
  name: "addresses",
  needs: { utilities: true },
  create: ({ db }, { utilities }) => createAddressesService({ db, utilities }),
  routes: (app, addresses) => addressesRoutes(app, { addresses }),
});
