import { inAudiences, type AudienceConditions, type Attributes } from "./audience.helpers";
import { bucketIntoEntity, type BucketedGroup, type TrafficRange } from "./bucketing.helpers";

/**
 * A flag's decision for one visitor as Optimizely's SDKs make it (issue 29): the flag's
 * experiments in order, then its rollout's delivery rules. The visitor's id buckets them unless
 * the `$opt_bucketing_id` attribute (a string) says otherwise.
 */
export const BUCKETING_ID_ATTRIBUTE = "$opt_bucketing_id";

export interface Variation {
  id: string;
  key: string;
  featureEnabled?: boolean;
}

/** An experiment or a rollout's delivery rule, as the decision reads it. */
export interface Rule {
  id: string;
  key: string;
  status?: string;
  groupId?: string;
  audienceIds?: readonly string[];
  audienceConditions?: unknown;
  forcedVariations?: Readonly<Record<string, string>>;
  variations: readonly Variation[];
  trafficAllocation: readonly TrafficRange[];
}

export interface Flag {
  key: string;
  experimentIds: readonly string[];
  rolloutId?: string;
}

/** What of a datafile the decision reads, indexed. */
export interface DecisionConfig {
  /** Every experiment by id: the top-level ones, the groups' and the rollouts' rules. */
  experiments: ReadonlyMap<string, Rule>;
  groups: ReadonlyMap<string, BucketedGroup>;
  rollouts: ReadonlyMap<string, { experiments: readonly Rule[] }>;
  audiences: ReadonlyMap<string, AudienceConditions>;
  /** Every variation of the datafile by id (a range may name one of another rule, as in the SDK). */
  variations: ReadonlyMap<string, Variation>;
}

/**
 * Sticky bucketing (Optimizely's user profile service): the variation an experiment placed the
 * visitor in before, kept whatever their audiences and the traffic say now, and each new
 * placement remembered. Rollout rules are never sticky, as in the SDK.
 */
export interface StickyBuckets {
  /** The variation id stored for the experiment, if any. */
  lookup(experimentId: string): string | undefined;
  /** Remembers the variation id an experiment bucketed the visitor into. */
  remember(experimentId: string, variationId: string): void;
}

export interface FlagDecision {
  variation: Variation | null;
  rule: Rule | null;
  source: "feature-test" | "rollout";
  enabled: boolean;
}

/** The visitor's bucketing id: `$opt_bucketing_id` when it is a string, else their id. */
export function bucketingIdOf(userId: string, attributes: Attributes): string {
  const chosen = attributes[BUCKETING_ID_ATTRIBUTE];
  return typeof chosen === "string" ? chosen : userId;
}

/** The variation a rule buckets a visitor into, among all the datafile's variations. */
function bucketed(config: DecisionConfig, rule: Rule, bucketingId: string): Variation | null {
  const id = bucketIntoEntity(rule, bucketingId, config.groups);
  return id === null ? null : (config.variations.get(id) ?? null);
}

function experimentVariation(
  config: DecisionConfig,
  experiment: Rule,
  userId: string,
  attributes: Attributes,
  segments: ReadonlySet<string>,
  sticky: StickyBuckets | undefined,
): Variation | null {
  if (experiment.status !== "Running") return null;
  // A visitor the datafile names gets that variation, audiences and traffic aside; a name of no
  // variation of the experiment is passed over.
  const forced = experiment.forcedVariations ?? {};
  if (Object.prototype.hasOwnProperty.call(forced, userId)) {
    const named = experiment.variations.find((variation) => variation.key === forced[userId]);
    if (named) return named;
  }
  // A stored variation the datafile no longer has is passed over, as the SDK does.
  const storedId = sticky?.lookup(experiment.id);
  const stored = storedId === undefined ? undefined : config.variations.get(storedId);
  if (stored) return experiment.variations.find((own) => own.key === stored.key) ?? stored;
  if (!inAudiences(experiment, config.audiences, attributes, segments)) return null;
  const variation = bucketed(config, experiment, bucketingIdOf(userId, attributes));
  if (!variation) return null;
  sticky?.remember(experiment.id, variation.id);
  return experiment.variations.find((own) => own.key === variation.key) ?? variation;
}

/**
 * The flag's decision: the first of its experiments that places the visitor, else the first of
 * its rollout's rules whose audience holds them and whose traffic takes them; a rule whose
 * audience holds them but whose traffic does not sends them on to the last rule ("everyone
 * else").
 */
export function decideFlag(
  config: DecisionConfig,
  flag: Flag,
  userId: string,
  attributes: Attributes,
  /** The visitor's qualified audience segments (`qualified` conditions). */
  segments: ReadonlySet<string> = new Set(),
  /** Keeps experiment placements sticky (a user profile service); none by default. */
  sticky?: StickyBuckets,
): FlagDecision {
  for (const id of flag.experimentIds) {
    const experiment = config.experiments.get(id);
    if (!experiment) continue;
    const variation = experimentVariation(config, experiment, userId, attributes, segments, sticky);
    if (variation)
      return {
        variation,
        rule: experiment,
        source: "feature-test",
        enabled: variation.featureEnabled === true,
      };
  }
  const rules = (flag.rolloutId && config.rollouts.get(flag.rolloutId)?.experiments) || [];
  const bucketingId = bucketingIdOf(userId, attributes);
  for (let index = 0; index < rules.length;) {
    const rule = rules[index] as Rule;
    const everyoneElse = index === rules.length - 1;
    if (inAudiences(rule, config.audiences, attributes, segments)) {
      const variation = bucketed(config, rule, bucketingId);
      if (variation)
        return { variation, rule, source: "rollout", enabled: variation.featureEnabled === true };
      if (!everyoneElse) {
        index = rules.length - 1;
        continue;
      }
    }
    index += 1;
  }
  return { variation: null, rule: null, source: "rollout", enabled: false };
}
