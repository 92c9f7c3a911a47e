import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../database/db.types";
import type { RateLimits, RateRule } from "../rate-limit/rate-limits";
import {
  CLAIM_LEASE_SECONDS,
  claimDue,
  deleteFinished,
  dropSentBodies,
  insertMessage,
  markFailed,
  markRetry,
  markSent,
  releaseClaimed,
  selectLatest,
  type MailMessage,
  type OutboxRow,
} from "./outbox.tables";
import {
  LAST_ERROR_LENGTH,
  MAX_ATTEMPTS,
  RETRY_BASE_SECONDS,
  RETRY_MAX_SECONDS,
  retryDelaySeconds,
} from "../queue/leased-queue";

export { MAX_ATTEMPTS, RETRY_BASE_SECONDS, RETRY_MAX_SECONDS, retryDelaySeconds };

export type { MailMessage };

/** A queued message on its way out. */
export interface OutgoingMail extends MailMessage {
  /** The same on every try of this message and on no other: its Message-ID is built on it. */
  key: string;
}

/**
 * What a transport says about one try. `retry` covers a 4xx reply (scope "message") and a
 * server that could not be reached, dropped the session or refused the login (scope "server":
 * nothing else is tried in this run); `failed` is a refusal for good (a 5xx reply).
 */
export type SendOutcome =
  | { status: "sent" }
  | { status: "retry"; reason: string; scope: "message" | "server" }
  | { status: "failed"; reason: string };

/**
 * Hands a message to the outside world. The built-in one only records that the message left the
 * outbox; the SMTP one (smtp.adapter.ts) talks to a mail server. A transport must stop when
 * `signal` aborts: the run's lease counts on it.
 */
export interface MailTransport {
  /** Says where mail goes, for the start-up log; never carries a secret. */
  readonly name: string;
  /**
   * True when the outbox itself is the mailbox (no SMTP_URL): sent messages keep their bodies
   * until the outbox's retention. Otherwise a message's body is dropped once a server took it.
   */
  readonly outboxIsMailbox?: boolean;
  send(mail: OutgoingMail, signal: AbortSignal): Promise<SendOutcome>;
}

/** One message that did not go out in a run. */
export interface MailFailure {
  messageId: string;
  attempts: number;
  reason: string;
}

export interface DeliveryReport {
  sent: number;
  /** Failed for now; each waits for its next attempt. */
  deferred: MailFailure[];
  /** Given up: refused for good, or out of attempts. */
  failed: MailFailure[];
}

export interface Mailer {
  /** Where mail goes (the transport's name), for the start-up log. */
  readonly transport: string;
  /** Queues a message in the outbox, inside the caller's transaction. */
  enqueue(tx: Queryable, message: MailMessage): Promise<void>;
  /**
   * One delivery run: claims due messages, sends each, records the outcome. When `stop` aborts
   * (shutdown) the run tries nothing more and hands the rest back.
   */
  deliverPending(limit?: number, stop?: AbortSignal): Promise<DeliveryReport>;
  /** The latest messages, newest first, for the developer's outbox page. */
  latest(limit: number): Promise<OutboxRow[]>;
  /**
   * The outbox's retention (decision 0078): deletes messages sent or given up more than
   * `retentionMs` ago, in batches; answers how many.
   */
  purgeFinished(retentionMs: number, now?: Date): Promise<number>;
}

/**
 * An absolute link for a mail, on the shop's public origin (`PUBLIC_URL`): a mail client has no
 * page to resolve a relative link against, and a request's Host is the sender's to choose.
 */
export function mailLink(publicOrigin: string, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//"))
    throw new Error(`A mail link needs a path on the shop, not ${path}`);
  return `${publicOrigin}${path}`;
}

/** The built-in transport: the outbox is the mailbox, so delivering is marking as sent. */
export const OUTBOX_TRANSPORT: MailTransport = {
  name: "outbox only (no SMTP_URL)",
  outboxIsMailbox: true,
  async send() {
    return { status: "sent" };
  },
};

/** One try is abandoned (its connection closed) after this and counts as failed for now. */
export const SEND_TIMEOUT_MS = 60_000;
const DELIVERY_BATCH = 50;
const PURGE_BATCH = 1000;

/**
 * Mails one recipient may get in an hour, whatever asked for them (resets, opt-ins, restocks):
 * past it a request still answers as usual, but no mail is queued, so nobody can flood an inbox
 * through the store, and the answer tells an attacker nothing.
 */
