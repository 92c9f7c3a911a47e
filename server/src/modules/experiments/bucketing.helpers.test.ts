import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { datafileV4, openSdk, type SdkClient } from "../../../test/optimizely-sdk";
import {
  bucketIntoEntity,
  bucketValue,
  entityInRange,
  type BucketedExperiment,
  type BucketedGroup,
} from "./bucketing.helpers";

const variation = (id: string, key: string) => ({ id, key, featureEnabled: true, variables: [] });
const experiment = (
  id: string,
  key: string,
  variations: ReturnType<typeof variation>[],
  trafficAllocation: { entityId: string; endOfRange: number }[],
) => ({
  id,
  key,
  status: "Running",
  layerId: `layer-${id}`,
  audienceIds: [],
  forcedVariations: {},
  variations,
  trafficAllocation,
});

/**
 * A datafile (version 4) with what bucketing can meet: uneven ranges with traffic held back
 * (a visitor past 9,000 is in no variation), a range of no entity, and a mutually exclusive
 * group whose two experiments split its visitors.
 */
const EXPERIMENT_A = experiment(
  "1886780721",
  "exp_a",
  [variation("v11", "a1"), variation("v12", "a2"), variation("v13", "a3")],
  [
    { entityId: "v11", endOfRange: 4000 },
    { entityId: "v12", endOfRange: 8000 },
    { entityId: "", endOfRange: 8500 },
    { entityId: "v13", endOfRange: 9000 },
  ],
);
const EXPERIMENT_B = experiment(
  "e2",
  "exp_b",
  [variation("v21", "b1"), variation("v22", "b2")],
  [
    { entityId: "v21", endOfRange: 5000 },
    { entityId: "v22", endOfRange: 10000 },
  ],
);
const EXPERIMENT_C = experiment(
  "e3",
  "exp_c",
  [variation("v31", "c1")],
  [{ entityId: "v31", endOfRange: 10000 }],
);
const GROUP = {
  id: "g1",
  policy: "random",
  trafficAllocation: [
    { entityId: "e2", endOfRange: 3000 },
    { entityId: "e3", endOfRange: 10000 },
  ],
  experiments: [EXPERIMENT_B, EXPERIMENT_C],
};
const DATAFILE = datafileV4({
  groups: [GROUP],
  experiments: [EXPERIMENT_A],
  featureFlags: [
    { id: "f1", key: "flag_a", rolloutId: "", experimentIds: ["1886780721"], variables: [] },
    { id: "f2", key: "flag_b", rolloutId: "", experimentIds: ["e2"], variables: [] },
    { id: "f3", key: "flag_c", rolloutId: "", experimentIds: ["e3"], variables: [] },
  ],
});

type WithVariations = BucketedExperiment & { variations: { id: string; key: string }[] };
/** The same experiments as our bucketing reads them, by the flag the SDK decides. */
const IN_GROUP_B: WithVariations = { ...EXPERIMENT_B, groupId: GROUP.id };
const IN_GROUP_C: WithVariations = { ...EXPERIMENT_C, groupId: GROUP.id };
const OURS: Record<string, WithVariations> = {
  flag_a: EXPERIMENT_A,
  flag_b: IN_GROUP_B,
  flag_c: IN_GROUP_C,
};
const GROUPS = new Map<string, BucketedGroup>([[GROUP.id, GROUP]]);

/** The key of the experiment's variation the bucketing id falls into, or null. */
function variationKey(
  experiment: WithVariations,
  id: string,
  groups: ReadonlyMap<string, BucketedGroup> = new Map(),
): string | null {
  const variationId = bucketIntoEntity(experiment, id, groups);
  return experiment.variations.find((variation) => variation.id === variationId)?.key ?? null;
}

/** Visitor ids as they come: the store's `vuid_` ids, customer numbers, e-mails, any text. */
function visitorIds(count: number): string[] {
  const kinds = fc.oneof(
    fc.stringMatching(/^vuid_[0-9a-f]{27}$/),
    fc.integer({ min: 1, max: 99_999_999 }).map((n) => `C${String(n).padStart(8, "0")}`),
    fc.emailAddress(),
    fc.string({ unit: "grapheme", maxLength: 40 }),
  );
  return fc.sample(kinds, { numRuns: count, seed: 29 });
}

