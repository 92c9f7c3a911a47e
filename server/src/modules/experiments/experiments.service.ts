import {
  DATAFILE,
  datafileProblems,
  EXPERIMENT_EVENT_KEYS,
  IMPRESSION_EVENT_KEY,
  type ExperimentResultsView,
  type Datafile,
  type ExperimentEventBatch,
} from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import {
  insertDatafile,
  insertExperimentEvents,
  projectPublished,
  selectLatestDatafile,
  selectVisitorOutcomes,
  type DatafileRow,
  type ExperimentEventRow,
} from "./experiments.tables";
import { experimentCounts } from "./results-counts.helpers";
import { experimentResults } from "./results.helpers";

/**
 * The experimentation service (issue 29, decision 0104): operators publish datafiles (each a
 * new revision, kept), the SDKs fetch the newest, send their decision and conversion events and
 * their audience-data events, and ask which segments a customer qualifies for.
 */
export interface PublishedDatafile {
  sdkKey: string;
  revision: number;
  /** The JSON the SDKs fetch, byte for byte. */
  body: string;
  publishedAt: Date;
  publishedBy: string;
}

export interface ExperimentsService {
  /** The newest revision for an SDK key, or null when none was published. */
  datafile(sdkKey: string): Promise<PublishedDatafile | null>;
  /**
   * Checks and publishes a datafile as the next revision of `sdkKey` (its own `revision` is
   * replaced); EXP400 with every problem when it is not valid.
   */
  publish(sdkKey: string, datafile: unknown, by: string): Promise<PublishedDatafile>;
  /** Publishes the newest revision with one experiment's status changed (pause, resume). */
  setStatus(
    sdkKey: string,
    experimentKey: string,
    status: "Running" | "Paused",
    by: string,
  ): Promise<PublishedDatafile>;
  /** Stores a batch of SDK events (an event already stored is skipped); how many were new. */
  recordEvents(batch: ExperimentEventBatch): Promise<number>;
  /** An experiment's results now (EXP404 / EXP410 when there is no such datafile or experiment). */
  results(sdkKey: string, experimentKey: string): Promise<ExperimentResultsView>;
}

/** Problems as one message per line, naming where (the operator reads them). */
export function describeProblems(problems: readonly { path: string; message: string }[]): string {
  return problems.map((problem) => `${problem.path || "datafile"}: ${problem.message}`).join("\n");
}

/** A datafile checked against the schema and its cross-references; EXP400 otherwise. */
export function checkedDatafile(input: unknown): Datafile {
  const parsed = DATAFILE.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      path: issue.path.join("."),
      message: issue.message,
    }));
    throw new AppError("EXP400", { message: describeProblems(problems) });
  }
  const problems = datafileProblems(parsed.data);
  if (problems.length > 0) throw new AppError("EXP400", { message: describeProblems(problems) });
  return parsed.data;
}

function published(row: DatafileRow): PublishedDatafile {
  return {
    sdkKey: row.sdk_key,
    revision: row.revision,
    body: row.datafile,
    publishedAt: new Date(row.published_at),
    publishedBy: row.published_by,
  };
}

/** The rows of a batch's events: an impression per decision, a conversion per other event. */
export function eventRows(batch: ExperimentEventBatch): ExperimentEventRow[] {
  const rows: ExperimentEventRow[] = [];
  const base = (visitorId: string, uuid: string, timestamp: number) => ({
    event_uuid: uuid,
    project_id: batch.project_id,
    visitor_id: visitorId,
    happened_at: new Date(timestamp),
  });
  for (const visitor of batch.visitors) {
    for (const snapshot of visitor.snapshots) {
      const decision = snapshot.decisions?.[0];
      for (const event of snapshot.events) {
        const at = base(visitor.visitor_id, event.uuid, event.timestamp);
        if (event.key === IMPRESSION_EVENT_KEY && decision) {
          rows.push({
            ...at,
            kind: "impression",
            experiment_id: decision.experiment_id || null,
            variation_id: decision.variation_id,
            flag_key: decision.metadata?.flag_key ?? null,
            rule_key: decision.metadata?.rule_key ?? null,
            variation_key: decision.metadata?.variation_key ?? null,
            event_key: null,
            revenue: null,
            event_value: null,
          });
        } else if (event.key !== IMPRESSION_EVENT_KEY) {
          rows.push({
            ...at,
            kind: "conversion",
            experiment_id: null,
            variation_id: null,
            flag_key: null,
            rule_key: null,
            variation_key: null,
            event_key: event.key,
            revenue: event.revenue ?? null,
            event_value: event.value ?? null,
          });
        }
      }
    }
  }
  return rows;
}

