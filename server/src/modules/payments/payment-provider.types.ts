/**
 * The payment provider as other areas see it (docs/decisions/0065): the built-in provider
 * implements it, and a real provider's adapter would too. Callers never hold a database
 * transaction open while they call it.
 */
import type { PaymentStatus } from "./payment-states.helpers";

export type ProviderMethod = "CREDIT_CARD" | "KLARNA" | "PAYPAL";
export type SessionMethod = "KLARNA" | "PAYPAL";
/** Why a payment was declined: PAY400 declined, PYT402 fraud, FE309 expired card. */
export type DeclineCode = "PAY400" | "PYT402" | "FE309";
export type SessionOutcome = "approved" | "cancelled" | "failed";

/** What the shopper must do before the payment is authorised: a 3-D Secure challenge. */
export interface ProviderAction {
  kind: "THREEDS";
  /** The provider's challenge page (a path under /provider/v1/). */
  url: string;
}

/** One payment of a checkout attempt, as the provider answers it. */
/** The card a payment was made with, as providers answer it: brand and last four digits. */
export interface PaymentCard {
  /** VISA, MASTERCARD, AMEX or DISCOVER. */
  brand: string;
  lastFour: string;
}

export interface ProviderPayment {
  paymentId: string;
  /** The checkout attempt the payment belongs to. */
  reference: string;
  method: ProviderMethod;
  status: PaymentStatus;
  /** The authorised (or asked) amount, in minor units. */
  amountMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  currency: string;
  /** Set when `status` is DECLINED. */
  declineCode: DeclineCode | null;
  /** Set when `status` is ACTION_REQUIRED. */
  action: ProviderAction | null;
  /** The card of a card payment; null for Klarna and PayPal. */
  card: PaymentCard | null;
  createdAt: string;
  updatedAt: string;
}

export interface AuthoriseInput {
  reference: string;
  method: ProviderMethod;
  /** A vault token (CREDIT_CARD). */
  token?: string;
  /**
   * The bag a card frame's token was made for (decision 0078): the token is then spent by this
   * payment's `reference`, once. Without it, `token` must be a saved card's.
   */
  tokenBasketId?: string;
  /** An approved session (KLARNA, PAYPAL). */
  sessionId?: string;
  /**
   * The reference the session was made under, when it is not the payment's: a session is made
   * for a bag (`paymentSession`, decision 0069) before the attempt that authorises it exists.
   */
  sessionReference?: string;
  amountMinor: number;
  currency: string;
  idempotencyKey: string;
  /**
   * The shopper's device fingerprint (000 §7 deviceFingerPrint), as risk data: a device that
   * tries more than MAX_CARDS_PER_DEVICE different cards within DEVICE_WINDOW_MS is declined
   * as fraud (PYT402).
   */
  device?: string;
}

export interface CreateSessionInput {
  method: SessionMethod;
  reference: string;
  amountMinor: number;
  currency: string;
  /** Where the provider's approval page sends the shopper back: a path of the store's own origin. */
  returnUrl: string;
}

/**
 * Every operation is idempotent by its key: a repeat answers the first outcome and never moves
 * money twice. A move the state machine does not allow is refused with PAY400 (field `status`
 * or `amountMinor`) and changes nothing. An outage (fault injection) throws a
 * `ProviderOutageError`, never a decline.
 */
export interface PaymentProvider {
  /** AUTHORISED, DECLINED (with `declineCode`) or ACTION_REQUIRED (with `action`). */
  authorise(input: AuthoriseInput): Promise<ProviderPayment>;
  /** The 3-D Secure result: Y authorises, N declines (PAY400). */
  completeAction(
    paymentId: string,
    result: "Y" | "N",
    idempotencyKey: string,
  ): Promise<ProviderPayment>;
  /** Captures up to the authorised amount, once. */
  capture(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderPayment>;
  /** Releases an authorisation (or an unfinished 3-D Secure payment). */
  void(paymentId: string, idempotencyKey: string): Promise<ProviderPayment>;
  /** Gives back part or all of what was captured; refunds add up to the captured amount at most. */
  refund(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderPayment>;
  /** An attempt's payments, oldest first (recovery voids what an abandoned attempt holds). */
  paymentsFor(reference: string): Promise<ProviderPayment[]>;
  /**
   * Gives back the card entry an abandoned attempt spent, once its payments are voided: the
   * shopper was never answered, so the same form may pay again (decision 0078).
   */
  releaseCardEntry(reference: string): Promise<void>;
  /** A Klarna or PayPal session, and the provider's page where the shopper approves it. */
  createSession(input: CreateSessionInput): Promise<{ sessionId: string; approvalUrl: string }>;
  /** What the shopper did on the approval page (PYT404 for an unknown session). */
  approveSession(sessionId: string, outcome: SessionOutcome): Promise<void>;
}

/**
 * Faults on demand for tests and benches; a mutable object the provider reads at each call.
 * `npm start` never sets them.
 */
export interface ProviderFaults {
  /** Added to every call's answer. */
  latencyMs: number;
  /** The share (0 to 1) of calls that fail before the provider does anything. */
  failureRate: number;
  /**
   * When above zero and `latencyMs` reaches it, calls give up after `timeoutMs`: the provider
   * did the operation but its answer is lost, so a repeat with the same key answers it.
   */
  timeoutMs: number;
}
