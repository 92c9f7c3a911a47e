import { expect } from "vitest";
import { datafileProblems, type DatafileProblem } from "./experiments-datafile.problems";
import {
  DATAFILE,
  type ConditionTree,
  type Datafile,
  type DatafileFlag,
  type DatafileRule,
  type DatafileVariable,
} from "./experiments-datafile.schema";
import {
  DATAFILE_VERSIONS,
  VARIABLE_TYPES,
  type DatafileVersion,
} from "./experiments-datafile.values";

/**
 * Valid datafiles made from a seed, and ways of breaking them, for the tests of the datafile
 * schema and its checks (issue 29). Test support: nothing outside tests imports it.
 */

/** A seeded source of choices (mulberry32): the same seed makes the same datafile. */
export class Choices {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  some<T>(items: readonly T[], max = items.length): T[] {
    return items.filter(() => this.chance(0.5)).slice(0, max);
  }
}

type Leaf = Record<string, string | number | boolean | null>;

const TEXTS = ["gold", "Zürich", "a b", "", "x".repeat(40), "🙂", '"quoted"'];
/** A leaf asking whether the visitor is in an audience segment (Optimizely's ODP). */
const SEGMENT = { type: "third_party_dimension", name: "odp.audiences", match: "qualified" };
const VERSIONS = ["1.2.3", "2.0", "3", "1.0.0-beta.1", "1.2+build.7", "10.0.1-rc+exp"];

/** A leaf of every match the SDK knows, with a value of the type that match compares. */
function leaf(choices: Choices, attributes: readonly string[]): Leaf {
  const name = attributes.length > 0 ? choices.pick(attributes) : "plan";
  const kind = choices.int(0, 8);
  const base = { type: "custom_attribute", name };
  if (kind === 0) return { ...base, match: "exact", value: choices.pick(TEXTS) };
  if (kind === 1) return { ...base, match: "exact", value: choices.pick([true, false, 7, -2.5]) };
  if (kind === 2)
    return choices.chance(0.5) ? { ...base, match: "exists" } : { ...base, value: "legacy" };
  if (kind === 3) {
    const match = choices.pick(["gt", "ge", "lt", "le"]);
    return { ...base, match, value: choices.int(-99, 99) / 4 };
  }
  if (kind === 4) return { ...base, match: "substring", value: choices.pick(TEXTS) };
  if (kind === 5) return { ...SEGMENT, value: `segment_${choices.int(1, 9)}` };
  const semver = choices.pick(["semver_eq", "semver_gt", "semver_ge", "semver_lt", "semver_le"]);
  return { ...base, match: semver, value: choices.pick(VERSIONS) };
}

/** A condition tree of operators over `item`s, at most `depth` deep. */
function tree<T>(choices: Choices, item: () => T, depth: number): ConditionTree<T> {
  const operator = choices.pick(["and", "or", "not"] as const);
  const count = operator === "not" ? 1 : choices.int(1, 3);
  const operands = Array.from({ length: count }, () =>
    depth > 1 && choices.chance(0.3) ? tree(choices, item, depth - 1) : item(),
  );
  return [operator as T, ...operands];
}

function value(choices: Choices, type: DatafileVariable["type"]): string {
  if (type === "boolean") return choices.pick(["true", "false"]);
  if (type === "integer") return String(choices.int(-5000, 5000));
  if (type === "double")
    return choices.pick(["0.5", "-12.25", "3", "1e3", String(choices.int(0, 99) / 8)]);
  if (type === "json") return JSON.stringify({ n: choices.int(0, 9), list: ["a", { b: null }] });
  return choices.pick(TEXTS);
}