export const MAILS_PER_RECIPIENT: RateRule = {
  name: "mail-recipient",
  limit: 10,
  windowMs: 60 * 60 * 1000,
};

/** Calls that send mail (reset requests, opt-ins, back-in-stock sign-ups) one address may make an hour. */
export const mailRequestsPerAddress = (limit: number): RateRule => ({
  name: "mail-request-address",
  limit,
  windowMs: 60 * 60 * 1000,
});

const keyOf = (row: OutboxRow) => `outbox.${row.message_id}.${new Date(row.created_at).getTime()}`;

export function createMailer(deps: {
  db: Db;
  transport?: MailTransport;
  /** Without limits (tests of delivery alone) every message is queued. */
  limits?: RateLimits;

  /** The delivery's "now"; without it the database's clock. Tests drive one. */
  clock?: () => Date;
  maxAttempts?: number;
}): Mailer {
  const { db } = deps;
  const transport = deps.transport ?? OUTBOX_TRANSPORT;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const now = () => deps.clock?.() ?? null;
  // Messages a mail server took whose mark did not commit (the database failed). They are
  // recorded before anything is claimed again, long before their lease lets anyone resend them.
  const unrecorded = new Set<string>();

  async function recordSent(messageIds: readonly string[]): Promise<void> {
    try {
      await markSent(db, messageIds, now());
      for (const id of messageIds) unrecorded.delete(id);
      if (!transport.outboxIsMailbox) await dropSentBodies(db, messageIds);
    } catch (error) {
      for (const id of messageIds) unrecorded.add(id);
      throw error;
    }
  }

  /** One try of one claimed message, its outcome recorded; false when the run should stop. */
  async function attempt(
    row: OutboxRow,
    claimId: string,
    report: DeliveryReport,
  ): Promise<boolean> {
    const mail: OutgoingMail = {
      key: keyOf(row),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    // No transaction is open here: the claim committed before the first send.
    const outcome = await transport
      .send(mail, AbortSignal.timeout(SEND_TIMEOUT_MS))
      .catch((error: unknown): SendOutcome => {
        const reason = error instanceof Error ? error.message : String(error);
        return { status: "retry", reason, scope: "server" };
      });
    if (outcome.status === "sent") {
      await recordSent([row.message_id]);
      report.sent++;
      return true;
    }
    const failure: MailFailure = {
      messageId: row.message_id,
      attempts: row.attempts,
      reason: outcome.reason.slice(0, LAST_ERROR_LENGTH),
    };
    const mark = { id: row.message_id, claimId, now: now(), error: failure.reason };
    if (outcome.status === "failed" || row.attempts >= maxAttempts) {
      await markFailed(db, mark);
      report.failed.push(failure);
    } else {
      await markRetry(db, { ...mark, delaySeconds: retryDelaySeconds(row.attempts) });
      report.deferred.push(failure);
    }
    return outcome.status === "failed" || outcome.scope === "message";
  }

  return {
    transport: transport.name,
    async enqueue(tx, message) {
      const recipient = message.to.trim().toLowerCase();
      if (deps.limits && !(await deps.limits.allow(MAILS_PER_RECIPIENT, recipient, tx))) return;
      await insertMessage(tx, message, now());
    },
    async deliverPending(limit = DELIVERY_BATCH, stop) {
      const report: DeliveryReport = { sent: 0, deferred: [], failed: [] };
      if (unrecorded.size > 0) await recordSent([...unrecorded]);
      if (stop?.aborted) return report;
      // A try is started only if it ends inside the lease, even when it runs to its timeout.
      const startBy = performance.now() + CLAIM_LEASE_SECONDS * 1000 - SEND_TIMEOUT_MS - 5000;
      const claimId = randomUUID();
      const claimed = await db.transaction((tx) => claimDue(tx, { claimId, now: now(), limit }));
      let tried = 0;
      for (const row of claimed) {
        if (stop?.aborted || performance.now() > startBy) break;
        tried++;
        if (!(await attempt(row, claimId, report))) break;
      }
      const untried = claimed.slice(tried).map((row) => row.message_id);
      if (untried.length > 0) await releaseClaimed(db, untried, claimId);
      return report;
    },
    latest(limit) {
      return selectLatest(db, limit);
    },
    async purgeFinished(retentionMs, at) {
      const before = new Date((at ?? deps.clock?.() ?? new Date()).getTime() - retentionMs);
      let purged = 0;
      for (;;) {
        const gone = await deleteFinished(db, before, PURGE_BATCH);
        purged += gone;
        if (gone < PURGE_BATCH) return purged;
      }
    },
  };
}
