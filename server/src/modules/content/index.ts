/** The content area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import { DATA_REFRESH_MS, pageTags } from "../../platform/page-cache/page-tags";
import type { SiteService } from "../site";
import { createContentReadService, type ContentReadService } from "./content-read.service";
import {
  ContentRefused,
  createContentWriteService,
  type ContentWriteService,
} from "./content-write.service";
import { contentRoutes } from "./content.routes";
import { selectReferrerCounts } from "./content.tables";
import { contentSecret, signStaffToken } from "../../platform/security/staff-tokens";

export type { ContentReadService, ContentWriteService };
export { ContentRefused };
export {
  checkDocument,
  describeProblem,
  referenceProblems,
  referencesOf,
  type ContentProblem,
} from "./content-documents.helpers";
export { contentDocumentsIn, contentSitesIn } from "./content-files.helpers";

export interface ContentArea {
  read: ContentReadService;
  write: ContentWriteService;
  site: SiteService;
  /** Mints a preview token for a site, or an editor token (`site` "*"), for `seconds`. */
  token(kind: "preview" | "editor", site: string, who: string, seconds: number): string;
  secret: string;
}

/** How often a process writes down the schedules that fell due (they show at once anyway). */
const SCHEDULE_JOB_MS = 15_000;

/**
 * Content-managed pages (issue 28, decision 0093): documents per site with drafts, versions,
 * schedules and references, answered resolved ("augmented") for pages and the content API.
 */
export const contentArea = defineArea<{ site: SiteService }>()({
  name: "content",
  needs: { site: true },
  create: ({ db, config, warn, log, pages }, { site }): ContentArea => {
    const siteHosts = [new URL(config.publicOrigin).host, ...config.allowedHosts];
    const read = createContentReadService({
      db,
      site,
      syncIntervalMs: config.env === "test" ? 0 : DATA_REFRESH_MS,
      siteHosts,
      log: (message) => log.warn(message),
    });
    const write = createContentWriteService({
      db,
      read,
      siteHosts,
      // Every kept page of the site that shows content, in every process and at the edge.
      changed: (siteId) => pages.purge([pageTags.content(siteId)]).catch(warn),
    });
    const secret = contentSecret(config);
    return {
      read,
      write,
      site,
      secret,
      token: (kind, siteId, who, seconds) =>
        signStaffToken(secret, { kind, site: siteId, sub: who }, seconds),
    };
  },
  routes: (app, area, platform) =>
    contentRoutes(app, {
      read: area.read,
      write: area.write,
      site: area.site,
      secret: area.secret,
      referrers: (siteId) => selectReferrerCounts(platform.db, siteId),
    }),
  jobs: (area) => [
    {
      name: "content-schedules",
      intervalMs: SCHEDULE_JOB_MS,
      alone: true,
      run: () => area.write.runSchedules(),
    },
  ],
});

// Demo data: what seed/ hands this area.
export { clearContentSeed, importContentSeed } from "./content.seed";