export function createExperimentsService(deps: {
  db: Db;
  now?: () => Date;
  /** Told after each publish (the pages' decider reads the new revision). */
  published?: (sdkKey: string) => void;
}): ExperimentsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function publishNext(
    sdkKey: string,
    datafile: Datafile,
    source: Record<string, unknown>,
    by: string,
  ): Promise<PublishedDatafile> {
    const latest = await selectLatestDatafile(db, sdkKey);
    const revision = (latest?.revision ?? 0) + 1;
    // The operator's file as written (fields the store does not read stay for the SDKs), with
    // the revision the store gives it.
    const body = JSON.stringify({ ...source, revision: String(revision) });
    try {
      const row = published(
        await insertDatafile(db, {
          sdk_key: sdkKey,
          revision,
          project_id: datafile.projectId,
          account_id: datafile.accountId,
          datafile: body,
          published_by: by,
        }),
      );
      deps.published?.(sdkKey);
      return row;
    } catch (error) {
      // Another publish took this revision first: the operator publishes again on the newer.
      if (error instanceof Error && /exists/.test(error.message)) throw new AppError("EXP409");
      throw error;
    }
  }

  return {
    async datafile(sdkKey) {
      const row = await selectLatestDatafile(db, sdkKey);
      return row ? published(row) : null;
    },
    async publish(sdkKey, input, by) {
      const datafile = checkedDatafile(input);
      return publishNext(sdkKey, datafile, input as Record<string, unknown>, by);
    },
    async setStatus(sdkKey, experimentKey, status, by) {
      const latest = await selectLatestDatafile(db, sdkKey);
      if (!latest) throw new AppError("EXP404");
      const source = JSON.parse(latest.datafile) as Record<string, unknown> & {
        experiments?: { key: string; status: string }[];
        groups?: { experiments?: { key: string; status: string }[] }[];
      };
      const experiments = [
        ...(source.experiments ?? []),
        ...(source.groups ?? []).flatMap((group) => group.experiments ?? []),
      ];
      const experiment = experiments.find((candidate) => candidate.key === experimentKey);
      if (!experiment)
        throw new AppError("EXP410", {
          message: `There is no experiment ${experimentKey} in ${sdkKey}.`,
        });
      experiment.status = status;
      return publishNext(sdkKey, checkedDatafile(source), source, by);
    },
    async recordEvents(batch) {
      if (!(await projectPublished(db, batch.project_id, batch.account_id)))
        throw new AppError("EXP403");
      return insertExperimentEvents(db, eventRows(batch));
    },
    async results(sdkKey, experimentKey) {
      const latest = await selectLatestDatafile(db, sdkKey);
      if (!latest) throw new AppError("EXP404");
      const datafile = DATAFILE.parse(JSON.parse(latest.datafile));
      const experiment = [
        ...datafile.experiments,
        ...datafile.groups.flatMap((group) => group.experiments),
      ].find((candidate) => candidate.key === experimentKey);
      if (!experiment)
        throw new AppError("EXP410", {
          message: `There is no experiment ${experimentKey} in ${sdkKey}.`,
        });
      const at = now();
      const outcomes = await selectVisitorOutcomes(
        db,
        datafile.projectId,
        experiment.id,
        EXPERIMENT_EVENT_KEYS,
      );
      return {
        sdkKey,
        experimentKey,
        experimentId: experiment.id,
        status: experiment.status,
        at: at.toISOString(),
        results: experimentResults(experimentCounts(experiment, outcomes, at)),
      };
    },
  };
}
