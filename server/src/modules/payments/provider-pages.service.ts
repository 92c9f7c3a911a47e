import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { selectPayment, selectSession, type SessionRow } from "./payment-provider.tables";
import type { PaymentProvider, SessionOutcome } from "./payment-provider.types";

/** What the provider's pages read and do; the routes stay thin. */
export interface ProviderPages {
  /** A payment waiting for its 3-D Secure answer, or null (unknown, or no longer waiting). */
  challenge(paymentId: string): Promise<{ amountMinor: number; currency: string } | null>;
  /**
   * The shopper's answer on the challenge page: the payment's outcome afterwards (Y authorised,
   * N not), which a second answer does not change; null when the payment is unknown.
   */
  answerChallenge(paymentId: string, result: "Y" | "N"): Promise<"Y" | "N" | null>;
  /** An open session, or null. */
  session(sessionId: string): Promise<SessionRow | null>;
  /** The shopper's answer on the approval page: where to send them back, or null (unknown). */
  decideSession(sessionId: string, outcome: SessionOutcome): Promise<string | null>;
}

/** A refusal means the payment or session was already answered: the page's answer stands. */
function unlessAlreadyAnswered(error: unknown): void {
  if (!(error instanceof AppError && error.errorId === "PAY400")) throw error;
}

export function createProviderPages(deps: { db: Db; provider: PaymentProvider }): ProviderPages {
  const { db, provider } = deps;
  return {
    async challenge(paymentId) {
      const row = await selectPayment(db, paymentId);
      if (!row || row.status !== "ACTION_REQUIRED") return null;
      return { amountMinor: Number(row.amount_minor), currency: row.currency };
    },

    async answerChallenge(paymentId, result) {
      if (!(await selectPayment(db, paymentId))) return null;
      // One key per payment: a second submit (double click, back button) answers the first.
      await provider
        .completeAction(paymentId, result, `threeds-page:${paymentId}`)
        .catch(unlessAlreadyAnswered);
      const after = await selectPayment(db, paymentId);
      return after?.status === "AUTHORISED" || after?.status === "CAPTURED" ? "Y" : "N";
    },

    async session(sessionId) {
      const row = await selectSession(db, sessionId);
      return row?.status === "OPEN" ? row : null;
    },

    async decideSession(sessionId, outcome) {
      const row = await selectSession(db, sessionId);
      if (!row) return null;
      await provider.approveSession(sessionId, outcome).catch(unlessAlreadyAnswered);
      return row.return_url;
    },
  };
}
