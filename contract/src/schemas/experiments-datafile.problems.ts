import {
  allocationProblems,
  audienceConditionProblems,
  repeatProblems,
  treeProblems,
  variableValueProblem,
  type DatafileProblem,
} from "./experiments-datafile.checks";
import type {
  Datafile,
  DatafileFlag,
  DatafileRule,
  DatafileVariable,
} from "./experiments-datafile.schema";
import { RESERVED_ATTRIBUTE_PREFIX } from "./experiments-datafile.values";

export type { DatafileProblem } from "./experiments-datafile.checks";

/**
 * What the schema cannot see of a datafile (issue 29): the references between its parts. The
 * SDK takes most of these without a word and then decides otherwise than the operator meant (a
 * range naming another rule's variation buckets into it; an unknown audience keeps everyone
 * out), or fails on them later (a flag naming no experiment stops it reading the file; an
 * experiment with a `groupId` of no group throws at its first decision), so the store refuses
 * them before publishing.
 */

/** Every experiment of the datafile: top level, in a group, or a rollout's delivery rule. */
interface PlacedRule {
  rule: DatafileRule;
  path: string;
  /** The group holding it, for a grouped experiment. */
  groupId?: string;
  isRollout: boolean;
}

function placedRules(datafile: Datafile): PlacedRule[] {
  return [
    ...datafile.experiments.map((rule, index) => ({
      rule,
      path: `experiments[${index}]`,
      isRollout: false,
    })),
    ...datafile.groups.flatMap((group, groupIndex) =>
      group.experiments.map((rule, index) => ({
        rule,
        path: `groups[${groupIndex}].experiments[${index}]`,
        groupId: group.id,
        isRollout: false,
      })),
    ),
    ...(datafile.rollouts ?? []).flatMap((rollout, rolloutIndex) =>
      rollout.experiments.map((rule, index) => ({
        rule,
        path: `rollouts[${rolloutIndex}].experiments[${index}]`,
        isRollout: true,
      })),
    ),
  ];
}

/** The audience ids the datafile defines (a typed audience overrides an untyped one). */
const audienceIdsOf = (datafile: Datafile) =>
  new Set([...datafile.audiences, ...(datafile.typedAudiences ?? [])].map(({ id }) => id));

/**
 * A rule's own problems: its variations' ids and keys, its ranges, its forced visitors, its
 * audiences, and a `groupId` that contradicts where it stands (the SDK buckets by `groupId`).
 */
function ruleProblems(placed: PlacedRule, audiences: ReadonlySet<string>): DatafileProblem[] {
  const { rule, path } = placed;
  const variationsAt = (index: number) => `${path}.variations[${index}]`;
  const variationIds = new Set(rule.variations.map(({ id }) => id));
  const variationKeys = new Set(rule.variations.map(({ key }) => key));
  const problems = [
    ...repeatProblems(rule.variations, "id", ({ id }) => id, variationsAt),
    ...repeatProblems(rule.variations, "key", ({ key }) => key, variationsAt),
    ...allocationProblems(
      rule.trafficAllocation,
      `${path}.trafficAllocation`,
      variationIds,
      `a variation of "${rule.key}"`,
    ),
  ];
  for (const [visitor, key] of Object.entries(rule.forcedVariations))
    if (!variationKeys.has(key))
      problems.push({
        path: `${path}.forcedVariations[${JSON.stringify(visitor)}]`,
        message: `"${key}" is not a variation key of "${rule.key}"`,
      });
  rule.audienceIds.forEach((id, index) => {
    if (!audiences.has(id))
      problems.push({ path: `${path}.audienceIds[${index}]`, message: `no audience "${id}"` });
  });
  // `[]`: everyone, as Optimizely writes a rule without audiences.
  if (rule.audienceConditions && rule.audienceConditions.length > 0)
    problems.push(
      ...treeProblems(rule.audienceConditions, `${path}.audienceConditions`, (id, at) =>
        typeof id === "string" && audiences.has(id)
          ? []
          : [{ path: at, message: `no audience ${JSON.stringify(id)}` }],
      ),
    );
  if (rule.groupId !== undefined && rule.groupId !== placed.groupId)
    problems.push({
      path: `${path}.groupId`,
      message: placed.groupId
        ? `the experiment stands in group "${placed.groupId}"`
        : "only an experiment inside a group's experiments belongs to a group",
    });
  return problems;
}

