import type { UserAttributes } from "@optimizely/optimizely-sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { datafileV4, openSdk } from "../../../test/optimizely-sdk";
import { decideFlag, type DecisionConfig, type Rule } from "./flag-decision.helpers";

const AUDIENCES = [
  {
    id: "a0",
    name: "gold",
    conditions: ["or", { type: "custom_attribute", name: "plan", match: "exact", value: "gold" }],
  },
  {
    id: "a1",
    name: "adults",
    conditions: ["or", { type: "custom_attribute", name: "age", match: "ge", value: 18 }],
  },
];

/** Traffic ranges over `ids`: ascending ends, some ranges of no entity, some traffic held back. */
const ranges = (ids: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...ids, ""), fc.integer({ min: 1, max: 10_000 })), {
      minLength: 1,
      maxLength: 4,
    })
    .map((parts) => {
      const ends = parts.map(([, end]) => end).sort((a, b) => a - b);
      return parts.map(([entityId], index) => ({ entityId, endOfRange: ends[index] ?? 10_000 }));
    });

/** A rule with its own variations and traffic, its audiences and forced visitors. */
const rule = (id: string) =>
  fc
    .record({
      status: fc.constantFrom("Running", "Running", "Paused", "Not started"),
      audienceIds: fc.subarray(["a0", "a1", "gone"]),
      variationCount: fc.integer({ min: 1, max: 3 }),
      enabled: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      forced: fc.option(fc.constantFrom(`${id}-v0`, `${id}-v1`, "nope"), { nil: undefined }),
    })
    .chain(({ status, audienceIds, variationCount, enabled, forced }) => {
      const variations = Array.from({ length: variationCount }, (_, index) => ({
        id: `${id}-id${index}`,
        key: `${id}-v${index}`,
        featureEnabled: enabled[index] ?? false,
        variables: [],
      }));
      return ranges(variations.map((variation) => variation.id)).map((trafficAllocation) => ({
        id,
        key: id,
        status,
        layerId: `layer-${id}`,
        audienceIds,
        forcedVariations: forced ? { "user-1": forced } : {},
        variations,
        trafficAllocation,
      }));
    });

const DATAFILES = fc
  .record({
    experiments: fc.array(rule("x"), { maxLength: 2 }),
    grouped: fc.tuple(rule("g0"), rule("g1")),
    groupSplit: fc.integer({ min: 0, max: 10_000 }),
    groupPolicy: fc.constantFrom("random", "overlapping"),
    rolloutRules: fc.array(rule("r"), { minLength: 0, maxLength: 3 }),
    order: fc.shuffledSubarray(["x0", "x1", "g0", "g1"]),
  })
  .map(({ experiments, grouped, groupSplit, groupPolicy, rolloutRules, order }) => {
    const top = experiments.map((experiment, index) => ({
      ...experiment,
      id: `x${index}`,
      key: `x${index}`,
    }));
    const rollout = rolloutRules.map((one, index) => ({
      ...one,
      id: `r${index}`,
      key: `r${index}`,
    }));
    const flag = {
      id: "f",
      key: "flag",
      rolloutId: "roll",
      experimentIds: order.filter((id) => id.startsWith("g") || top.some((x) => x.id === id)),
      variables: [],
    };
    const document = datafileV4({
      attributes: [
        { id: "p", key: "plan" },
        { id: "g", key: "age" },
      ],
      typedAudiences: AUDIENCES,
      groups: [
        {
          id: "grp",
          policy: groupPolicy,
          trafficAllocation: [
            { entityId: "g0", endOfRange: groupSplit },
            { entityId: "g1", endOfRange: 10_000 },
          ],
          experiments: grouped.map((experiment) => ({ ...experiment, groupId: "grp" })),
        },
      ],
      experiments: top,
      rollouts: [{ id: "roll", experiments: rollout }],
      featureFlags: [flag],
    });
    return { flag, document };
  });

const VISITORS = fc.record({
  id: fc.oneof(fc.constant("user-1"), fc.stringMatching(/^vuid_[0-9a-f]{8}$/)),
  attributes: fc.record(
    {
      plan: fc.constantFrom("gold", "silver"),
      age: fc.integer({ min: 10, max: 30 }),
      $opt_bucketing_id: fc.oneof(fc.stringMatching(/^[a-z]{4}$/), fc.integer()),
    },
    { requiredKeys: [] },
  ),
});

// Rollout rules keep the statuses generated for them: a delivery rule's status is not read.

/** The datafile as the decision reads it, indexed. */
function configOf(datafile: ReturnType<typeof JSON.parse>): DecisionConfig {
  type Doc = {
    experiments: Rule[];
    groups: {
      id: string;
      policy: string;
      trafficAllocation: Rule["trafficAllocation"];
      experiments: Rule[];
    }[];
    rollouts: { id: string; experiments: Rule[] }[];
    typedAudiences: { id: string; conditions: unknown }[];
  };
  const doc = datafile as Doc;
  const rules = [
    ...doc.experiments,
    ...doc.groups.flatMap((group) => group.experiments),
    ...doc.rollouts.flatMap((rollout) => rollout.experiments),
  ];
  return {
    experiments: new Map(rules.map((one) => [one.id, one])),
    groups: new Map(doc.groups.map((group) => [group.id, group])),
    rollouts: new Map(doc.rollouts.map((rollout) => [rollout.id, rollout])),
    audiences: new Map(doc.typedAudiences.map((audience) => [audience.id, audience])),
    variations: new Map(
      rules.flatMap((one) => one.variations.map((variation) => [variation.id, variation])),
    ),
  };
}

describe("a flag's decision as Optimizely's SDK makes it", () => {
  it("gives every visitor the variation, rule and on/off the official SDK gives them", async () => {
    const cases = fc.sample(
      fc.tuple(DATAFILES, fc.array(VISITORS, { minLength: 10, maxLength: 20 })),
      {
        numRuns: runs(300),
        seed: 29,
      },
    );
    const disagreements: string[] = [];
    const sources = new Map<string, number>();
    for (const [{ flag, document }, visitors] of cases) {
      const text = JSON.stringify(document);
      const datafile: unknown = JSON.parse(text);
      const config = configOf(datafile);
      const sdk = await openSdk(text);
      for (const { id, attributes } of visitors) {
        const theirs = sdk.createUserContext(id, attributes as UserAttributes).decide("flag");
        const ours = decideFlag(config, flag, id, attributes);
        const mine = [ours.variation?.key ?? null, ours.rule?.key ?? null, ours.enabled];
        const sdks = [theirs.variationKey, theirs.ruleKey, theirs.enabled];
        const source = ours.rule ? ours.source : "none";
        sources.set(source, (sources.get(source) ?? 0) + 1);
        if (JSON.stringify(mine) !== JSON.stringify(sdks) && disagreements.length < 3)
          disagreements.push(
            `${id} ${JSON.stringify(attributes)}: SDK ${JSON.stringify(sdks)}, ours ${JSON.stringify(mine)} in ${text}`,
          );
      }
      await sdk.close();
    }
    expect(disagreements).toEqual([]);
    for (const source of ["feature-test", "rollout", "none"])
      expect(sources.get(source)).toBeGreaterThan(50);
  });
});
