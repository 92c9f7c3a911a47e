import { randomUUID } from "node:crypto";
import type { Db } from "../../platform/database/db.types";
import type { DatafileIndex } from "./datafile-index.helpers";
import { insertExperimentEvents, type ExperimentEventRow } from "./experiments.tables";
import { pageExperimentsOf } from "./page-experiments.service";

/**
 * What the store's own pages report (issue 29): exposures, decided again here from the visitor
 * id (a page names the flags it showed, never the variation, so no page can put a visitor in
 * a variation they were not bucketed into), and conversions. Stored as the SDKs' events are.
 */
export interface PageTracking {
  exposures(input: {
    visitorId: string;
    site: string;
    flagKeys: readonly string[];
  }): Promise<number>;
  conversion(input: {
    visitorId: string;
    site: string;
    eventKey: string;
    revenue?: number | undefined;
    conversionKey?: string | undefined;
  }): Promise<number>;
}

const row = (
  projectId: string,
  visitorId: string,
  at: Date,
  fields: Partial<ExperimentEventRow> & Pick<ExperimentEventRow, "kind" | "event_uuid">,
): ExperimentEventRow => ({
  project_id: projectId,
  visitor_id: visitorId,
  experiment_id: null,
  variation_id: null,
  flag_key: null,
  rule_key: null,
  variation_key: null,
  event_key: null,
  revenue: null,
  event_value: null,
  happened_at: at,
  ...fields,
});

export function createPageTracking(deps: {
  db: Db;
  index: () => DatafileIndex | null;
  now?: () => Date;
}): PageTracking {
  const now = deps.now ?? (() => new Date());
  return {
    async exposures({ visitorId, site, flagKeys }) {
      const index = deps.index();
      if (!index) return 0;
      const shown = new Set(flagKeys);
      const at = now();
      const rows = pageExperimentsOf(index, visitorId, site)
        .flags.filter((flag) => shown.has(flag.flagKey))
        .map((flag) =>
          row(index.projectId, visitorId, at, {
            kind: "impression",
            event_uuid: randomUUID(),
            experiment_id: flag.experimentId,
            variation_id: flag.variationId,
            flag_key: flag.flagKey,
            rule_key: flag.ruleKey,
            variation_key: flag.variationKey,
          }),
        );
      return insertExperimentEvents(deps.db, rows);
    },
    async conversion({ visitorId, eventKey, revenue, conversionKey }) {
      const index = deps.index();
      if (!index) return 0;
      // An order's purchase counts once, however often its confirmation is shown.
      const uuid = conversionKey ? `${index.projectId}:${eventKey}:${conversionKey}` : randomUUID();
      return insertExperimentEvents(deps.db, [
        row(index.projectId, visitorId, now(), {
          kind: "conversion",
          event_uuid: uuid,
          event_key: eventKey,
          revenue: revenue ?? null,
        }),
      ]);
    },
  };
}
