/** The vitals area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { contentSecret } from "../../platform/security/staff-tokens";
import { vitalsRoutes } from "./vitals.routes";
import { createVitalsService, type VitalsService } from "./vitals.service";

export type { VitalsService };

/**
 * The store's own web-vitals figures (issue 29, decision 0105): the browsers' beacons kept per
 * page template, their 75th percentiles for `npm run vitals`, and the contract's response check.
 */
export const vitalsArea = defineArea<Record<never, never>>()({
  name: "vitals",
  needs: {},
  create: ({ db }) => createVitalsService({ db }),
  routes: (app, vitals, { config }) => vitalsRoutes(app, { vitals, secret: contentSecret(config) }),
  jobs: (vitals, { config, log }) => [
    {
      name: "vitals-purge",
      // Tests purge when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : config.housekeepingIntervalMs,
      alone: true,
      run: async (stop) => {
        const purged = await vitals.purge(new Date(), stop);
        if (purged > 0) log.info({ purged }, "old web-vitals measures purged");
      },
    },
  ],
});

export { vitalsTable } from "./vitals-table.helpers";
