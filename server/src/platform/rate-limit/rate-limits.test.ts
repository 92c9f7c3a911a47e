import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRateLimits, type RateLimitStore } from "./rate-limits";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

/** The store's contract in memory, for the arithmetic; the database one is tested through the app. */
function memoryStore(): RateLimitStore {
  const counts = new Map<string, number>();
  return {
    async hit(rule, key, windowStart, windowMs) {
      const id = `${rule}|${key}|${windowStart}`;
      const current = (counts.get(id) ?? 0) + 1;
      counts.set(id, current);
      return { current, previous: counts.get(`${rule}|${key}|${windowStart - windowMs}`) ?? 0 };
    },
    async purge() {
      return 0;
    },
  };
}

describe("createRateLimits", () => {
  it("refuses the call over the limit within the window, per key, with the rule's code", async () => {
    let now = 1_000_000;
    const limits = createRateLimits({ store: memoryStore(), clock: () => now });
    const rule = { name: "r", limit: 2, windowMs: 1000, errorId: "AUT441" as const };
    await limits.check(rule, "a");
    await limits.check(rule, "a");
    await expect(limits.check(rule, "a")).rejects.toMatchObject({ errorId: "AUT441" });
    await limits.check(rule, "b");
    now += 2000;
    await expect(limits.check(rule, "a")).resolves.toBeUndefined();
  });

  it("answers API429 by default and keeps rules apart", async () => {
    const limits = createRateLimits({ store: memoryStore(), clock: () => 5000 });
    const one = { name: "one", limit: 1, windowMs: 1000 };
    await limits.check(one, "k");
    await expect(limits.check(one, "k")).rejects.toMatchObject({ errorId: "API429", status: 429 });
    await limits.check({ ...one, name: "two" }, "k");
  });

  it("never allows more than the limit in any fixed window, whatever the timing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 1, maxLength: 200 }),
        async (limit, gaps) => {
          let now = 10_000;
          const limits = createRateLimits({ store: memoryStore(), clock: () => now });
          const rule = { name: "p", limit, windowMs: 1000 };
          const allowedPerWindow = new Map<number, number>();
          for (const gap of gaps) {
            now += gap;
            if (await limits.allow(rule, "k")) {
              const window = Math.floor(now / 1000);
              allowedPerWindow.set(window, (allowedPerWindow.get(window) ?? 0) + 1);
            }
          }
          for (const allowed of allowedPerWindow.values())
            expect(allowed).toBeLessThanOrEqual(limit);
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it("gives a burst exactly the limit, wherever it meets a window's end", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 59_999 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 40, maxLength: 40 }),
        async (limit, start, gaps) => {
          let now = 600_000 + start;
          const limits = createRateLimits({ store: memoryStore(), clock: () => now });
          const rule = { name: "burst", limit, windowMs: 60_000 };
          const answers: boolean[] = [];
          for (const gap of gaps.slice(0, limit + 5)) {
            now += gap;
            answers.push(await limits.allow(rule, "k"));
          }
          expect(answers).toEqual(Array.from({ length: limit + 5 }, (_, i) => i < limit));
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it("never refuses a caller that keeps well under the rate", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 999 }),
        async (limit, start) => {
          let now = 50_000 + start;
          const limits = createRateLimits({ store: memoryStore(), clock: () => now });
          const rule = { name: "steady", limit, windowMs: 1000 };
          // Half the allowed rate, for ten windows.
          const gap = Math.ceil(2000 / limit);
          for (let i = 0; i < limit * 5; i++) {
            expect(await limits.allow(rule, "k")).toBe(true);
            now += gap;
          }
        },
      ),
      { numRuns: runs(200) },
    );
  });
});
