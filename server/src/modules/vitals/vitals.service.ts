import type { Measure, VitalsSummary } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { deleteMeasuresBefore, insertMeasures, selectPercentiles } from "./vitals.tables";

/** How long measures are kept: three of the read-out's default 28-day windows and more. */
export const VITALS_KEEP_DAYS = 90;
/** Rows one purge statement deletes (decision 0016: no statement holds locks for long). */
const PURGE_BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The store's own web-vitals figures (issue 29, decision 0105). */
export interface VitalsService {
  /** Keeps a page's measures for `site`; answers how many were new. */
  ingest(site: string, measures: readonly Measure[]): Promise<number>;
  /** The 75th percentile and count of each metric per page template over the last `days`. */
  summary(days: number, now?: Date): Promise<VitalsSummary>;
  /** Deletes measures older than VITALS_KEEP_DAYS, in keyed batches; answers how many. */
  purge(now?: Date, stop?: AbortSignal): Promise<number>;
}

export function createVitalsService(deps: { db: Db }): VitalsService {
  return {
    ingest: (site, measures) => insertMeasures(deps.db, site, measures),
    async summary(days, now = new Date()) {
      const since = new Date(now.getTime() - days * DAY_MS);
      const rows = await selectPercentiles(deps.db, since);
      return {
        days,
        since: since.toISOString(),
        rows: rows.map((row) => ({
          pageType: row.page_type,
          name: row.name,
          p75: row.p75,
          count: row.count,
        })),
      };
    },
    async purge(now = new Date(), stop) {
      const before = new Date(now.getTime() - VITALS_KEEP_DAYS * DAY_MS);
      let total = 0;
      for (;;) {
        const gone = await deleteMeasuresBefore(deps.db, before, PURGE_BATCH);
        total += gone;
        if (gone < PURGE_BATCH || stop?.aborted) return total;
      }
    },
  };
}
