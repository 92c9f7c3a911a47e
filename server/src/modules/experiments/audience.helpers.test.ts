import type { UserAttributes } from "@optimizely/optimizely-sdk";
import fc from "fast-check";
import { ATTRIBUTE_MATCHES } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { datafileV4, openSdk } from "../../../test/optimizely-sdk";
import {
  audienceSegmentsOf,
  compareVersions,
  evaluateLeaf,
  evaluateTree,
  inAudiences,
  type AudienceConditions,
  type Attributes,
} from "./audience.helpers";

const NAMES = ["age", "plan", "version", "score", "5"];
const MATCHES: readonly string[] = ATTRIBUTE_MATCHES;

/** Versions, well and badly formed, close enough to each other to meet every rule. */
const VERSION = fc.oneof(
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 4 }),
      fc.constantFrom("", "-beta", "-alpha", "+build", "-beta+b", "+b-1", "-"),
    )
    .map(([parts, suffix]) => `${parts.join(".")}${suffix}`),
  fc.constantFrom(" 1.2", "a.b", "1..2", "1.x", "", "1.2.3-be ta", "1.2+b c", "1.2.3\t"),
);

const SUFFIXES = ["", "-beta", "-alpha", "+build", "-beta+b", "-"];
/** Versions next to `version`: its numbers with each suffix, one number fewer, one more. */
function neighbours(version: string): string[] {
  const core = version.split(/[-+]/)[0] ?? "";
  const parts = core.split(".");
  const cores = [core, parts.slice(0, -1).join("."), `${core}.0`, `${core}.1`].filter(Boolean);
  return cores.flatMap((near) => SUFFIXES.map((suffix) => `${near}${suffix}`));
}

/** Values as attributes and conditions carry them, with the awkward ones among them. */
const VALUE = fc.oneof(
  { weight: 3, arbitrary: VERSION },
  fc.constantFrom("gold", "gol", "old", ""),
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
  fc.constantFrom(2 ** 53, 2 ** 53 + 2, -(2 ** 53) - 2, 1e300),
  fc.boolean(),
  fc.constant(null),
);

const LEAF = fc.record(
  {
    type: fc.oneof(
      { weight: 8, arbitrary: fc.constant("custom_attribute") },
      { weight: 1, arbitrary: fc.constantFrom("third_party_dimension", "other") },
    ),
    name: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...NAMES) }, fc.constant(5)),
    match: fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...MATCHES) },
      fc.constantFrom("qualified", "bogus", null),
    ),
    value: VALUE,
  },
  { requiredKeys: ["type", "name", "value"] },
);

/** A condition tree: a leaf, an operator and its operands, or a bare list. */
function trees<T>(leaf: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.letrec<{ tree: unknown }>((tie) => ({
    tree: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      leaf,
      fc
        .tuple(fc.constantFrom("and", "or", "not"), fc.array(tie("tree"), { maxLength: 3 }))
        .map(([operator, operands]) => [operator, ...operands]),
      fc.array(tie("tree"), { maxLength: 3 }),
    ),
  })).tree;
}

const ATTRIBUTES = fc.dictionary(fc.constantFrom(...NAMES), VALUE, { maxKeys: 4 });

/**
 * For a datafile of one experiment (one variation, all traffic) behind `target`'s audiences,
 * whether the official SDK and `inAudiences` each let every visitor in.
 */
