/**
 * Pure parts of the built-in provider: input checks, what a test card's behaviour answers,
 * and the outage error of fault injection (docs/decisions/0066).
 */
import { safeRedirect } from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { SandboxBehaviour } from "./card-sandbox.helpers";
import type { DeclineCode, ProviderFaults, ProviderMethod } from "./payment-provider.types";

export const PROVIDER_METHODS: readonly ProviderMethod[] = ["CREDIT_CARD", "KLARNA", "PAYPAL"];

/** No faults: what `npm start` runs with. */
export const NO_FAULTS: Readonly<ProviderFaults> = { latencyMs: 0, failureRate: 0, timeoutMs: 0 };

/**
 * The provider could not be reached or did not answer in time: not a decline. The caller may
 * retry with the same idempotency key (a timed-out operation may have happened).
 */
export class ProviderOutageError extends AppError {
  readonly outage: "failure" | "timeout";

  constructor(outage: "failure" | "timeout") {
    super("GEN503", {
      field: "payment",
      message:
        outage === "timeout"
          ? "The payment provider did not answer in time."
          : "The payment provider is unavailable.",
    });
    this.outage = outage;
  }
}

export function isProviderOutage(error: unknown): error is ProviderOutageError {
  return error instanceof ProviderOutageError;
}

function invalid(field: string, message: string): AppError {
  return new AppError("VAL400", { field, message: `${field}: ${message}` });
}

/** A text identifier from outside: a reference, a key, an id. */
export function checkText(field: string, value: unknown, maxLength = 200): string {
  if (typeof value !== "string" || value.trim() === "" || value.length > maxLength) {
    throw invalid(field, `Enter 1 to ${maxLength} characters.`);
  }
  return value;
}

export function checkAmount(field: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
    throw invalid(field, "The amount must be a whole number of minor units above zero.");
  }
  if (value > 2_147_483_647) throw invalid(field, "The amount is too large.");
  return value;
}

export function checkCurrency(value: unknown): string {
  if (typeof value !== "string" || !/^[A-Z]{3}$/.test(value)) {
    throw invalid("currency", "Use a three-letter ISO 4217 code such as USD.");
  }
  return value;
}

export function checkMethod<M extends ProviderMethod>(value: unknown, allowed: readonly M[]): M {
  if (!allowed.includes(value as M)) throw invalid("method", `Use one of ${allowed.join(", ")}.`);
  return value as M;
}

/**
 * Where the approval page may send the shopper back: a path of the store's own origin, never
 * another site (`//evil.example`, `/\evil.example` and absolute URLs are refused).
 */
export function checkReturnUrl(value: unknown): string {
  const url = checkText("returnUrl", value, 2000);
  // The store's one redirect check (decision 0031): `/..//evil.example` resolves to another
  // host, and so do encoded and look-alike variants that a prefix test lets through.
  // A fragment never leaves the page it is on: it is kept as given.
  const hashAt = url.indexOf("#");
  const path = /\s/.test(url) ? "" : safeRedirect(hashAt < 0 ? url : url.slice(0, hashAt), "");
  if (!path) throw invalid("returnUrl", "Use a path of the store, starting with a single /.");
  return hashAt < 0 ? path : `${path}${url.slice(hashAt)}`;
}

/** What authorising a card with this behaviour answers. */
export function cardOutcome(card: {
  behaviour: SandboxBehaviour;
  expired: boolean;
}): { status: "AUTHORISED" | "ACTION_REQUIRED" } | { status: "DECLINED"; code: DeclineCode } {
  if (card.expired || card.behaviour === "EXPIRED") return { status: "DECLINED", code: "FE309" };
  if (card.behaviour === "FRAUD") return { status: "DECLINED", code: "PYT402" };
  if (card.behaviour === "DECLINE") return { status: "DECLINED", code: "PAY400" };
  if (card.behaviour === "CHALLENGE") return { status: "ACTION_REQUIRED" };
  return { status: "AUTHORISED" };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one provider call under the faults set now: a share fails before anything happens; the
 * answer comes `latencyMs` late; past `timeoutMs` the answer is lost after the work was done.
 */
export async function withFaults<T>(
  faults: ProviderFaults,
  random: () => number,
  work: () => Promise<T>,
): Promise<T> {
  if (faults.failureRate > 0 && random() < faults.failureRate) {
    throw new ProviderOutageError("failure");
  }
  const answer = await work();
  const { latencyMs, timeoutMs } = faults;
  if (timeoutMs > 0 && latencyMs >= timeoutMs) {
    await sleep(timeoutMs);
    throw new ProviderOutageError("timeout");
  }
  if (latencyMs > 0) await sleep(latencyMs);
  return answer;
}
