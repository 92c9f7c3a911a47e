import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../scripts/fast-check-runs.mjs";
import { decodePageExperiments, encodePageExperiments } from "./experiments-decision";

const part = fc.stringMatching(/^[\w$.-]{1,20}$/);
const experiments = fc.record({
  accountId: fc.stringMatching(/^\d{1,12}$/),
  projectId: fc.stringMatching(/^\d{1,12}$/),
  revision: fc.stringMatching(/^\d{1,6}$/),
  flags: fc.array(
    fc.record({
      flagKey: part,
      variationKey: part,
      ruleKey: part,
      experimentId: part,
      variationId: part,
      layerId: part,
      enabled: fc.boolean(),
      source: fc.constantFrom("feature-test", "rollout"),
    }),
    { maxLength: 6 },
  ),
});

describe("a page's experiments decision", () => {
  it("reads back what was written", () => {
    fc.assert(
      fc.property(experiments, (value) => {
        expect(decodePageExperiments(encodePageExperiments(value))).toEqual(value);
      }),
      { numRuns: runs(300) },
    );
  });

  it("reads anything else as no experiments or as well-formed ones, never failing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const read = decodePageExperiments(text);
        if (read === null) return;
        for (const flag of read.flags) expect(flag.flagKey).toMatch(/^[\w$.-]{1,255}$/);
      }),
      { numRuns: runs(500) },
    );
    expect(decodePageExperiments("")).toBeNull();
    expect(decodePageExperiments("1:2:3|a:b:c")).toBeNull();
  });
});
