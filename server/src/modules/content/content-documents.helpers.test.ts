import type { ContentDocument } from "@ridgeline/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../scripts/fast-check-runs.mjs";
import { resolveDocument } from "./content-documents.helpers";

/* A resolved document keeps every field it was given, whatever its name. */

const PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];

describe("resolveDocument", () => {
  it("keeps fields named like Object.prototype's as its own, at any depth", () => {
    const name = fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES), fc.string({ minLength: 1 }));
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean());
    const fields = fc.dictionary(name, value, { minKeys: 1, maxKeys: 5 });
    fc.assert(
      fc.property(fields, fields, (outer, inner) => {
        // JSON.parse defines `__proto__` as an own field, as a saved document's JSON does.
        const json = JSON.stringify({ ...outer, type: "banner", id: "b1", nested: inner });
        const document = JSON.parse(
          json.replace('"nested":{', '"nested":{"__proto__":"x",'),
        ) as ContentDocument;
        const resolved = resolveDocument(document, {
          language: "en",
          siteLanguage: "en",
          locale: "en-us",
          lookup: () => null,
        }) as Record<string, unknown>;
        expect(Object.getPrototypeOf(resolved)).toBe(Object.prototype);
        expect(Object.keys(resolved).sort()).toEqual(Object.keys(document).sort());
        const nested = resolved["nested"] as Record<string, unknown>;
        expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
        expect(Object.hasOwn(nested, "__proto__")).toBe(true);
      }),
      { numRuns: runs(100) },
    );
  });
});