/** A generator of one datafile: ids are counted, so no two things share one by chance. */
class Maker {
  private count = 100;
  constructor(readonly choices: Choices) {}
  id(prefix = ""): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A rule whose variations give `variables` values; `audiences` are the ids it may name. */
  rule(
    key: string,
    variables: readonly DatafileVariable[],
    audiences: readonly string[],
    v4: boolean,
  ) {
    const { choices } = this;
    const variations = Array.from({ length: choices.int(1, 3) }, (_, index) => ({
      id: this.id(),
      key: index === 0 ? "off" : `variation_${index}`,
      ...(v4 || variables.length > 0
        ? {
            featureEnabled: index > 0,
            variables: choices
              .some(variables)
              .map((variable) => ({ id: variable.id, value: value(choices, typeOf(variable)) })),
          }
        : {}),
    }));
    const ends = Array.from({ length: choices.int(1, 4) }, () => choices.int(0, 10_000)).sort(
      (a, b) => a - b,
    );
    const entities = [...variations.map(({ id }) => id), ""];
    const named = choices.some(audiences, 3);
    const forced = choices.chance(0.3)
      ? { [`visitor ${this.id()}`]: choices.pick(variations).key }
      : {};
    const rule: DatafileRule = {
      id: this.id(),
      key,
      status: choices.pick(["Running", "Running", "Paused", "Not started", "Archived", "Launched"]),
      layerId: this.id(),
      audienceIds: named,
      variations,
      trafficAllocation: ends.map((endOfRange) => ({
        entityId: choices.pick(entities),
        endOfRange,
      })),
      forcedVariations: forced,
    };
    if (v4)
      rule.audienceConditions =
        named.length === 0 ? [] : tree(choices, () => choices.pick(named), 3);
    return rule;
  }
}

const typeOf = (variable: DatafileVariable) =>
  variable.subType === "json" ? "json" : variable.type;

function variables(maker: Maker): DatafileVariable[] {
  return Array.from({ length: maker.choices.int(0, 5) }, (_, index) => {
    const type = maker.choices.pick(VARIABLE_TYPES);
    const written =
      type === "json" && maker.choices.chance(0.5)
        ? { type: "string" as const, subType: "json" as const }
        : { type };
    return {
      id: maker.id(),
      key: `var_${index}`,
      ...written,
      defaultValue: value(maker.choices, type),
    };
  });
}

