import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { SANDBOX_OUTAGE_MS, SANDBOX_SLOW_MS, type SandboxBehaviour } from "./card-sandbox.helpers";
import {
  cardOutcome,
  checkAmount,
  checkCurrency,
  checkMethod,
  checkReturnUrl,
  checkText,
  NO_FAULTS,
  PROVIDER_METHODS,
  ProviderOutageError,
  withFaults,
} from "./payment-provider.helpers";
import {
  claimOperation,
  decideSession,
  insertPayment,
  recordDeviceCard,
  insertSession,
  lockPayment,
  recordAnswer,
  selectOperation,
  selectPaymentCard,
  selectPaymentsFor,
  selectSession,
  sessionInUse,
  toPayment,
  updatePaymentState,
  type OperationName,
  type NewPaymentRow,
} from "./payment-provider.tables";
import type {
  DeclineCode,
  PaymentProvider,
  ProviderFaults,
  ProviderPayment,
  SessionMethod,
} from "./payment-provider.types";
import type { PaymentSandbox } from "./payment-sandbox.service";
import { applyOperation, type PaymentOperation } from "./payment-states.helpers";

/** The provider's own pages (docs/decisions/0065): the 3-D Secure challenge and approvals. */
export const PROVIDER_PATH = "/provider/v1";

const SESSION_METHODS: readonly SessionMethod[] = ["KLARNA", "PAYPAL"];
const SESSION_STATUS = { approved: "APPROVED", cancelled: "CANCELLED", failed: "FAILED" } as const;

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function reusedKey(): AppError {
  return new AppError("VAL400", {
    field: "idempotencyKey",
    message: "idempotencyKey: This key was used for another operation.",
  });
}

function lostClaim(): never {
  throw new Error("an idempotency key was taken but its operation cannot be read");
}

/**
 * The answer already given under `key`, or null. A key reused for another payment or another
 * operation is refused rather than answered with someone else's outcome.
 */
async function priorAnswer(
  db: Queryable,
  key: string,
  operation: OperationName,
  matches: (answer: ProviderPayment) => boolean,
): Promise<ProviderPayment | null> {
  const prior = await selectOperation(db, key);
  if (!prior) return null;
  if (!prior.answer) throw new Error("an operation was claimed without an answer");
  if (prior.operation !== operation || !matches(prior.answer)) throw reusedKey();
  return prior.answer;
}

/**
 * The built-in payment provider (docs/decisions/0065, 0066): payments on the sandbox's vault
 * tokens and on approved Klarna and PayPal sessions, moved along the state machine of
 * `payment-states.helpers.ts`, each operation idempotent by its key.
 */
/**
 * Card testing: a fraudster checks stolen numbers by trying one after another from one device.
 * A shopper rarely tries more than two or three cards in an hour (a decline, a second card, a
 * partner's); the fourth different card within the hour is declined as fraud (PYT402).
 */
export const MAX_CARDS_PER_DEVICE = 3;
export const DEVICE_WINDOW_MS = 60 * 60_000;