/**
 * A variation id the rules share (flags' variations are shared by their rules) must be the same
 * variation everywhere: the SDK keeps one variation per id, and a visitor bucketed into the id
 * in one rule gets the last rule's key, flag state and variables.
 */
function sharedVariationProblems(rules: readonly PlacedRule[]): DatafileProblem[] {
  const first = new Map<string, { path: string; same: string }>();
  const problems: DatafileProblem[] = [];
  for (const { rule, path } of rules)
    rule.variations.forEach((variation, index) => {
      const same = JSON.stringify([
        variation.key,
        variation.featureEnabled ?? false,
        variation.variables ?? [],
      ]);
      const seen = first.get(variation.id);
      if (!seen) first.set(variation.id, { path: `${path}.variations[${index}]`, same });
      else if (seen.same !== same)
        problems.push({
          path: `${path}.variations[${index}]`,
          message: `variation "${variation.id}" differs from ${seen.path}, which has its id`,
        });
    });
  return problems;
}

/**
 * Experiment ids are unique in the whole datafile; rule keys within each flag's rules, and the
 * key of an experiment no flag names (the SDK's `activate` finds it by key) within all rules.
 * Other flags' rules may share a key: Optimizely writes such datafiles, and the SDK tells their
 * rules apart by id.
 */
function ruleIdentityProblems(datafile: Datafile, rules: PlacedRule[]): DatafileProblem[] {
  const problems = repeatProblems(
    rules,
    "id",
    ({ rule }) => rule.id,
    (index) => rules[index]?.path ?? "",
  );
  const byId = new Map(rules.map((placed) => [placed.rule.id, placed]));
  const flagged = new Set<string>();
  for (const flag of datafile.featureFlags ?? []) {
    const own = flagRules(datafile, flag, byId);
    own.forEach(({ rule }) => flagged.add(rule.id));
    problems.push(
      ...repeatProblems(
        own,
        "key",
        ({ rule }) => rule.key,
        (i) => own[i]?.path ?? "",
      ),
    );
  }
  const pathsByKey = new Map<string, string[]>();
  for (const { rule, path } of rules)
    pathsByKey.set(rule.key, [...(pathsByKey.get(rule.key) ?? []), path]);
  for (const { rule, path, isRollout } of rules) {
    if (isRollout || flagged.has(rule.id)) continue;
    const other = pathsByKey.get(rule.key)?.find((at) => at !== path);
    if (other)
      problems.push({
        path: `${path}.key`,
        message: `key "${rule.key}" is also ${other}'s, and no flag tells them apart`,
      });
  }
  return problems;
}

/** A flag's rules: its experiments, then its rollout's delivery rules. */
function flagRules(
  datafile: Datafile,
  flag: DatafileFlag,
  byId: ReadonlyMap<string, PlacedRule>,
): PlacedRule[] {
  const experiments = [...new Set(flag.experimentIds)].flatMap((id) => {
    const placed = byId.get(id);
    return placed && !placed.isRollout ? [placed] : [];
  });
  const rollout = (datafile.rollouts ?? []).findIndex(({ id }) => id === flag.rolloutId);
  const delivery = rollout < 0 ? [] : (datafile.rollouts?.[rollout]?.experiments ?? []);
  return [
    ...experiments,
    ...delivery.map((rule, index) => ({
      rule,
      path: `rollouts[${rollout}].experiments[${index}]`,
      isRollout: true,
    })),
  ];
}

