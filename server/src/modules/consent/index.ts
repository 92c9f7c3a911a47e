/** The consent area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { consentRoutes } from "./consent.routes";
import { createConsentService, type ConsentService } from "./consent.service";

export type { ConsentService };

/** Signed-in shoppers' consent choices, kept as proof and carried to their other devices. */
export const consentArea = defineArea<Record<never, never>>()({
  name: "consent",
  needs: {},
  create: ({ db }) => createConsentService({ db }),
  routes: (app, consent) => consentRoutes(app, { consent }),
});
