import { ERROR_CATALOGUE, type Placement } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { ProviderPayment } from "../payments";
import type { StoredAnswer } from "./placement.types";

// The placement's answers: kept on the attempt, given again to a repeat, and the words of a
// refusal (decision 0070).

export const errorAnswer = (error: AppError): StoredAnswer => ({
  error: {
    errorId: error.errorId,
    ...(error.field ? { field: error.field } : {}),
    message: error.message,
    ...(error.outOfStock ? { outOfStock: error.outOfStock } : {}),
  },
});

/** A stored answer given again: the placement, or the same refusal. */
export function replay(answer: StoredAnswer): Placement {
  if ("placement" in answer) return answer.placement;
  const { errorId, field, message, outOfStock } = answer.error;
  throw new AppError(errorId in ERROR_CATALOGUE ? errorId : "PAY400", {
    field,
    message,
    outOfStock,
  });
}

/**
 * How long an order waits for its 3-D Secure result before recovery fails it: the provider's
 * challenge page gives up well before (a bank's challenge lasts minutes), so a shopper who
 * left is not charged and the units go back on sale.
 */
export const CHALLENGE_TIMEOUT_MS = 30 * 60_000;

/**
 * How long a repeated submit waits for the first one's answer: above a placement's usual time
 * (a provider call included), below a browser's patience.
 */
export const WAIT_FOR_ANSWER_MS = 10_000;

export const DECLINE_MESSAGES: Record<string, string> = {
  PAY400: "Your payment was declined. Nothing was charged; try another card or payment method.",
  PYT402: "Your payment could not be verified. Nothing was charged; try another payment method.",
  FE309: "Your card has expired. Nothing was charged; try another card.",
};

/** The answer of an order held for a 3-D Secure challenge (000 §4 payment-not-authorised). */
export function challengeAnswer(orderNo: string, payment: ProviderPayment): Placement {
  return {
    orderNumber: orderNo,
    flash: [
      {
        type: "PaymentNotAuthorized",
        message: "Your bank asks you to confirm this payment.",
        action: {
          type: "THREEDS2",
          url: payment.action?.url ?? "",
          paymentId: payment.paymentId,
        },
      },
    ],
  };
}