async function bothAnswers(
  audiences: unknown[],
  target: { audienceIds?: string[]; audienceConditions?: unknown },
  visitors: Attributes[],
): Promise<[Attributes, boolean, boolean][]> {
  // Through JSON, as a datafile travels: both sides read the same document.
  const datafile = JSON.parse(
    JSON.stringify(
      datafileV4({
        attributes: NAMES.map((key, index) => ({ id: `attr${index}`, key })),
        audiences: [],
        typedAudiences: audiences.map((conditions, index) => ({
          id: `a${index}`,
          name: `audience ${index}`,
          conditions,
        })),
        experiments: [
          {
            id: "e1",
            key: "exp",
            status: "Running",
            layerId: "l1",
            audienceIds: target.audienceIds ?? [],
            audienceConditions: target.audienceConditions,
            forcedVariations: {},
            variations: [{ id: "v1", key: "in", featureEnabled: true, variables: [] }],
            trafficAllocation: [{ entityId: "v1", endOfRange: 10000 }],
          },
        ],
        featureFlags: [
          { id: "f1", key: "flag", rolloutId: "", experimentIds: ["e1"], variables: [] },
        ],
      }),
    ),
  ) as {
    typedAudiences: { id: string; conditions: unknown }[];
    experiments: { audienceIds: string[]; audienceConditions?: unknown }[];
  };
  const sdk = await openSdk(datafile);
  const byId = new Map<string, AudienceConditions>(
    datafile.typedAudiences.map((audience) => [audience.id, audience]),
  );
  const experiment = datafile.experiments[0] ?? { audienceIds: [] };
  const answers = visitors.map((attributes): [Attributes, boolean, boolean] => [
    attributes,
    // JSON values, which is what the SDK takes (its type names them one by one).
    sdk.createUserContext("visitor", attributes as UserAttributes).decide("flag").variationKey ===
      "in",
    inAudiences(experiment, byId, attributes),
  ]);
  await sdk.close();
  return answers;
}

describe("audiences as Optimizely's SDK evaluates them", () => {
  it("lets in exactly the visitors the official SDK lets into an experiment", async () => {
    const cases = fc.sample(
      fc.record({
        audiences: fc.array(trees(LEAF), { minLength: 1, maxLength: 3 }),
        target: fc.oneof(
          trees(fc.constantFrom("a0", "a1", "a2", "missing")).map((audienceConditions) => ({
            audienceConditions,
          })),
          fc
            .tuple(fc.subarray(["a0", "a1", "a2", "missing"]), fc.constantFrom(undefined, ""))
            .map(([audienceIds, audienceConditions]) => ({ audienceIds, audienceConditions })),
        ),
        visitors: fc.array(ATTRIBUTES, { minLength: 10, maxLength: 30 }),
      }),
      { numRuns: runs(400), seed: 29 },
    );
    const disagreements: string[] = [];
    let admitted = 0;
    let refused = 0;
    for (const { audiences, target, visitors } of cases) {
      for (const [attributes, theirs, ours] of await bothAnswers(audiences, target, visitors)) {
        if (ours) admitted += 1;
        else refused += 1;
        if (theirs !== ours && disagreements.length < 3)
          disagreements.push(
            `SDK ${theirs}, ours ${ours}: ${JSON.stringify({ audiences, target, attributes })}`,
          );
      }
    }
    expect(disagreements).toEqual([]);
    // Both answers came up often enough for the comparison to mean something.
    expect(Math.min(admitted, refused)).toBeGreaterThan(100);
  });
});

describe("versions as Optimizely's SDK compares them", () => {
  it("orders every pair of versions as the official SDK does, for each version match", async () => {
    const cases = fc.sample(
      fc.record({
        match: fc.constantFrom("semver_eq", "semver_gt", "semver_ge", "semver_lt", "semver_le"),
        condition: VERSION,
        visitors: fc.array(VERSION, { minLength: 10, maxLength: 20 }),
      }),
      { numRuns: runs(300), seed: 29 },
    );
    const disagreements: string[] = [];
    for (const { match, condition, visitors } of cases) {
      const leaf = { type: "custom_attribute", name: "version", match, value: condition };
      const versions = [...visitors, ...neighbours(condition)];
      const attributes = versions.map((version) => ({ version }));
      for (const [visitor, theirs, ours] of await bothAnswers(
        [leaf],
        { audienceIds: ["a0"] },
        attributes,
      ))
        if (theirs !== ours && disagreements.length < 3)
          disagreements.push(
            `${JSON.stringify(visitor["version"])} ${match} ${JSON.stringify(condition)}: SDK ${theirs}, ours ${ours}`,
          );
    }
    expect(disagreements).toEqual([]);
  });
});

