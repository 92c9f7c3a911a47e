import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";
import {
  batchSizeOf,
  flushIntervalOf,
  revenueOf,
  validAttributes,
  validAudienceEvent,
  validEventTags,
  validUserId,
  valueOf,
} from "./client-validation.helpers";

/* 001 §5 "Experimentation service rules", as the client enforces them. */

const refusedWith = (run: () => unknown, field: RegExp) => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toMatchObject({ errorId: "VAL400", field: expect.stringMatching(field) });
};

describe("user ids and attributes", () => {
  it("takes any non-empty string as a user id and refuses anything else", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (id) => {
        expect(validUserId(id)).toBe(id);
      }),
      { numRuns: runs(100) },
    );
    for (const id of ["", undefined, null, 42, {}, ["a"]])
      refusedWith(() => validUserId(id), /userId/);
  });

  it("takes strings, booleans and safe integers as attribute values", () => {
    const value = fc.oneof(fc.string(), fc.boolean(), fc.maxSafeInteger(), fc.maxSafeNat());
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (attributes) => {
        expect(validAttributes(attributes)).toEqual(attributes);
      }),
      { numRuns: runs(100) },
    );
    expect(validAttributes(undefined)).toEqual({});
    const named = JSON.parse('{"__proto__":false,"constructor":"a"}') as Record<string, unknown>;
    expect(Object.entries(validAttributes(named))).toEqual(Object.entries(named));
  });

  it("refuses attributes that are not an object, or hold another value", () => {
    for (const attributes of [null, [], "a", 3])
      refusedWith(() => validAttributes(attributes), /^attributes$/);
    const bad = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.double().filter((n) => !Number.isSafeInteger(n)),
      fc.constantFrom(2 ** 53, -(2 ** 53), Infinity),
      fc.object(),
      fc.array(fc.string()),
    );
    fc.assert(
      fc.property(fc.string(), bad, (name, value) => {
        refusedWith(() => validAttributes({ ok: "yes", [name]: value }), /^attributes\./);
      }),
      { numRuns: runs(100) },
    );
  });
});

describe("event tags", () => {
  it("must be an object, and their null values are left out", () => {
    for (const tags of [null, [], "revenue", 5])
      refusedWith(() => validEventTags(tags), /eventTags/);
    expect(validEventTags(undefined)).toBeUndefined();
    expect(validEventTags({ a: 1, b: null, c: undefined })).toEqual({ a: 1 });
  });

  it("reads revenue as an integer and value as a number", () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        (amount) => {
          expect(revenueOf({ revenue: amount })).toBe(Math.trunc(amount));
          expect(Number.isInteger(revenueOf({ revenue: amount }))).toBe(true);
          expect(valueOf({ value: amount })).toBe(amount);
        },
      ),
      { numRuns: runs(100) },
    );
    expect(revenueOf({ revenue: "4200.99" })).toBe(4200);
    expect(revenueOf({ revenue: "abc" })).toBeUndefined();
    expect(revenueOf({ revenue: Infinity })).toBeUndefined();
    expect(valueOf({ value: "3.5kg" })).toBe(3.5);
    expect(valueOf({ value: true })).toBeUndefined();
  });
});

describe("audience-data events", () => {
  it("need a non-empty action, an id, and primitive data values", () => {
    const event = { type: "fullstack", action: "viewed", identifiers: { vuid: "vuid_a" } };
    expect(validAudienceEvent({ ...event, data: { a: 1, b: "x", c: true, d: null } }).data).toEqual(
      {
        a: 1,
        b: "x",
        c: true,
        d: null,
      },
    );
    for (const action of ["", undefined, 3])
      refusedWith(() => validAudienceEvent({ ...event, action }), /action/);
    refusedWith(() => validAudienceEvent({ ...event, identifiers: {} }), /identifiers/);
    fc.assert(
      fc.property(
        fc.oneof(fc.object(), fc.array(fc.integer()), fc.constant(NaN), fc.constant(undefined)),
        (value) =>
          refusedWith(() => validAudienceEvent({ ...event, data: { bad: value } }), /data\.bad/),
      ),
      { numRuns: runs(50) },
    );
  });
});

describe("batch settings", () => {
  it("keep a safe integer batch size of at least 1 and a positive flush interval", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (wanted) => {
        const warnings: string[] = [];
        expect(batchSizeOf(wanted, 10, (m) => warnings.push(m))).toBe(wanted);
        expect(flushIntervalOf(wanted, 1000, (m) => warnings.push(m))).toBe(wanted);
        expect(warnings).toEqual([]);
      }),
      { numRuns: runs(100) },
    );
  });

  it("fall back to the default with a warning otherwise", () => {
    const invalid = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double().filter((n) => !Number.isSafeInteger(n)),
      fc.constantFrom(2 ** 53, "10", null, true),
    );
    fc.assert(
      fc.property(invalid, (wanted) => {
        const warnings: string[] = [];
        expect(batchSizeOf(wanted, 10, (m) => warnings.push(m))).toBe(10);
        expect(flushIntervalOf(wanted, 1000, (m) => warnings.push(m))).toBe(1000);
        expect(warnings).toHaveLength(2);
      }),
      { numRuns: runs(100) },
    );
  });
});