export function createPaymentProvider(deps: {
  db: Db;
  sandbox: PaymentSandbox;
  /** Read at each call, so tests and benches change them on the fly. Default: none. */
  faults?: ProviderFaults;
  random?: () => number;
}): PaymentProvider {
  const { db, sandbox } = deps;
  const faults = deps.faults ?? { ...NO_FAULTS };
  const random = deps.random ?? Math.random;
  const faulty = <T>(work: () => Promise<T>) => withFaults(faults, random, work);

  /**
   * One move of an existing payment, in one transaction: claim the key (a racing twin waits
   * for it), lock the payment, ask the state machine, write the new state and the answer. A
   * refused move throws, so the transaction and its claim roll back and nothing changes.
   */
  async function move(
    paymentId: string,
    key: string,
    operation: PaymentOperation,
  ): Promise<ProviderPayment> {
    const sameKeyAnswer = (tx: Queryable) =>
      priorAnswer(tx, key, operation.kind, (answer) => answer.paymentId === paymentId);
    const earlier = await sameKeyAnswer(db);
    if (earlier) return earlier;
    return db.transaction(async (tx) => {
      if (!(await claimOperation(tx, key, paymentId, operation.kind))) {
        return (await sameKeyAnswer(tx)) ?? lostClaim();
      }
      const row = await lockPayment(tx, paymentId);
      if (!row) throw new AppError("PYT404", { field: "paymentId" });
      const outcome = applyOperation(
        {
          status: row.status,
          amountMinor: Number(row.amount_minor),
          capturedMinor: Number(row.captured_minor),
          refundedMinor: Number(row.refunded_minor),
        },
        operation,
      );
      if (!outcome.ok) {
        throw new AppError("PAY400", {
          field: outcome.field,
          message: `${outcome.field}: ${outcome.message}`,
        });
      }
      const declined = outcome.state.status === "DECLINED";
      const updated = await updatePaymentState(tx, paymentId, {
        status: outcome.state.status,
        capturedMinor: outcome.state.capturedMinor,
        refundedMinor: outcome.state.refundedMinor,
        declineCode: declined ? "PAY400" : row.decline_code,
        keepAction: outcome.state.status === "ACTION_REQUIRED",
      });
      const answer = toPayment(updated);
      await recordAnswer(tx, key, answer);
      return answer;
    });
  }

  /**
   * The outage cards' faults on a card payment's later moves (decision 0078): the slow card
   * answers late; capture (or refunds) of the capture-down (refund-down) card are unreachable
   * for SANDBOX_OUTAGE_MS after the payment was made, nothing happening meanwhile.
   */
  async function cardFaults(
    paymentId: string,
    down: SandboxBehaviour | null,
    work: () => Promise<ProviderPayment>,
  ): Promise<ProviderPayment> {
    const card = await selectPaymentCard(db, paymentId);
    const behaviour = card ? await sandbox.testBehaviour(card.token) : null;
    if (
      card &&
      behaviour === down &&
      Date.now() - new Date(card.created_at).getTime() < SANDBOX_OUTAGE_MS
    )
      throw new ProviderOutageError("failure");
    const answer = await work();
    if (behaviour === "SLOW") await sleep(SANDBOX_SLOW_MS);
    return answer;
  }

  /** Why a Klarna or PayPal session cannot pay this authorisation, or null when it can. */
  async function sessionRefusal(
    tx: Queryable,
    input: { sessionId: string; method: string; reference: string; amountMinor: number },
    currency: string,
  ): Promise<DeclineCode | null> {
    const session = await selectSession(tx, input.sessionId, true);
    const fits =
      session &&
      session.status === "APPROVED" &&
      session.method === input.method &&
      session.reference === input.reference &&
      session.amount_minor === input.amountMinor &&
      session.currency === currency;
    if (!fits || (await sessionInUse(tx, input.sessionId))) return "PAY400";
    return null;
  }

  return {
    async authorise(input) {
      const reference = checkText("reference", input.reference);
      const method = checkMethod(input.method, PROVIDER_METHODS);
      const amountMinor = checkAmount("amountMinor", input.amountMinor);
      const currency = checkCurrency(input.currency);
      const key = checkText("idempotencyKey", input.idempotencyKey);
      const card = method === "CREDIT_CARD";
      const token = card ? checkText("token", input.token) : null;
      const tokenBasketId =
        input.tokenBasketId === undefined ? null : checkText("tokenBasketId", input.tokenBasketId);
      const device = input.device === undefined ? undefined : checkText("device", input.device);
      const sessionId = card ? null : checkText("sessionId", input.sessionId);
      const sessionReference =
        input.sessionReference === undefined
          ? reference
          : checkText("sessionReference", input.sessionReference);
      const sameKeyAnswer = (tx: Queryable) =>
        priorAnswer(
          tx,
          key,
          "authorise",
          (answer) =>
            answer.reference === reference &&
            answer.method === method &&
            answer.amountMinor === amountMinor &&
            answer.currency === currency,
        );

      return faulty(async () => {
        const earlier = await sameKeyAnswer(db);
        if (earlier) return earlier;
        const test = token ? await sandbox.testBehaviour(token) : null;
        // The down card: the provider cannot be reached, so nothing happens and nothing is spent.
        if (test === "DOWN") throw new ProviderOutageError("failure");
        // The vault is read outside the transaction: it is the sandbox's side, not ours. A frame
        // token is spent by this attempt here (a repeat of the attempt may spend it again).
        const behaviour = !token
          ? null
          : tokenBasketId !== null
            ? await sandbox.spendFrameToken({ token, basketId: tokenBasketId, reference })
            : await sandbox.cardBehaviour(token);
        const paymentId = newId("pay");
        const answer = await db.transaction(async (tx) => {
          if (!(await claimOperation(tx, key, paymentId, "authorise"))) {
            return (await sameKeyAnswer(tx)) ?? lostClaim();
          }
          let row: NewPaymentRow;
          const base = {
            payment_id: paymentId,
            reference,
            method,
            amount_minor: amountMinor,
            currency,
          };
          if (behaviour && token) {
            const tested =
              device !== undefined &&
              (await recordDeviceCard(tx, {
                device,
                cardFingerprint: behaviour.fingerprint,
                paymentId,
                since: new Date(Date.now() - DEVICE_WINDOW_MS),
              })) >= MAX_CARDS_PER_DEVICE;
            const outcome = tested
              ? ({ status: "DECLINED", code: "PYT402" } as const)
              : cardOutcome(behaviour);
            row = {
              ...base,
              token,
              session_id: null,
              card_brand: behaviour.card.brand,
              card_last_four: behaviour.card.lastFour,
              status: outcome.status,
              decline_code: outcome.status === "DECLINED" ? outcome.code : null,
              action:
                outcome.status === "ACTION_REQUIRED"
                  ? { kind: "THREEDS", url: `${PROVIDER_PATH}/threeds/${paymentId}` }
                  : null,
            };
          } else {
            const sessionKey = sessionId ?? "";
            const refusal = await sessionRefusal(
              tx,
              { sessionId: sessionKey, method, reference: sessionReference, amountMinor },
              currency,
            );
            row = {
              ...base,
              token: null,
              session_id: sessionKey,
              card_brand: null,
              card_last_four: null,
              status: refusal ? "DECLINED" : "AUTHORISED",
              decline_code: refusal,
              action: null,
            };
          }
          const made = toPayment(await insertPayment(tx, row));
          await recordAnswer(tx, key, made);
          return made;
        });
        if (test === "SLOW" || test === "TIMEOUT") await sleep(SANDBOX_SLOW_MS);
        // The timing-out card: authorised at the provider, but the answer is lost on the way.
        if (test === "TIMEOUT") throw new ProviderOutageError("timeout");
        return answer;
      });
    },

    async completeAction(paymentId, result, idempotencyKey) {
      const id = checkText("paymentId", paymentId);
      const key = checkText("idempotencyKey", idempotencyKey);
      if (result !== "Y" && result !== "N") {
        throw new AppError("VAL400", { field: "result", message: "result: Use Y or N." });
      }
      return faulty(() => move(id, key, { kind: "completeAction", result }));
    },

    async capture(paymentId, amountMinor, idempotencyKey) {
      const id = checkText("paymentId", paymentId);
      const key = checkText("idempotencyKey", idempotencyKey);
      const amount = checkAmount("amountMinor", amountMinor);
      return faulty(() =>
        cardFaults(id, "CAPTURE_DOWN", () =>
          move(id, key, { kind: "capture", amountMinor: amount }),
        ),
      );
    },

    async void(paymentId, idempotencyKey) {
      const id = checkText("paymentId", paymentId);
      const key = checkText("idempotencyKey", idempotencyKey);
      return faulty(() => move(id, key, { kind: "void" }));
    },

    async refund(paymentId, amountMinor, idempotencyKey) {
      const id = checkText("paymentId", paymentId);
      const key = checkText("idempotencyKey", idempotencyKey);
      const amount = checkAmount("amountMinor", amountMinor);
      return faulty(() =>
        cardFaults(id, "REFUND_DOWN", () => move(id, key, { kind: "refund", amountMinor: amount })),
      );
    },

    async paymentsFor(reference) {
      const checked = checkText("reference", reference);
      return faulty(async () => (await selectPaymentsFor(db, checked)).map(toPayment));
    },

    async releaseCardEntry(reference) {
      await sandbox.unspendFrameTokens(checkText("reference", reference));
    },

    async createSession(input) {
      const row = {
        session_id: newId("ses"),
        method: checkMethod(input.method, SESSION_METHODS),
        reference: checkText("reference", input.reference),
        amount_minor: checkAmount("amountMinor", input.amountMinor),
        currency: checkCurrency(input.currency),
        return_url: checkReturnUrl(input.returnUrl),
      };
      return faulty(async () => {
        await insertSession(db, row);
        return {
          sessionId: row.session_id,
          approvalUrl: `${PROVIDER_PATH}/sessions/${row.session_id}`,
        };
      });
    },

    // The shopper's own step on the provider's page: no fault injection here.
    async approveSession(sessionId, outcome) {
      const id = checkText("sessionId", sessionId);
      const status = SESSION_STATUS[outcome];
      if (!status) {
        throw new AppError("VAL400", {
          field: "outcome",
          message: "outcome: Use approved, cancelled or failed.",
        });
      }
      if (await decideSession(db, id, status)) return;
      const session = await selectSession(db, id);
      if (!session) throw new AppError("PYT404", { field: "sessionId" });
      // The same answer again is a repeat; another answer after the first is refused.
      if (session.status !== status) {
        throw new AppError("PAY400", {
          field: "sessionId",
          message: `sessionId: The session is already ${session.status}.`,
        });
      }
    },
  };
}