describe("the three-valued tree", () => {
  const leaf = (value: unknown) => value as boolean | null;
  it("is false-first for and, true-first for or, and unknown otherwise", () => {
    expect(evaluateTree(["and", true, null], leaf)).toBeNull();
    expect(evaluateTree(["and", null, false], leaf)).toBe(false);
    expect(evaluateTree(["or", null, true], leaf)).toBe(true);
    expect(evaluateTree(["or", null, false], leaf)).toBeNull();
    expect(evaluateTree(["not", null], leaf)).toBeNull();
    expect(evaluateTree(["not"], leaf)).toBeNull();
    expect(evaluateTree(["and"], leaf)).toBe(true);
    expect(evaluateTree(["or"], leaf)).toBe(false);
    // A list without an operator is an "or" of its items; one whose first item is no string,
    // of the items after it (as the SDK reads it).
    expect(evaluateTree(["x", true], (item) => item === true)).toBe(true);
    expect(evaluateTree([true, false], leaf)).toBe(false);
  });
});

describe("leaves and versions", () => {
  const visitor: Attributes = { plan: "gold", age: 30, version: "2.1.0-beta", big: 2 ** 54 };
  const leafOf = (name: string, match: string | undefined, value: unknown) =>
    evaluateLeaf({ type: "custom_attribute", name, match, value }, visitor);

  it("answers each match, and cannot tell for missing, mistyped or oversized values", () => {
    expect(leafOf("plan", undefined, "gold")).toBe(true);
    expect(leafOf("plan", "substring", "ol")).toBe(true);
    expect(leafOf("age", "ge", 30)).toBe(true);
    expect(leafOf("age", "gt", "29")).toBeNull();
    expect(leafOf("big", "lt", 1)).toBeNull();
    expect(leafOf("nobody", "exact", "x")).toBeNull();
    expect(leafOf("nobody", "exists", null)).toBe(false);
    expect(leafOf("version", "semver_lt", "2.1.0")).toBe(true);
    // A pre-release of 2.1.0 is below 2.1, and above 2.0.
    expect(leafOf("version", "semver_ge", "2.1")).toBe(false);
    expect(leafOf("version", "semver_gt", "2.0")).toBe(true);
    expect(leafOf("plan", "semver_eq", "1.0")).toBeNull();
    expect(leafOf("plan", "like", "gold")).toBeNull();
  });

  it("orders versions: a pre-release below its release, a shorter version by the condition's kind", () => {
    expect(compareVersions("1.2.3-beta", "1.2.3")).toBe(-1);
    expect(compareVersions("1.2.3", "1.2.3-beta")).toBe(1);
    expect(compareVersions("1.10.0", "1.9.9")).toBe(1);
    expect(compareVersions("1.2", "1.2.3")).toBe(-1);
    expect(compareVersions("1.2.3", "1.2")).toBe(0);
    expect(compareVersions("1.2 ", "1.2")).toBeNull();
    expect(compareVersions("1.2.3.4", "1.2")).toBeNull();
  });

  it("lets everyone into a target without audiences", () => {
    expect(inAudiences({ audienceIds: [] }, new Map(), {})).toBe(true);
    expect(inAudiences({ audienceConditions: [] }, new Map(), {})).toBe(true);
  });
});

describe("the segments a datafile's audiences ask about", () => {
  it("collects every qualified segment leaf, nested or legacy, and nothing else", () => {
    const leaf = (
      value: unknown,
      match: unknown = "qualified",
      type = "third_party_dimension",
    ) => ({
      type,
      name: "odp.audiences",
      match,
      value,
    });
    const segments = audienceSegmentsOf({
      typedAudiences: [
        { id: "1", conditions: ["and", ["or", leaf("athlete"), ["not", leaf("employee")]]] },
        { id: "2", conditions: leaf("loyalty-member") },
        {
          id: "3",
          conditions: [
            "or",
            leaf("wranx", "exact"),
            leaf(7),
            leaf("x", undefined, "custom_attribute"),
          ],
        },
      ],
      audiences: [
        { id: "4", conditions: JSON.stringify(["or", leaf("ipa", undefined)]) },
        { id: "5", conditions: "not json" },
        {
          id: "6",
          conditions: JSON.stringify(["and", { type: "custom_attribute", name: "a", value: 1 }]),
        },
      ],
    });
    expect([...segments].sort()).toEqual(["athlete", "employee", "ipa", "loyalty-member"]);
    expect(audienceSegmentsOf({}).size).toBe(0);
  });
});
