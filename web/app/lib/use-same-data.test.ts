import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepSameData, type KeptData } from "./use-same-data";

describe("keeping a loader's data while it is the same", () => {
  it("keeps the first object for every later copy of the same data, and takes new data", () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 6 }), (values) => {
        let kept: KeptData<unknown> | null = null;
        let previous: unknown = undefined;
        for (const value of values) {
          // A copy, as a loader read again gives: equal data, new objects.
          const copy: unknown = JSON.parse(JSON.stringify(value));
          const before: KeptData<unknown> | null = kept;
          kept = keepSameData(kept, copy);
          if (before && before.json === JSON.stringify(copy)) expect(kept.value).toBe(previous);
          else expect(kept.value).toBe(copy);
          expect(kept.json).toBe(JSON.stringify(copy));
          previous = kept.value;
        }
      }),
    );
  });

  it("answers the same object given again without writing it out", () => {
    const value = { menu: { items: [1, 2] } };
    const first = keepSameData(null, value);
    expect(keepSameData(first, value)).toBe(first);
  });
});