/** The type a variable's values have (`string` with `subType: "json"` is json). */
const typeOf = (variable: DatafileVariable) =>
  variable.type === "string" && variable.subType === "json" ? "json" : variable.type;

/**
 * A flag's problems: its variables (ids and keys once, defaults of their type), the experiments
 * and rollout it names, and the values its rules' variations give its variables.
 */
function flagProblems(
  datafile: Datafile,
  flag: DatafileFlag,
  path: string,
  byId: ReadonlyMap<string, PlacedRule>,
): DatafileProblem[] {
  const variablesAt = (index: number) => `${path}.variables[${index}]`;
  const variables = new Map(flag.variables.map((variable) => [variable.id, variable]));
  const problems = [
    ...repeatProblems(flag.variables, "id", ({ id }) => id, variablesAt),
    ...repeatProblems(flag.variables, "key", ({ key }) => key, variablesAt),
  ];
  flag.variables.forEach((variable, index) => {
    const problem = variableValueProblem(typeOf(variable), variable.defaultValue);
    if (problem) problems.push({ path: `${variablesAt(index)}.defaultValue`, message: problem });
  });
  flag.experimentIds.forEach((id, index) => {
    const placed = byId.get(id);
    const at = `${path}.experimentIds[${index}]`;
    if (!placed) problems.push({ path: at, message: `no experiment "${id}"` });
    else if (placed.isRollout)
      problems.push({ path: at, message: `no experiment "${id}": it is a delivery rule` });
    else if (flag.experimentIds.indexOf(id) < index)
      problems.push({ path: at, message: `experiment "${id}" is named twice` });
  });
  const rollouts = datafile.rollouts ?? [];
  if (flag.rolloutId && !rollouts.some(({ id }) => id === flag.rolloutId))
    problems.push({ path: `${path}.rolloutId`, message: `no rollout "${flag.rolloutId}"` });
  for (const { rule, path: rulePath } of flagRules(datafile, flag, byId))
    rule.variations.forEach((variation, index) => {
      (variation.variables ?? []).forEach(({ id, value }, at) => {
        const where = `${rulePath}.variations[${index}].variables[${at}]`;
        const variable = variables.get(id);
        if (!variable)
          problems.push({
            path: `${where}.id`,
            message: `no variable "${id}" in flag "${flag.key}"`,
          });
        const problem = variable && variableValueProblem(typeOf(variable), value);
        if (problem) problems.push({ path: `${where}.value`, message: problem });
      });
    });
  return problems;
}

/** Audiences: ids once per list, conditions that are JSON text of a valid tree. */
function audienceProblems(datafile: Datafile): DatafileProblem[] {
  const problems = [
    ...repeatProblems(
      datafile.audiences,
      "id",
      ({ id }) => id,
      (i) => `audiences[${i}]`,
    ),
    ...repeatProblems(
      datafile.typedAudiences ?? [],
      "id",
      ({ id }) => id,
      (i) => `typedAudiences[${i}]`,
    ),
  ];
  datafile.audiences.forEach(({ conditions }, index) => {
    const path = `audiences[${index}].conditions`;
    let tree: unknown;
    try {
      tree = JSON.parse(conditions);
    } catch {
      problems.push({ path, message: "conditions must be a condition tree written as JSON" });
      return;
    }
    problems.push(...audienceConditionProblems(tree, path));
  });
  (datafile.typedAudiences ?? []).forEach(({ conditions }, index) =>
    problems.push(...audienceConditionProblems(conditions, `typedAudiences[${index}].conditions`)),
  );
  return problems;
}

/** Groups: ids once, and a traffic allocation over their own experiments. */
function groupProblems(datafile: Datafile): DatafileProblem[] {
  return [
    ...repeatProblems(
      datafile.groups,
      "id",
      ({ id }) => id,
      (i) => `groups[${i}]`,
    ),
    ...datafile.groups.flatMap((group, index) =>
      allocationProblems(
        group.trafficAllocation,
        `groups[${index}].trafficAllocation`,
        new Set(group.experiments.map(({ id }) => id)),
        `an experiment of group "${group.id}"`,
      ),
    ),
  ];
}