/** A valid datafile of `version`, made from `seed`. */
export function sampleDatafile(seed: number, version: DatafileVersion): Datafile {
  const choices = new Choices(seed);
  const maker = new Maker(choices);
  const v4 = version === "4";
  const attributes = Array.from({ length: choices.int(0, 4) }, (_, index) => ({
    id: maker.id(),
    key: index === 0 ? "Plan Tier" : `attr_${index}`,
  }));
  const names = attributes.map(({ key }) => key);
  const audiences = Array.from({ length: choices.int(1, 4) }, (_, index) => ({
    id: maker.id(),
    name: `Audience ${index}`,
    conditions: JSON.stringify(tree(choices, () => leaf(choices, names), 3)),
  }));
  // Typed audiences, with the placeholder Optimizely writes beside each in `audiences`.
  const typedAudiences = Array.from({ length: v4 ? choices.int(0, 3) : 0 }, (_, index) => ({
    id: maker.id(),
    name: `Typed ${index}`,
    conditions: choices.chance(0.2)
      ? leaf(choices, names)
      : tree(choices, () => leaf(choices, names), 4),
  }));
  for (const typed of typedAudiences)
    if (choices.chance(0.5))
      audiences.push({
        id: typed.id,
        name: typed.name,
        conditions:
          '["or", {"match": "exact", "name": "$opt_dummy_attribute", "type": "custom_attribute", "value": "$opt_dummy_value"}]',
      });
  const audienceIds = [...audiences, ...typedAudiences].map(({ id }) => id);

  const flags: DatafileFlag[] = [];
  const experiments: DatafileRule[] = [];
  const groups: Datafile["groups"] = [];
  const rollouts: NonNullable<Datafile["rollouts"]> = [];
  const withFlags = v4 || choices.chance(0.3);
  const flagCount = withFlags ? choices.int(1, 4) : 0;
  for (let index = 0; index < flagCount; index += 1) {
    const flag: DatafileFlag = {
      id: maker.id(),
      key: `flag_${index}`,
      experimentIds: [],
      rolloutId: "",
      variables: variables(maker),
    };
    const tests = Array.from({ length: choices.int(0, 2) }, (_, at) =>
      maker.rule(`flag_${index}_test_${at}`, flag.variables, audienceIds, v4),
    );
    flag.experimentIds.push(...tests.map(({ id }) => id));
    experiments.push(...tests);
    if (choices.chance(0.8)) {
      const rules = Array.from({ length: choices.int(0, 2) }, (_, at) =>
        // Other flags' delivery rules may have the same key, as Optimizely writes them.
        maker.rule(`targeted_delivery_${at}`, flag.variables, audienceIds, v4),
      );
      const everyone = maker.rule(`default-rollout-${flag.id}`, flag.variables, [], v4);
      everyone.id = maker.id("default-rollout-");
      // The flag's own variation, shared by an experiment and the rollout, as Optimizely does.
      const shared = tests[0]?.variations[0];
      if (shared && choices.chance(0.5)) {
        everyone.variations = [{ ...shared }];
        everyone.trafficAllocation = [{ entityId: shared.id, endOfRange: 10_000 }];
        everyone.forcedVariations = {};
      }
      rules.push({ ...everyone, audienceIds: [], audienceConditions: v4 ? [] : undefined });
      flag.rolloutId = maker.id("rollout-");
      rollouts.push({ id: flag.rolloutId, experiments: rules });
    }
    flags.push(flag);
  }
  const [looseCount, groupCount] = [choices.int(0, 2), choices.int(0, 2)];
  for (let index = 0; index < looseCount; index += 1)
    experiments.push(maker.rule(`experiment_${index}`, [], audienceIds, v4));
  for (let index = 0; index < groupCount; index += 1) {
    const grouped = Array.from({ length: choices.int(1, 3) }, (_, at) =>
      maker.rule(`group_${index}_experiment_${at}`, [], audienceIds, v4),
    );
    const random = choices.chance(0.6);
    const ends = grouped.map(() => choices.int(0, 10_000)).sort((a, b) => a - b);
    groups.push({
      id: maker.id(),
      policy: random ? "random" : "overlapping",
      experiments: grouped,
      trafficAllocation: random
        ? ends.map((endOfRange, at) => ({ entityId: grouped[at]?.id ?? "", endOfRange }))
        : [],
    });
  }
  // A flag may test in a group too (mutual exclusion between flags' experiments).
  for (const grouped of groups.flatMap((group) => group.experiments))
    if (flags.length > 0 && choices.chance(0.3)) choices.pick(flags).experimentIds.push(grouped.id);
  const experimentIds = [...experiments, ...groups.flatMap((group) => group.experiments)].map(
    ({ id }) => id,
  );
  const events = Array.from({ length: choices.int(0, 3) }, (_, index) => ({
    id: maker.id(),
    key: index === 0 ? "Total Revenue" : `event_${index}`,
    experimentIds: choices.some(experimentIds),
  }));
  const common = {
    projectId: String(choices.int(1, 1e9)),
    accountId: String(choices.int(1, 1e9)),
    revision: String(choices.int(1, 500)),
    experiments,
    groups,
    events,
    audiences,
    attributes,
    botFiltering: choices.chance(0.5),
    ...(choices.chance(0.5) ? { sdkKey: `Key_${maker.id()}`, environmentKey: "production" } : {}),
    ...(choices.chance(0.3) ? { region: choices.pick(["US", "EU"] as const) } : {}),
    ...(withFlags ? { featureFlags: flags, rollouts } : {}),
  };
  if (version === "2") return { ...common, version };
  if (version === "3") return { ...common, version, anonymizeIP: choices.chance(0.5) };
  const odp = { key: "odp", host: "https://api.zaius.com", pixelUrl: "https://jumbe.zaius.com" };
  return {
    ...common,
    version,
    anonymizeIP: true,
    sendFlagDecisions: choices.chance(0.5),
    typedAudiences,
    integrations: choices.chance(0.5) ? [{ ...odp, publicKey: `W4Wz${maker.id()}` }] : [],
    featureFlags: flags,
    rollouts,
  };
}

