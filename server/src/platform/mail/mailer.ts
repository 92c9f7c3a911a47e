import type { Db, Queryable } from "../database/db.types";
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
  name: "outbox",
  async send() {},
};

const DELIVERY_BATCH = 50;

export function createMailer(deps: { db: Db; transport?: MailTransport }): Mailer {
  const { db } = deps;
  const transport = deps.transport ?? OUTBOX_TRANSPORT;
  return {
    async enqueue(tx, message) {
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
