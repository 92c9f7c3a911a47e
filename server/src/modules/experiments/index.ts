/** The experiments area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { IdentityArea } from "../identity";
import type { LoyaltyArea } from "../loyalty";
import type { ProgramsArea } from "../programs";
import type { AudienceSegments } from "./audience-query.helpers";
import { accountSegments } from "./account-segments.service";
import { contentSecret } from "../../platform/security/staff-tokens";
import { experimentsRoutes } from "./experiments.routes";
import { operatorRoutes } from "./operator.routes";
import { resultsPageRoutes } from "./results-page.routes";
import { segmentPassRoutes } from "./segment-pass.routes";
import {
  createPersonalisationService,
  type PersonalisationService,
} from "./personalisation.service";
import { personalisationRoutes } from "./personalisation.routes";
import { createPageTracking, type PageTracking } from "./page-tracking.service";
import { createPageExperiments, type PageExperimentsDecider } from "./page-experiments.service";
import { createExperimentsService, type ExperimentsService } from "./experiments.service";
import { createAudienceData, type AudienceData } from "./audience-data.service";

export type { ExperimentsService, PageExperimentsDecider };
export { checkedDatafile, describeProblems } from "./experiments.service";
// The store's own client for the experimentation service, for any channel that decides away
// from the store's pages (and the `decide` command).
export { createExperimentsClient } from "./client/experiments-client.service";
export { DECIDE_OPTIONS } from "./client/client-constants.config";

export interface ExperimentsArea {
  experiments: ExperimentsService;
  segments: AudienceSegments;
  /** Audience data: its events, the segments query, and the visitor ids the store linked. */
  audiences: AudienceData;
  /** The store's own pages' experiments, decided at the decision point. */
  pages: PageExperimentsDecider;
  personalisation: PersonalisationService;
  tracking: PageTracking;
}

/** How soon a process sees a datafile another process published. */
const DATAFILE_REFRESH_MS = 2_000;

/**
 * The experimentation service (issue 29, decision 0104): datafiles published by operators and
 * fetched by the SDKs, their events, audience data and the segments a customer qualifies for.
 */
export const experimentsArea = defineArea<{
  identity: IdentityArea;
  loyalty: LoyaltyArea;
  programs: ProgramsArea;
}>()({
  name: "experiments",
  needs: { identity: true, loyalty: true, programs: true },
  create: ({ db, config, warn }, { identity, loyalty, programs }): ExperimentsArea => {
    const pages = createPageExperiments({ db, sdkKey: config.experimentsSdkKey, warn });
    const segments = accountSegments({ identity, loyalty, programs });
    return {
      pages,
      experiments: createExperimentsService({
        db,
        published: (sdkKey) => {
          if (sdkKey === config.experimentsSdkKey) void pages.refresh().catch(warn);
        },
      }),
      segments,
      audiences: createAudienceData({ db, segments }),
      personalisation: createPersonalisationService({ index: pages.index, segments }),
      tracking: createPageTracking({ db, index: pages.index }),
    };
  },
  warmUp: ({ pages }) => pages.refresh(),
  jobs: ({ pages, audiences }, { config, log }) => [
    {
      name: "experiments-datafile",
      intervalMs: config.env === "test" ? 0 : DATAFILE_REFRESH_MS,
      run: () => pages.refresh(),
    },
    {
      name: "visitor-links-purge",
      // Tests purge when they choose to, so what they see never races a timer.
      intervalMs: config.env === "test" ? 0 : config.housekeepingIntervalMs,
      alone: true,
      run: async (stop) => {
        const purged = await audiences.purge(new Date(), stop);
        if (purged > 0) log.info({ purged }, "ended visitor links purged");
      },
    },
  ],
  routes: async (
    app,
    { experiments, segments, audiences, personalisation, tracking },
    { config },
  ) => {
    await experimentsRoutes(app, { experiments, audiences, tracking });
    const secret = contentSecret(config);
    operatorRoutes(app, { experiments, secret });
    segmentPassRoutes(app, { segments, audiences, secret });
    await resultsPageRoutes(app, {
      experiments,
      secret,
      sdkKey: config.experimentsSdkKey,
      secure: config.cookieSecure,
    });
    personalisationRoutes(app, { personalisation, brand: config.brand });
  },
});

// Demo data: what seed/ hands this area.
export { importExperimentsSeed } from "./experiments.seed";
