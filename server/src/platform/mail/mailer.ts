import type { Db, Queryable } from "../database/db.types";
import type { RateLimits, RateRule } from "../rate-limit/rate-limits";
import {
  claimPending,
  insertMessage,
  markSent,
  selectLatest,
  type OutboxRow,
} from "./outbox.tables";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Hands a message to the outside world. The built-in one only records that the message left the
 * outbox; an SMTP transport implements the same interface.
 */
export interface MailTransport {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

export interface Mailer {
  /** Queues a message in the outbox, inside the caller's transaction. */
  enqueue(tx: Queryable, message: MailMessage): Promise<void>;
  /** One delivery run: claims pending messages, sends each, marks the sent ones. */
  deliverPending(limit?: number): Promise<{ sent: number; failed: number }>;
  /** The latest messages, newest first, for the developer's outbox page. */
  latest(limit: number): Promise<OutboxRow[]>;
}

/** The built-in transport: the outbox is the mailbox, so delivering is marking as sent. */
export const OUTBOX_TRANSPORT: MailTransport = {
  name: "outbox",
  async send() {},
};

const DELIVERY_BATCH = 50;

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

export function createMailer(deps: {
  db: Db;
  transport?: MailTransport;
  /** Without limits (tests of delivery alone) every message is queued. */
  limits?: RateLimits;
}): Mailer {
  const { db } = deps;
  const transport = deps.transport ?? OUTBOX_TRANSPORT;
  return {
    async enqueue(tx, message) {
      const recipient = message.to.trim().toLowerCase();
      if (deps.limits && !(await deps.limits.allow(MAILS_PER_RECIPIENT, recipient, tx))) return;
      await insertMessage(tx, message);
    },
    async deliverPending(limit = DELIVERY_BATCH) {
      // The claim commits before sending: no transaction stays open across a call to a mail server.
      const claimed = await db.transaction((tx) => claimPending(tx, limit));
      let sent = 0;
      let failed = 0;
      for (const row of claimed) {
        try {
          await transport.send({
            to: row.to_address,
            subject: row.subject,
            text: row.text_body,
            html: row.html_body,
          });
          await markSent(db, row.message_id);
          sent++;
        } catch {
          // Left claimed: the next run after the lease tries again.
          failed++;
        }
      }
      return { sent, failed };
    },
    latest(limit) {
      return selectLatest(db, limit);
    },
  };
}
