import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import { EXPERIMENTATION_SERVICE_CONSTANTS as LIMITS } from "./client-constants.config";
import { createSegmentCache } from "./segment-cache.helpers";

/* The segment cache (001 §9: 100 entries for 600 s), least recently used out first. */

const cacheAt = (clock: { now: number }) =>
  createSegmentCache(LIMITS.SEGMENT_CACHE_SIZE, LIMITS.SEGMENT_CACHE_TTL_MS, () => clock.now);

describe("the segment cache", () => {
  it("keeps at most 100 visitors, dropping the least recently used", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 400 }),
        fc.integer({ min: 0, max: 99 }),
        (count, touched) => {
          const cache = cacheAt({ now: 0 });
          for (let index = 0; index < 100; index++) cache.save(`v${index}`, [`s${index}`]);
          expect(cache.lookup(`v${touched}`)).toEqual([`s${touched}`]);
          for (let index = 100; index < count; index++) cache.save(`v${index}`, []);
          expect(cache.size()).toBe(100);
          expect(cache.lookup(`v${count - 1}`)).toEqual([]);
          // The one looked up stays longest among the first hundred.
          if (count <= 199) expect(cache.lookup(`v${touched}`)).toEqual([`s${touched}`]);
          expect(cache.lookup(touched === 0 ? "v1" : "v0")).toBeUndefined();
        },
      ),
      { numRuns: runs(50) },
    );
  });

  it("forgets an entry 600 seconds after it was saved, not before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), (age) => {
        const clock = { now: 1_000 };
        const cache = cacheAt(clock);
        cache.save("v", ["gold"]);
        clock.now += age;
        expect(cache.lookup("v")).toEqual(age < 600_000 ? ["gold"] : undefined);
      }),
      { numRuns: runs(100) },
    );
  });

  it("empties on reset", () => {
    const cache = cacheAt({ now: 0 });
    cache.save("a", ["x"]);
    cache.reset();
    expect(cache.lookup("a")).toBeUndefined();
  });
});
