/**
 * The experiments a page was rendered with (issue 29): the decision point buckets the visitor
 * into every flag of the store's datafile and the page reads the result as its `experiments`
 * decision, so a kept page is kept per variation, never per visitor. The decision carries what
 * the page needs to show the variation (flag and variation keys) and to report the exposure in
 * the SDKs' event format (project, experiment, variation and layer ids).
 */
export interface PageExperiment {
  flagKey: string;
  variationKey: string;
  ruleKey: string;
  experimentId: string;
  variationId: string;
  /** The experiment's layer (`campaign_id` in an exposure event). */
  layerId: string;
  enabled: boolean;
  /** `feature-test` (an experiment) or `rollout` (a delivery rule). */
  source: string;
}

export interface PageExperiments {
  accountId: string;
  projectId: string;
  revision: string;
  flags: PageExperiment[];
}

/** The visitor id's form (001 §9): `vuid_` and at most 27 more id characters. */
export const VISITOR_ID = /^vuid_[A-Za-z0-9_-]{1,27}$/;

/** A datafile key or id: what may stand in the decision without escaping. */
const PART = /^[\w$.-]{1,255}$/;
const FIELDS = 8;

/** The decision's text: `account.project.revision` then one `|`-separated entry per flag. */
export function encodePageExperiments(experiments: PageExperiments): string {
  const head = [experiments.accountId, experiments.projectId, experiments.revision].join(":");
  const entries = experiments.flags.map((flag) =>
    [
      flag.flagKey,
      flag.variationKey,
      flag.ruleKey,
      flag.experimentId,
      flag.variationId,
      flag.layerId,
      flag.enabled ? "1" : "0",
      flag.source,
    ].join(":"),
  );
  return [head, ...entries].join("|");
}

/** The page's experiments from its decision; null for none (no consent, no datafile, garbage). */
export function decodePageExperiments(decision: string): PageExperiments | null {
  if (!decision) return null;
  const [head = "", ...entries] = decision.split("|");
  const [accountId, projectId, revision, extra] = head.split(":");
  if (!accountId || !projectId || !revision || extra !== undefined) return null;
  const flags: PageExperiment[] = [];
  for (const entry of entries) {
    const parts = entry.split(":");
    if (parts.length !== FIELDS || !parts.every((part) => PART.test(part))) return null;
    const [flagKey, variationKey, ruleKey, experimentId, variationId, layerId, on, source] =
      parts as [string, string, string, string, string, string, string, string];
    flags.push({
      flagKey,
      variationKey,
      ruleKey,
      experimentId,
      variationId,
      layerId,
      enabled: on === "1",
      source,
    });
  }
  return { accountId, projectId, revision, flags };
}
