import { describe, expect, it } from "vitest";
import { createRng } from "../../../../seed/seed-random";
import {
  ALLOWED_FROM,
  applyOperation,
  PAYMENT_STATUSES,
  stateProblems,
  type PaymentOperation,
  type PaymentState,
} from "./payment-states.helpers";

const authorised = (amountMinor = 10000): PaymentState => ({
  status: "AUTHORISED",
  amountMinor,
  capturedMinor: 0,
  refundedMinor: 0,
});

function run(state: PaymentState, ...operations: PaymentOperation[]): PaymentState {
  return operations.reduce((current, operation) => {
    const outcome = applyOperation(current, operation);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.state;
  }, state);
}

describe("applyOperation: golden cases", () => {
  it("completes a 3-D Secure action: Y authorises, N declines", () => {
    const waiting: PaymentState = { ...authorised(), status: "ACTION_REQUIRED" };
    expect(run(waiting, { kind: "completeAction", result: "Y" }).status).toBe("AUTHORISED");
    expect(run(waiting, { kind: "completeAction", result: "N" }).status).toBe("DECLINED");
  });

  it("captures part of an authorisation, then refunds it in two parts", () => {
    const captured = run(authorised(10000), { kind: "capture", amountMinor: 8000 });
    expect(captured).toEqual({ ...authorised(10000), status: "CAPTURED", capturedMinor: 8000 });
    const partly = run(captured, { kind: "refund", amountMinor: 3000 });
    expect(partly).toMatchObject({ status: "PARTLY_REFUNDED", refundedMinor: 3000 });
    expect(run(partly, { kind: "refund", amountMinor: 5000 })).toMatchObject({
      status: "REFUNDED",
      refundedMinor: 8000,
    });
  });

  it("voids an authorisation or an unfinished 3-D Secure payment", () => {
    expect(run(authorised(), { kind: "void" }).status).toBe("VOIDED");
    expect(run({ ...authorised(), status: "ACTION_REQUIRED" }, { kind: "void" }).status).toBe(
      "VOIDED",
    );
  });

  it("refuses to capture more than authorised, or zero, or a fraction", () => {
    for (const amountMinor of [10001, 0, -5, 12.5]) {
      expect(applyOperation(authorised(10000), { kind: "capture", amountMinor })).toMatchObject({
        ok: false,
        field: "amountMinor",
      });
    }
  });

  it("refuses to refund more than was captured and not yet refunded", () => {
    const partly = run(
      authorised(),
      { kind: "capture", amountMinor: 6000 },
      { kind: "refund", amountMinor: 5000 },
    );
    expect(applyOperation(partly, { kind: "refund", amountMinor: 1001 })).toMatchObject({
      ok: false,
      field: "amountMinor",
      message: "The amount must be at most 1000.",
    });
  });

  it.each([
    ["capture", "VOIDED"],
    ["capture", "CAPTURED"],
    ["capture", "DECLINED"],
    ["void", "CAPTURED"],
    ["refund", "AUTHORISED"],
    ["refund", "REFUNDED"],
    ["completeAction", "AUTHORISED"],
  ] as const)("refuses %s from %s", (kind, status) => {
    const operation: PaymentOperation =
      kind === "completeAction"
        ? { kind, result: "Y" }
        : kind === "void"
          ? { kind }
          : { kind, amountMinor: 1 };
    const state: PaymentState = { ...authorised(), status, capturedMinor: 1, refundedMinor: 0 };
    expect(applyOperation(state, operation)).toEqual({
      ok: false,
      field: "status",
      message: `${kind} is not allowed when the payment is ${status}.`,
    });
  });
});

function randomOperation(random: () => number, state: PaymentState): PaymentOperation {
  const pick = Math.floor(random() * 5);
  // Amounts near the limits, past them, and silly ones, so refusals are exercised too.
  const amount = (): number => {
    const options = [
      1,
      state.amountMinor,
      state.amountMinor + 1,
      state.capturedMinor - state.refundedMinor,
      Math.floor(random() * (state.amountMinor + 2)),
      0,
      -1,
      0.5,
    ];
    return options[Math.floor(random() * options.length)] ?? 1;
  };
  if (pick === 0) return { kind: "completeAction", result: random() < 0.5 ? "Y" : "N" };
  if (pick === 1) return { kind: "void" };
  if (pick === 2) return { kind: "capture", amountMinor: amount() };
  return { kind: "refund", amountMinor: amount() };
}

describe("applyOperation: generated sequences", () => {
  it("keeps every invariant over 500 seeded sequences, and a refused move changes nothing", () => {
    const seen = new Set<string>();
    let refusals = 0;
    for (let seed = 1; seed <= 500; seed++) {
      const random = createRng(seed);
      const amountMinor = 1 + Math.floor(random() * 20000);
      let state: PaymentState = {
        status: random() < 0.3 ? "ACTION_REQUIRED" : "AUTHORISED",
        amountMinor,
        capturedMinor: 0,
        refundedMinor: 0,
      };
      for (let step = 0; step < 12; step++) {
        const operation = randomOperation(random, state);
        const before = structuredClone(state);
        const outcome = applyOperation(state, operation);
        expect(state, `seed ${seed} step ${step}: the input is never changed`).toEqual(before);
        if (outcome.ok) {
          expect(ALLOWED_FROM[operation.kind]).toContain(before.status);
          expect(outcome.state.amountMinor).toBe(before.amountMinor);
          expect(outcome.state.capturedMinor).toBeGreaterThanOrEqual(before.capturedMinor);
          expect(outcome.state.refundedMinor).toBeGreaterThanOrEqual(before.refundedMinor);
          state = outcome.state;
        } else {
          refusals++;
        }
        expect(stateProblems(state), `seed ${seed} step ${step}`).toEqual([]);
        seen.add(state.status);
      }
    }
    // The generator reaches every status, so the invariants were checked on each of them.
    expect([...seen].sort()).toEqual([...PAYMENT_STATUSES].sort());
    expect(refusals).toBeGreaterThan(500);
  });

  it("stateProblems finds a broken state (so the property test can fail)", () => {
    expect(stateProblems({ ...authorised(100), status: "CAPTURED", capturedMinor: 101 })).toContain(
      "captured more than authorised",
    );
    expect(
      stateProblems({ ...authorised(), status: "REFUNDED", capturedMinor: 50, refundedMinor: 60 }),
    ).toContain("refunded more than captured");
  });
});
