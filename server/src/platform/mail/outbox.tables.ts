import type { Queryable } from "../database/db.types";
import { CLAIM_LEASE_SECONDS, leasedQueue } from "../queue/leased-queue";

/** A message as an area writes it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxRow {
  message_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
  sent_at: Date | string | null;
  attempts: number;
}

const COLUMNS =
  "message_id::text as message_id, to_address, subject, text_body, html_body, created_at, sent_at, attempts";

/** Messages are claimed, retried and given up by the shop's one claim-and-lease mechanism. */
const queue = leasedQueue<OutboxRow>({
  table: "outbox",
  id: "message_id",
  done: "sent_at",
  columns: COLUMNS,
});

export { CLAIM_LEASE_SECONDS };

/** "Now": the caller's time when it passes one (tests drive a clock), else the database's. */
const NOW = "coalesce($2::timestamptz, now())";

export async function insertMessage(
  db: Queryable,
  message: MailMessage,
  now: Date | null,
): Promise<void> {
  await db.query(
    `insert into outbox (to_address, subject, text_body, html_body, created_at, next_attempt_at)
     values ($1, $3, $4, $5, ${NOW}, ${NOW})`,
    [message.to, now, message.subject, message.text, message.html],
  );
}

/** Claims up to `limit` due messages for one delivery run (see platform/queue). */
export const claimDue = queue.claimDue;
/** Records messages a mail server took; whoever claimed them, they are sent. */
export const markSent = queue.markDone;
export const markRetry = queue.markRetry;
export const markFailed = queue.markFailed;
export const releaseClaimed = queue.release;

export async function selectLatest(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(`select ${COLUMNS} from outbox order by message_id desc limit $1`, [
    limit,
  ]);
}

/**
 * Drops the bodies of messages a mail server took (decision 0078): reset links, card numbers and
 * PINs then live in the recipient's mailbox only, not in the shop's database. Recipient, subject
 * and times stay, until the outbox's retention.
 */
export async function dropSentBodies(db: Queryable, ids: readonly string[]): Promise<void> {
  await db.query(
    `update outbox set text_body = '', html_body = ''
      where message_id = any($1::bigint[]) and sent_at is not null`,
    [ids],
  );
}

/** Deletes up to `limit` messages sent or given up before `before`; answers how many. */
export async function deleteFinished(db: Queryable, before: Date, limit: number): Promise<number> {
  const rows = await db.query(
    `delete from outbox where message_id in (
       select message_id from outbox
        where sent_at < $1::timestamptz or failed_at < $1::timestamptz
        limit $2)
     returning 1`,
    [before.toISOString(), limit],
  );
  return rows.length;
}
