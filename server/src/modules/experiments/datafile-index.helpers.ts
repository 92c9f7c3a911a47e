import type { Datafile, DatafileRule, DatafileVariable } from "@ridgeline/contract";
import type { AudienceConditions, Attributes } from "./audience.helpers";
import type { BucketedGroup } from "./bucketing.helpers";
import {
  decideFlag,
  type DecisionConfig,
  type Flag,
  type FlagDecision,
  type Rule,
  type Variation,
} from "./flag-decision.helpers";

/**
 * A published datafile indexed once for deciding every visitor's flags (issue 29): what the
 * SDK's project config holds, built from a datafile the schema and its checks accepted.
 */
export interface DatafileIndex extends DecisionConfig {
  projectId: string;
  accountId: string;
  revision: string;
  flags: readonly IndexedFlag[];
  /** Each variation's own variable values, by variation id then variable id. */
  variationValues: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Each rule's layer id (an exposure event's `campaign_id`), by rule id. */
  layers: ReadonlyMap<string, string>;
  /** Each audience's name, by id (to explain a decision). */
  audienceNames: ReadonlyMap<string, string>;
}

export interface IndexedFlag extends Flag {
  id: string;
  variables: readonly { id: string; key: string; type: VariableKind; defaultValue: string }[];
}

/** A variable's type as its value is read: a `string` with `subType: "json"` is JSON. */
type VariableKind = "boolean" | "double" | "integer" | "string" | "json";

/** One flag's decision as `decide` answers it, with where it came from. */
export interface FlagOutcome {
  flagKey: string;
  enabled: boolean;
  variationKey: string | null;
  variationId: string | null;
  ruleKey: string | null;
  experimentId: string | null;
  source: FlagDecision["source"];
  variables: Record<string, unknown>;
}

function kindOf(variable: DatafileVariable): VariableKind {
  return variable.type === "string" && variable.subType === "json" ? "json" : variable.type;
}

function rule(raw: DatafileRule, groupId?: string): Rule {
  return {
    id: raw.id,
    key: raw.key,
    status: raw.status,
    groupId: groupId ?? raw.groupId,
    audienceIds: raw.audienceIds,
    audienceConditions: raw.audienceConditions,
    forcedVariations: raw.forcedVariations,
    variations: raw.variations.map((variation) => ({
      id: variation.id,
      key: variation.key,
      featureEnabled: variation.featureEnabled,
    })),
    trafficAllocation: raw.trafficAllocation,
  };
}

/** The audiences by id: typed ones first, the JSON-written ones where no typed one has the id. */
function audiencesOf(datafile: Datafile): Map<string, AudienceConditions> {
  const audiences = new Map<string, AudienceConditions>();
  for (const audience of datafile.typedAudiences ?? [])
    audiences.set(audience.id, { conditions: audience.conditions });
  for (const audience of datafile.audiences) {
    // The SDK skips its placeholder audience, which matches everyone.
    if (audiences.has(audience.id) || audience.id === "$opt_dummy_audience") continue;
    audiences.set(audience.id, { conditions: JSON.parse(audience.conditions) as unknown });
  }
  return audiences;
}

export function indexDatafile(datafile: Datafile): DatafileIndex {
  const experiments = new Map<string, Rule>();
  const groups = new Map<string, BucketedGroup>();
  const rollouts = new Map<string, { experiments: readonly Rule[] }>();
  const variations = new Map<string, Variation>();
  const variationValues = new Map<string, Map<string, string>>();
  const layers = new Map<string, string>();
  const remember = (raw: DatafileRule, indexed: Rule) => {
    layers.set(raw.id, raw.layerId);
    for (const variation of indexed.variations) variations.set(variation.id, variation);
    for (const variation of raw.variations)
      variationValues.set(
        variation.id,
        new Map((variation.variables ?? []).map((value) => [value.id, value.value])),
      );
  };
  for (const raw of datafile.experiments) {
    const indexed = rule(raw);
    experiments.set(indexed.id, indexed);
    remember(raw, indexed);
  }
  for (const group of datafile.groups) {
    groups.set(group.id, {
      id: group.id,
      policy: group.policy,
      trafficAllocation: group.trafficAllocation,
    });
    for (const raw of group.experiments) {
      const indexed = rule(raw, group.id);
      experiments.set(indexed.id, indexed);
      remember(raw, indexed);
    }
  }
  for (const rollout of datafile.rollouts ?? []) {
    const rules = rollout.experiments.map((raw) => {
      const indexed = rule(raw);
      remember(raw, indexed);
      return indexed;
    });
    rollouts.set(rollout.id, { experiments: rules });
  }
  return {
    projectId: datafile.projectId,
    accountId: datafile.accountId,
    revision: datafile.revision,
    experiments,
    groups,
    rollouts,
    audiences: audiencesOf(datafile),
    variations,
    variationValues,
    layers,
    audienceNames: new Map(
      [...datafile.audiences, ...(datafile.typedAudiences ?? [])].map(({ id, name }) => [id, name]),
    ),
    flags: (datafile.featureFlags ?? []).map((flag) => ({
      id: flag.id,
      key: flag.key,
      experimentIds: flag.experimentIds,
      rolloutId: flag.rolloutId || undefined,
      variables: flag.variables.map((variable) => ({
        id: variable.id,
        key: variable.key,
        type: kindOf(variable),
        defaultValue: variable.defaultValue,
      })),
    })),
  };
}

/** A variable's text as its type reads it; null when it cannot be read so (as the SDK). */
export function variableValue(kind: VariableKind, text: string): unknown {
  switch (kind) {
    case "boolean":
      return text === "true" ? true : text === "false" ? false : null;
    case "integer": {
      const value = parseInt(text, 10);
      return Number.isNaN(value) ? null : value;
    }
    case "double": {
      const value = parseFloat(text);
      return Number.isNaN(value) ? null : value;
    }
    case "json":
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return null;
      }
    default:
      return text;
  }
}

/**
 * A flag's decision as `decide` answers it: the variation and rule, and each variable's value
 * (the variation's own when the flag is on in it and it sets one, else the variable's default),
 * or no variables at all when `withVariables` is false.
 */
export function flagOutcome(
  index: DatafileIndex,
  flag: IndexedFlag,
  decision: FlagDecision,
  withVariables = true,
): FlagOutcome {
  const own = decision.variation ? index.variationValues.get(decision.variation.id) : undefined;
  const variables: Record<string, unknown> = Object.fromEntries(
    withVariables
      ? flag.variables.map((variable) => {
          const set = decision.enabled ? own?.get(variable.id) : undefined;
          return [variable.key, variableValue(variable.type, set ?? variable.defaultValue)];
        })
      : [],
  );
  return {
    flagKey: flag.key,
    enabled: decision.enabled,
    variationKey: decision.variation?.key ?? null,
    variationId: decision.variation?.id ?? null,
    ruleKey: decision.rule?.key ?? null,
    experimentId: decision.rule?.id ?? null,
    source: decision.source,
    variables,
  };
}

/** Every flag's decision for one visitor, in the datafile's order (`flagOutcome`). */
export function decideAllFlags(
  index: DatafileIndex,
  userId: string,
  attributes: Attributes,
  segments: ReadonlySet<string> = new Set(),
): FlagOutcome[] {
  return index.flags.map((flag) =>
    flagOutcome(index, flag, decideFlag(index, flag, userId, attributes, segments)),
  );
}
