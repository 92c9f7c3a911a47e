import { DATAFILE, encodePageExperiments, type PageExperiments } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { decideAllFlags, indexDatafile, type DatafileIndex } from "./datafile-index.helpers";
import { selectLatestDatafile } from "./experiments.tables";

/**
 * The store's own pages' experiments (issue 29): the newest datafile of the store's SDK key,
 * indexed in memory, deciding a visitor's flags at the decision point without a database
 * call. Kept current by `refresh` (after a publish here, and by a job for other processes').
 */
export interface PageExperimentsDecider {
  /** The `experiments` decision of a visitor on a site (`en-gb`); empty without a datafile. */
  decide(visitorId: string, site: string): string;
  /** Reads the newest revision again when it changed. */
  refresh(): Promise<void>;
  /** The indexed datafile the pages decide by, or null before one is published. */
  index(): DatafileIndex | null;
}

/** The flags a visitor is bucketed into, with what the page reports them with. */
export function pageExperimentsOf(
  index: DatafileIndex,
  visitorId: string,
  site: string,
): PageExperiments {
  const flags = decideAllFlags(index, visitorId, { site })
    .filter((outcome) => outcome.variationKey !== null && outcome.ruleKey !== null)
    .map((outcome) => ({
      flagKey: outcome.flagKey,
      variationKey: outcome.variationKey ?? "",
      ruleKey: outcome.ruleKey ?? "",
      experimentId: outcome.experimentId ?? "",
      variationId: outcome.variationId ?? "",
      layerId: index.layers.get(outcome.experimentId ?? "") ?? "",
      enabled: outcome.enabled,
      source: outcome.source,
    }));
  return {
    accountId: index.accountId,
    projectId: index.projectId,
    revision: index.revision,
    flags,
  };
}

export function createPageExperiments(deps: {
  db: Db;
  sdkKey: string;
  warn: (error: unknown) => void;
}): PageExperimentsDecider {
  let loaded: { revision: number; index: DatafileIndex } | null = null;
  return {
    decide(visitorId, site) {
      if (!loaded) return "";
      const experiments = pageExperimentsOf(loaded.index, visitorId, site);
      return experiments.flags.length === 0 ? "" : encodePageExperiments(experiments);
    },
    index: () => loaded?.index ?? null,
    async refresh() {
      const row = await selectLatestDatafile(deps.db, deps.sdkKey);
      if (!row) {
        loaded = null;
        return;
      }
      if (loaded?.revision === row.revision) return;
      const parsed = DATAFILE.safeParse(JSON.parse(row.datafile));
      // Published datafiles were checked; one that no longer parses (a schema grown stricter)
      // is reported and the last good one kept.
      if (!parsed.success) {
        deps.warn(new Error(`datafile ${deps.sdkKey} revision ${row.revision} does not parse`));
        return;
      }
      loaded = { revision: row.revision, index: indexDatafile(parsed.data) };
    },
  };
}
