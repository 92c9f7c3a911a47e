import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { expandWildcard, preferredEncoding } from "./compression";

/* Which built copy of a fingerprinted file a client gets (immutable-assets.ts). */

const CODING = fc.constantFrom("br", "gzip", "deflate", "identity", "zstd", "*", "x-gzip", "BR");
const WEIGHT = fc.option(fc.constantFrom("0", "0.0", "0.001", "0.5", "1", "1.0", "2", "-1", "x"));
const HEADER = fc
  .array(fc.tuple(CODING, WEIGHT), { maxLength: 5 })
  .map((items) => items.map(([name, q]) => (q === null ? name : `${name};q=${q}`)).join(", "));
const AVAILABLE = fc.subarray(["br", "gzip"]);

/** A coding's weight as the header gives it (first mention), 0 when it is not named. */
function weightOf(header: string, name: string): number {
  for (const item of header.split(",")) {
    const [coding, ...params] = item.split(";");
    if (coding?.trim().toLowerCase() !== name) continue;
    const q = params.map((p) => p.split("=")).find(([key]) => key?.trim() === "q")?.[1];
    if (q === undefined) return 1;
    const parsed = Number(q);
    return Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
  }
  return 0;
}

describe("preferredEncoding", () => {
  it("never picks a copy the build did not write or the client refused, and picks the heaviest", () => {
    fc.assert(
      fc.property(HEADER, AVAILABLE, (raw, available) => {
        const header = expandWildcard(raw);
        const chosen = preferredEncoding(header, available);
        const weights = available.map((name) => weightOf(header, name));
        if (chosen === null) {
          expect(weights.every((q) => q === 0)).toBe(true);
          return;
        }
        expect(available).toContain(chosen);
        const q = weightOf(header, chosen);
        expect(q).toBeGreaterThan(0);
        expect(Math.max(...weights)).toBe(q);
        // On a tie the build's order decides: brotli before gzip.
        expect(available.find((name) => weightOf(header, name) === q)).toBe(chosen);
      }),
      { numRuns: runs(300) },
    );
  });

  it("reads the usual headers as browsers send them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(preferredEncoding("gzip, deflate", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip", ["br", "gzip"])).toBe("gzip");
    expect(preferredEncoding("", ["br", "gzip"])).toBeNull();
    expect(preferredEncoding(expandWildcard("*;q=0"), ["br", "gzip"])).toBeNull();
    expect(preferredEncoding("br", [])).toBeNull();
  });
});
