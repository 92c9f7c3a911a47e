/**
 * The payment state machine of the built-in provider (docs/decisions/0065 and 0066): which
 * operation is allowed from which status, and the amounts it may move. Pure: the provider
 * service reads a payment, asks `applyOperation`, and writes what it answers.
 */

export const PAYMENT_STATUSES = [
  "ACTION_REQUIRED",
  "AUTHORISED",
  "DECLINED",
  "CAPTURED",
  "PARTLY_REFUNDED",
  "REFUNDED",
  "VOIDED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The money of one payment, in minor units: captured ≤ authorised, refunded ≤ captured. */
export interface PaymentState {
  status: PaymentStatus;
  amountMinor: number;
  capturedMinor: number;
  refundedMinor: number;
}

export type PaymentOperation =
  | { kind: "completeAction"; result: "Y" | "N" }
  | { kind: "capture"; amountMinor: number }
  | { kind: "void" }
  | { kind: "refund"; amountMinor: number };

export type OperationOutcome =
  | { ok: true; state: PaymentState }
  | { ok: false; field: "status" | "amountMinor"; message: string };

/** The statuses each operation may start from. */
export const ALLOWED_FROM: Readonly<Record<PaymentOperation["kind"], readonly PaymentStatus[]>> = {
  completeAction: ["ACTION_REQUIRED"],
  capture: ["AUTHORISED"],
  // A payment waiting for 3-D Secure holds nothing yet, but voiding it stops a late
  // completion from authorising money for an attempt that was given up.
  void: ["ACTION_REQUIRED", "AUTHORISED"],
  refund: ["CAPTURED", "PARTLY_REFUNDED"],
};

function refused(field: "status" | "amountMinor", message: string): OperationOutcome {
  return { ok: false, field, message };
}

function badAmount(amount: number, most: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return "The amount must be a whole number of minor units above zero.";
  if (amount > most) return `The amount must be at most ${most}.`;
  return null;
}

/**
 * The state after `operation`, or why it is refused (a refused operation changes nothing).
 * A capture happens once, for up to the authorised amount; refunds add up to what was captured.
 */
export function applyOperation(state: PaymentState, operation: PaymentOperation): OperationOutcome {
  if (!ALLOWED_FROM[operation.kind].includes(state.status)) {
    return refused(
      "status",
      `${operation.kind} is not allowed when the payment is ${state.status}.`,
    );
  }
  switch (operation.kind) {
    case "completeAction":
      return {
        ok: true,
        state: { ...state, status: operation.result === "Y" ? "AUTHORISED" : "DECLINED" },
      };
    case "void":
      return { ok: true, state: { ...state, status: "VOIDED" } };
    case "capture": {
      const problem = badAmount(operation.amountMinor, state.amountMinor);
      if (problem) return refused("amountMinor", problem);
      return {
        ok: true,
        state: { ...state, status: "CAPTURED", capturedMinor: operation.amountMinor },
      };
    }
    case "refund": {
      const problem = badAmount(operation.amountMinor, state.capturedMinor - state.refundedMinor);
      if (problem) return refused("amountMinor", problem);
      const refundedMinor = state.refundedMinor + operation.amountMinor;
      return {
        ok: true,
        state: {
          ...state,
          status: refundedMinor === state.capturedMinor ? "REFUNDED" : "PARTLY_REFUNDED",
          refundedMinor,
        },
      };
    }
  }
}

/** The invariants every reachable state keeps; the property test checks them after each move. */
export function stateProblems(state: PaymentState): string[] {
  const problems: string[] = [];
  const { amountMinor, capturedMinor, refundedMinor, status } = state;
  for (const [name, value] of Object.entries({ amountMinor, capturedMinor, refundedMinor })) {
    if (!Number.isSafeInteger(value) || value < 0) problems.push(`${name} is not a count`);
  }
  if (capturedMinor > amountMinor) problems.push("captured more than authorised");
  if (refundedMinor > capturedMinor) problems.push("refunded more than captured");
  const moved = ["CAPTURED", "PARTLY_REFUNDED", "REFUNDED"].includes(status);
  if (moved !== capturedMinor > 0) problems.push(`${status} with ${capturedMinor} captured`);
  const refundedRight =
    status === "PARTLY_REFUNDED"
      ? refundedMinor > 0 && refundedMinor < capturedMinor
      : status === "REFUNDED"
        ? refundedMinor === capturedMinor
        : refundedMinor === 0;
  if (!refundedRight) problems.push(`${status} with ${refundedMinor} of ${capturedMinor} refunded`);
  return problems;
}