/** Events and attributes: ids and keys once; events name experiments; `$opt_` is the SDK's. */
function eventAndAttributeProblems(datafile: Datafile, rules: PlacedRule[]): DatafileProblem[] {
  const experiments = new Set(rules.filter((r) => !r.isRollout).map(({ rule }) => rule.id));
  const eventAt = (index: number) => `events[${index}]`;
  const attributeAt = (index: number) => `attributes[${index}]`;
  const problems = [
    ...repeatProblems(datafile.events, "id", ({ id }) => id, eventAt),
    ...repeatProblems(datafile.events, "key", ({ key }) => key, eventAt),
    ...repeatProblems(datafile.attributes, "id", ({ id }) => id, attributeAt),
    ...repeatProblems(datafile.attributes, "key", ({ key }) => key, attributeAt),
  ];
  datafile.events.forEach((event, index) =>
    event.experimentIds.forEach((id, at) => {
      if (!experiments.has(id))
        problems.push({
          path: `${eventAt(index)}.experimentIds[${at}]`,
          message: `no experiment "${id}"`,
        });
    }),
  );
  datafile.attributes.forEach(({ key }, index) => {
    if (key.startsWith(RESERVED_ATTRIBUTE_PREFIX))
      problems.push({
        path: `${attributeAt(index)}.key`,
        message: `keys starting "${RESERVED_ATTRIBUTE_PREFIX}" are reserved for the SDK`,
      });
  });
  return problems;
}

/**
 * Parts the SDK 6 reads that the store's own decisions do not (holdouts, contextual bandits,
 * feature-rollout rules, into which the SDK adds the flag's "everyone else" variation): with
 * them the SDK and the server would decide differently, and `cmab` sends the visitor's
 * attributes to Optimizely's prediction service.
 */
function unsupportedProblems(datafile: Datafile, rules: PlacedRule[]): DatafileProblem[] {
  const problems: DatafileProblem[] = [];
  for (const field of ["holdouts", "localHoldouts"])
    if (Array.isArray(datafile[field]) && datafile[field].length > 0)
      problems.push({ path: field, message: `${field} are not decided here` });
  for (const { rule, path } of rules) {
    if (rule["cmab"] !== undefined)
      problems.push({ path: `${path}.cmab`, message: "contextual bandits are not decided here" });
    if (rule["type"] === "fr")
      problems.push({
        path: `${path}.type`,
        message: "feature-rollout rules are not decided here",
      });
  }
  return problems;
}

/** Every problem of the references in a datafile the schema accepted; none means publishable. */
export function datafileProblems(datafile: Datafile): DatafileProblem[] {
  const rules = placedRules(datafile);
  const byId = new Map(rules.map((placed) => [placed.rule.id, placed]));
  const audiences = audienceIdsOf(datafile);
  const flagsAt = (index: number) => `featureFlags[${index}]`;
  const flags = datafile.featureFlags ?? [];
  return [
    ...ruleIdentityProblems(datafile, rules),
    ...rules.flatMap((placed) => ruleProblems(placed, audiences)),
    ...sharedVariationProblems(rules),
    ...groupProblems(datafile),
    ...repeatProblems(
      datafile.rollouts ?? [],
      "id",
      ({ id }) => id,
      (i) => `rollouts[${i}]`,
    ),
    ...repeatProblems(flags, "id", ({ id }) => id, flagsAt),
    ...repeatProblems(flags, "key", ({ key }) => key, flagsAt),
    ...flags.flatMap((flag, index) => flagProblems(datafile, flag, flagsAt(index), byId)),
    ...audienceProblems(datafile),
    ...eventAndAttributeProblems(datafile, rules),
    ...unsupportedProblems(datafile, rules),
  ];
}