/** Every problem of a file as the publish step sees it: the schema's, then the references'. */
export function problemsOf(input: unknown): DatafileProblem[] {
  const parsed = DATAFILE.safeParse(input);
  if (parsed.success) return datafileProblems(parsed.data);
  return parsed.error.issues.map((issue) => ({
    path: issue.path
      .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
      .join("")
      .replace(/^\./, ""),
    message: issue.message,
  }));
}

/** A rule of a datafile, where it stands. */
export interface Placed {
  rule: DatafileRule;
  path: string;
  inRollout: boolean;
}

const placedIn = (rules: DatafileRule[], at: string, inRollout: boolean): Placed[] =>
  rules.map((rule, index) => ({ rule, path: `${at}[${index}]`, inRollout }));

/** Every rule of a datafile: experiments, grouped experiments, delivery rules. */
export function rulesOf(datafile: Datafile): Placed[] {
  return [
    ...placedIn(datafile.experiments, "experiments", false),
    ...datafile.groups.flatMap(({ experiments }, g) =>
      placedIn(experiments, `groups[${g}].experiments`, false),
    ),
    ...(datafile.rollouts ?? []).flatMap(({ experiments }, r) =>
      placedIn(experiments, `rollouts[${r}].experiments`, true),
    ),
  ];
}

/** A flag's rules as the SDK orders them: its experiments, then its rollout's. */
export function flagRulesOf(datafile: Datafile, index: number): Placed[] {
  const flag = datafile.featureFlags?.[index];
  if (!flag) return [];
  const all = rulesOf(datafile);
  const rollout = (datafile.rollouts ?? []).findIndex(({ id }) => id === flag.rolloutId);
  return [
    ...flag.experimentIds.flatMap((id) =>
      all.filter(({ rule, inRollout }) => rule.id === id && !inRollout),
    ),
    ...all.filter(({ path: at }) => at.startsWith(`rollouts[${rollout}].`)),
  ];
}

/** One of the datafile's rules, or null when it has none. */
export function someRule(datafile: Datafile, choices: Choices): Placed | null {
  const rules = rulesOf(datafile);
  return rules.length > 0 ? choices.pick(rules) : null;
}

/** Two different indexes below `length` in order, or null. */
export function pair(choices: Choices, length: number): [number, number] | null {
  if (length < 2) return null;
  const first = choices.int(0, length - 2);
  return [first, choices.int(first + 1, length - 1)];
}

/**
 * Breaks a datafile in one way (the `round`th case, for a mutation that takes its variants in
 * turn); the path a problem must name, or null when it cannot.
 */
export type Mutation = (datafile: Datafile, choices: Choices, round: number) => string | null;

/** An id nothing in a generated datafile has (they count up from 101). */
export const UNKNOWN_ID = "424242424";

/** Generated datafiles broken in each way: enough to meet every shape, few enough for CI. */
export const CASES_PER_KIND = 12;

/**
 * Breaks `CASES_PER_KIND` generated datafiles with `mutate` (passing over those it cannot
 * break): each must then have a problem at the path it names, with a message `message` matches.
 */
export function expectEachRefused(mutate: Mutation, message: RegExp): void {
  let cases = 0;
  for (let seed = 1; cases < CASES_PER_KIND && seed <= 100; seed += 1) {
    const version = DATAFILE_VERSIONS[seed % 3] ?? "4";
    const datafile = sampleDatafile(seed * 7919, version);
    const where = mutate(datafile, new Choices(seed), cases);
    if (where === null) continue;
    cases += 1;
    const problems = problemsOf(JSON.parse(JSON.stringify(datafile)));
    const label = `version ${version}, seed ${seed}: ${where} in ${JSON.stringify(problems)}`;
    const found = problems.filter((problem) => problem.path === where);
    expect(
      found.some((problem) => message.test(problem.message)),
      label,
    ).toBe(true);
  }
  expect(cases, "generated cases that could be broken this way").toBe(CASES_PER_KIND);
}
