import { describe, expect, it } from "vitest";
import {
  expectEachRefused,
  flagRulesOf,
  pair,
  rulesOf,
  problemsOf,
  sampleDatafile,
  someRule,
  UNKNOWN_ID,
  type Choices,
  type Mutation,
} from "./experiments-datafile.samples";
import type { Datafile } from "./experiments-datafile.schema";

type Leaf = Record<string, string | number | boolean | null>;

/** Where a tree's operands that are not lists stand (index paths; `[]` for a bare leaf). */
function leafPaths(tree: unknown, at: number[] = []): number[][] {
  if (!Array.isArray(tree)) return [at];
  return tree.flatMap((item: unknown, index) =>
    index === 0 ? [] : leafPaths(item, [...at, index]),
  );
}

/** Where a tree's lists stand (`[]`, the root, for a bare leaf too). */
function listPaths(tree: unknown, at: number[] = []): number[][] {
  if (!Array.isArray(tree)) return at.length === 0 ? [at] : [];
  return [at, ...tree.flatMap((item: unknown, index) => listPaths(item, [...at, index]))];
}

/** `tree` with the item at `at` replaced by `item`. */
function replaceAt(tree: unknown, at: readonly number[], item: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined || !Array.isArray(tree)) return item;
  return tree.map((own: unknown, index) => (index === head ? replaceAt(own, rest, item) : own));
}

const attribute = (fields: Leaf): Leaf => ({ type: "custom_attribute", name: "plan", ...fields });

/** Leaves the SDK cannot evaluate, each with the field a problem names. */
const BROKEN_LEAVES: readonly [unknown, string][] = [
  [attribute({ match: "regex", value: "x" }), ".match"],
  [attribute({ type: "cookie", value: "x" }), ".type"],
  [attribute({ match: "gt", value: "ten" }), ".value"],
  [attribute({ match: "ge", value: 2 ** 60 }), ".value"],
  [attribute({ match: "semver_ge", value: "1.2.3.4" }), ".value"],
  [attribute({ match: "semver_lt", value: "1. 2" }), ".value"],
  [attribute({ match: "exists", value: 3 }), ".value"],
  [attribute({ match: "substring", value: true }), ".value"],
  [attribute({ match: "exact", value: null }), ".value"],
  [{ type: "custom_attribute", match: "exact", value: "x" }, ".name"],
  [{ type: "third_party_dimension", name: "odp.audiences", match: "exact", value: "s" }, ".match"],
  ["gold", ""],
];

const GOOD_LEAF = attribute({ match: "exact", value: "gold" });
/** Lists the SDK reads otherwise than they look: no operator, nothing after it, a wide "not". */
const BROKEN_LISTS: readonly unknown[] = [
  [GOOD_LEAF],
  [GOOD_LEAF, GOOD_LEAF],
  [],
  ["and"],
  ["or"],
  ["not", GOOD_LEAF, GOOD_LEAF],
  ["xor", GOOD_LEAF],
];

/**
 * Breaks one audience's conditions (typed or written as JSON) where `choose` says: the index
 * path it replaces, the item put there, and the field a problem names beyond it.
 */
function breakAudience(
  d: Datafile,
  c: Choices,
  choose: (tree: unknown) => [number[], unknown, string],
): string | null {
  const typed = (d.typedAudiences?.length ?? 0) > 0 && c.chance(0.5);
  const audiences = typed ? (d.typedAudiences ?? []) : d.audiences;
  const a = c.int(0, audiences.length - 1);
  const audience = audiences[a];
  if (!audience) return null;
  const tree: unknown =
    typeof audience.conditions === "string" ? JSON.parse(audience.conditions) : audience.conditions;
  const [where, broken, field] = choose(tree);
  const changed = replaceAt(tree, where, broken);
  if (typed) (audience as { conditions: unknown }).conditions = changed;
  else audience.conditions = JSON.stringify(changed);
  const list = typed ? "typedAudiences" : "audiences";
  return `${list}[${a}].conditions${where.map((i) => `[${i}]`).join("")}${field}`;
}