describe("bucketing as Optimizely's SDK does it", () => {
  // The SDK itself, from npm, deciding from the same datafile with nothing sent anywhere.
  let sdk: SdkClient;
  beforeAll(async () => {
    sdk = await openSdk(DATAFILE);
  });
  afterAll(() => sdk.close());

  it("places 100,000 visitors in the variation the official SDK gives them, every one", () => {
    const ids = visitorIds(100_000);
    const disagreements: string[] = [];
    const seen = new Map<string, number>();
    for (const id of ids) {
      const decisions = sdk.createUserContext(id).decideAll(["DISABLE_DECISION_EVENT"] as never);
      for (const [flag, experimentOf] of Object.entries(OURS)) {
        const theirs = decisions[flag]?.variationKey ?? null;
        const ours = variationKey(experimentOf, id, GROUPS);
        if (theirs !== ours && disagreements.length < 5)
          disagreements.push(`${JSON.stringify(id)} in ${flag}: SDK ${theirs}, ours ${ours}`);
        seen.set(`${flag}:${ours}`, (seen.get(`${flag}:${ours}`) ?? 0) + 1);
      }
    }
    expect(disagreements).toEqual([]);
    // Every outcome came up, so the comparison met each path (held-back traffic, the empty
    // range, the group's exclusion both ways).
    for (const outcome of ["a1", "a2", "a3", "null"])
      expect(seen.get(`flag_a:${outcome}`)).toBeGreaterThan(0);
    for (const outcome of ["b1", "b2", "null"])
      expect(seen.get(`flag_b:${outcome}`)).toBeGreaterThan(0);
    expect(seen.get("flag_c:c1")).toBeGreaterThan(0);
    expect(seen.get("flag_c:null")).toBeGreaterThan(0);
  }, 60_000);
});

describe("bucketValue", () => {
  it("gives the values of Optimizely's own bucketer tests", () => {
    expect(bucketValue("ppid1", "1886780721")).toBe(5254);
    expect(bucketValue("ppid2", "1886780721")).toBe(4299);
    expect(bucketValue("ppid2", "1886780722")).toBe(2434);
    expect(bucketValue("ppid3", "1886780721")).toBe(5439);
    const long =
      "a very very very very very very very very very very very very very very very long ppd string";
    expect(bucketValue(long, "1886780721")).toBe(6128);
  });

  it("is a whole number from 0 to 9,999 for any id, the same each time", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string(), (id, parent) => {
        const value = bucketValue(id, parent);
        expect(Number.isInteger(value) && value >= 0 && value < 10_000).toBe(true);
        expect(bucketValue(id, parent)).toBe(value);
      }),
    );
  }, 60_000);
});

describe("entityInRange and bucketIntoEntity", () => {
  const ranges = [
    { entityId: "a", endOfRange: 2500 },
    { entityId: "", endOfRange: 5000 },
    { entityId: "b", endOfRange: 7500 },
  ];

  it("takes the first range whose end lies above the value; past the last, or a blank range, nothing", () => {
    expect(entityInRange(ranges, 0)).toBe("a");
    expect(entityInRange(ranges, 2499)).toBe("a");
    expect(entityInRange(ranges, 2500)).toBeNull();
    expect(entityInRange(ranges, 5000)).toBe("b");
    expect(entityInRange(ranges, 7500)).toBeNull();
    expect(entityInRange([], 0)).toBeNull();
  });

  it("leaves an overlapping group's experiments side by side: no exclusion", () => {
    const overlapping = new Map([[GROUP.id, { ...GROUP, policy: "overlapping" }]]);
    for (const id of visitorIds(200)) {
      expect(variationKey(IN_GROUP_C, id, overlapping)).toBe("c1");
      expect(variationKey(IN_GROUP_B, id, overlapping)).not.toBeNull();
    }
  });

  it("gives the id the allocation names, whether or not the experiment has it (the caller looks it up)", () => {
    const stray = { ...EXPERIMENT_C, trafficAllocation: [{ entityId: "gone", endOfRange: 10000 }] };
    expect(bucketIntoEntity(stray, "vuid_1")).toBe("gone");
    expect(variationKey(stray, "vuid_1")).toBeNull();
  });
});
