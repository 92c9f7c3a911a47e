import { describe, expect, it } from "vitest";
import { MIN_RUNS, runs, RUNS_SCALE } from "./fast-check-runs.mjs";

describe("generated-case counts (decision 0084)", () => {
  it("scale each test's count by the run's one setting, never below the floor", () => {
    for (const local of [11, 40, 60, 150, 2_000, 20_000]) {
      expect(runs(local)).toBe(Math.max(MIN_RUNS, Math.round(local * RUNS_SCALE)));
      expect(runs(local)).toBeGreaterThanOrEqual(MIN_RUNS);
    }
  });

  it("keep counts that are already at or under the floor", () => {
    for (const local of [1, 3, 5, MIN_RUNS]) expect(runs(local)).toBe(local);
  });
});