/** Each kind of broken reference: the mutation, and what the message says. */
const MUTATIONS: Record<string, [Mutation, RegExp]> = {
  "a traffic range naming a variation of another rule": [
    (d, c) => {
      const rules = rulesOf(d);
      const chosen = pair(c, rules.length);
      const [a, b] = chosen ? [rules[chosen[0]], rules[chosen[1]]] : [];
      if (!a || !b || a.rule.trafficAllocation.length === 0) return null;
      const k = c.int(0, a.rule.trafficAllocation.length - 1);
      (a.rule.trafficAllocation[k] ?? { entityId: "" }).entityId = c.pick(b.rule.variations).id;
      return `${a.path}.trafficAllocation[${k}].entityId`;
    },
    /is not a variation of/,
  ],
  "traffic ranges out of order, in a rule or a group": [
    (d, c) => {
      const allocations = [
        ...rulesOf(d).map(({ rule, path: at }) => ({ ranges: rule.trafficAllocation, at })),
        ...d.groups.map((group, g) => ({ ranges: group.trafficAllocation, at: `groups[${g}]` })),
      ].filter(({ ranges }) => ranges.length > 1 && (ranges[0]?.endOfRange ?? 0) > 0);
      if (allocations.length === 0) return null;
      const { ranges, at } = c.pick(allocations);
      const k = c.int(1, ranges.length - 1);
      const before = ranges[k - 1];
      const range = ranges[k];
      if (!before || !range || before.endOfRange === 0) return null;
      range.endOfRange = c.int(0, before.endOfRange - 1);
      return `${at}.trafficAllocation[${k}].endOfRange`;
    },
    /ranges ascend/,
  ],
  "a traffic range ending past 10,000": [
    (d, c) => {
      const placed = someRule(d, c);
      if (!placed) return null;
      const { rule, path: at } = placed;
      const k = rule.trafficAllocation.length - 1;
      const last = rule.trafficAllocation[k];
      if (!last) return null;
      last.endOfRange = c.int(10_001, 100_000);
      return `${at}.trafficAllocation[${k}].endOfRange`;
    },
    /10000/,
  ],
  "a group's range naming an experiment outside the group": [
    (d, c) => {
      const g = c.int(0, d.groups.length - 1);
      const ranges = d.groups[g]?.trafficAllocation ?? [];
      if (ranges.length === 0) return null;
      const k = c.int(0, ranges.length - 1);
      const outside = rulesOf(d).filter(({ path: at }) => !at.startsWith(`groups[${g}].`));
      (ranges[k] ?? { entityId: "" }).entityId =
        c.chance(0.5) && outside.length > 0 ? c.pick(outside).rule.id : UNKNOWN_ID;
      return `groups[${g}].trafficAllocation[${k}].entityId`;
    },
    /is not an experiment of group/,
  ],
  "a groupId other than the group the experiment stands in": [
    (d, c) => {
      const placed = someRule(d, c);
      if (!placed) return null;
      const { rule, path: at } = placed;
      const own = /^groups\[(\d+)\]/.exec(at)?.[1];
      const others = d.groups.filter((_, g) => String(g) !== own).map(({ id }) => id);
      rule.groupId = others.length > 0 && c.chance(0.7) ? c.pick(others) : UNKNOWN_ID;
      return `${at}.groupId`;
    },
    /group/,
  ],
  "audienceIds or audienceConditions naming no audience": [
    (d, c) => {
      const placed = someRule(d, c);
      if (!placed) return null;
      const { rule, path: at } = placed;
      const tree = rule.audienceConditions;
      if (!tree || tree.length === 0 || c.chance(0.4)) {
        rule.audienceIds.push(UNKNOWN_ID);
        return `${at}.audienceIds[${rule.audienceIds.length - 1}]`;
      }
      const where = c.pick(leafPaths(tree));
      rule.audienceConditions = replaceAt(
        tree,
        where,
        c.chance(0.8) ? UNKNOWN_ID : "or",
      ) as typeof tree;
      return `${at}.audienceConditions${where.map((i) => `[${i}]`).join("")}`;
    },
    /no audience/,
  ],
  "a condition leaf the SDK cannot evaluate, in an audience typed or not": [
    (d, c, round) => {
      const [broken, field] = BROKEN_LEAVES[round % BROKEN_LEAVES.length] ?? [];
      return breakAudience(d, c, (tree) => [c.pick(leafPaths(tree)), broken, field ?? ""]);
    },
    /must be|needs|compares|names its|matches "qualified"/,
  ],
  "a condition list the SDK reads otherwise than it looks": [
    (d, c, round) => {
      const broken = BROKEN_LISTS[round % BROKEN_LISTS.length];
      return breakAudience(d, c, (tree) => [c.pick(listPaths(tree)), broken, ""]);
    },
    /starts with|at least one|exactly one/,
  ],
  "a flag naming no experiment, a delivery rule, or no rollout": [
    (d, c) => {
      const f = c.int(0, (d.featureFlags ?? []).length - 1);
      const flag = d.featureFlags?.[f];
      if (!flag) return null;
      if (c.chance(0.3)) {
        flag.rolloutId = UNKNOWN_ID;
        return `featureFlags[${f}].rolloutId`;
      }
      const delivery = rulesOf(d).filter(({ inRollout }) => inRollout);
      flag.experimentIds.push(
        delivery.length > 0 && c.chance(0.5) ? c.pick(delivery).rule.id : UNKNOWN_ID,
      );
      return `featureFlags[${f}].experimentIds[${flag.experimentIds.length - 1}]`;
    },
    /no (experiment|rollout)/,
  ],
  "a variation's variable the flag does not have": [
    (d, c) => {
      const f = c.int(0, (d.featureFlags ?? []).length - 1);
      const own = flagRulesOf(d, f);
      if (own.length === 0) return null;
      const { rule, path: at } = c.pick(own);
      const v = c.int(0, rule.variations.length - 1);
      const variation = rule.variations[v];
      if (!variation) return null;
      variation.variables = [...(variation.variables ?? []), { id: UNKNOWN_ID, value: "1" }];
      return `${at}.variations[${v}].variables[${variation.variables.length - 1}].id`;
    },
    /no variable/,
  ],
  "a variable value or default not of the variable's type": [
    (d, c) => {
      const f = c.int(0, (d.featureFlags ?? []).length - 1);
      const flag = d.featureFlags?.[f];
      const typed = (flag?.variables ?? []).filter(
        (v) => v.type !== "string" || v.subType === "json",
      );
      if (!flag || typed.length === 0) return null;
      const variable = c.pick(typed);
      const type = variable.subType === "json" ? "json" : variable.type;
      const bad = c.pick(
        {
          boolean: ["True", "1", "yes", ""],
          integer: ["1.5", "abc", "9007199254740993", "", "1e3"],
          double: ["abc", "1,5", "", "NaN", "0x10"],
          json: ["{", "{a: 1}", "", "undefined"],
          string: [],
        }[type],
      );
      const own = flagRulesOf(d, f);
      if (own.length === 0 || c.chance(0.3)) {
        variable.defaultValue = bad;
        return `featureFlags[${f}].variables[${flag.variables.indexOf(variable)}].defaultValue`;
      }
      const { rule, path: at } = c.pick(own);
      const v = c.int(0, rule.variations.length - 1);
      const variation = rule.variations[v] ?? { variables: [] };
      variation.variables = [...(variation.variables ?? []), { id: variable.id, value: bad }];
      return `${at}.variations[${v}].variables[${variation.variables.length - 1}].value`;
    },
    /^an? (boolean|integer|double|json)/,
  ],
  "an event naming no experiment (or a delivery rule)": [
    (d, c) => {
      const delivery = rulesOf(d).filter(({ inRollout }) => inRollout);
      const id = delivery.length > 0 && c.chance(0.5) ? c.pick(delivery).rule.id : UNKNOWN_ID;
      if (d.events.length === 0) d.events.push({ id: "99", key: "late_event", experimentIds: [] });
      const e = c.int(0, d.events.length - 1);
      const event = d.events[e];
      event?.experimentIds.splice(c.int(0, event.experimentIds.length), 0, id);
      return `events[${e}].experimentIds[${event?.experimentIds.indexOf(id)}]`;
    },
    /no experiment/,
  ],
  "an attribute key the SDK reserves ($opt_)": [
    (d, c) => {
      const key = c.pick(["$opt_bucketing_id", "$opt_user_agent", "$opt_mine"]);
      if (d.attributes.length === 0 || c.chance(0.3)) d.attributes.push({ id: "98", key });
      const a = c.chance(0.5) ? d.attributes.length - 1 : c.int(0, d.attributes.length - 1);
      (d.attributes[a] ?? { key }).key = key;
      return `attributes[${a}].key`;
    },
    /reserved/,
  ],
  "a forced visitor given no variation of the experiment": [
    (d, c) => {
      const rules = rulesOf(d);
      const placed = someRule(d, c);
      if (!placed) return null;
      const { rule, path: at } = placed;
      const elsewhere = rules
        .flatMap((r) => r.rule.variations.map(({ key }) => key))
        .filter((key) => !rule.variations.some((v) => v.key === key));
      const visitor = c.pick(["visitor-9", "user@example.com", 'a "quoted" id']);
      rule.forcedVariations[visitor] =
        elsewhere.length > 0 && c.chance(0.5) ? c.pick(elsewhere) : "no_such_variation";
      return `${at}.forcedVariations[${JSON.stringify(visitor)}]`;
    },
    /is not a variation key/,
  ],
  "one variation id standing for two different variations": [
    (d, c) => {
      const rules = rulesOf(d);
      const chosen = pair(c, rules.length);
      const [a, b] = chosen ? [rules[chosen[0]], rules[chosen[1]]] : [];
      if (!a || !b) return null;
      const v = c.int(0, b.rule.variations.length - 1);
      const variation = b.rule.variations[v];
      if (!variation) return null;
      variation.id = c.pick(a.rule.variations).id;
      variation.key = "renamed_variation";
      return `${b.path}.variations[${v}]`;
    },
    /differs from/,
  ],
};

describe("each broken reference is refused, naming where (generated cases)", () => {
  for (const [kind, [mutate, message]] of Object.entries(MUTATIONS))
    it(kind, () => expectEachRefused(mutate, message));
});

describe("what the SDK decides and the store does not", () => {
  it("refuses holdouts, contextual bandits and feature-rollout rules, and takes them empty", () => {
    const sample = sampleDatafile(5, "4");
    const [rule] = rulesOf(sample);
    if (!rule) throw new Error("sample 5 has no rule");
    const holdout = { id: "1", key: "holdout", status: "Running", variations: [] };
    Object.assign(rule.rule, { cmab: { attributes: [] }, type: "fr" });
    const paths = problemsOf({ ...sample, holdouts: [holdout], localHoldouts: [holdout] }).map(
      ({ path }) => path,
    );
    expect(paths).toEqual(["holdouts", "localHoldouts", `${rule.path}.cmab`, `${rule.path}.type`]);
    Object.assign(rule.rule, { cmab: undefined, type: "ab" });
    expect(problemsOf({ ...sample, holdouts: [], localHoldouts: [] })).toEqual([]);
  });
});
