import type { Queryable } from "../database/db.types";
import type { MailMessage } from "./mailer";

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

/** A claimed message becomes claimable again after this, if its delivery never finished. */
export const CLAIM_LEASE_SECONDS = 300;

export async function insertMessage(db: Queryable, message: MailMessage): Promise<void> {
  await db.query(
    "insert into outbox (to_address, subject, text_body, html_body) values ($1, $2, $3, $4)",
    [message.to, message.subject, message.text, message.html],
  );
}

/**
 * Claims up to `limit` unsent messages for one delivery run. SKIP LOCKED lets several servers
 * run the job at once without sending a message twice; the lease frees what a crashed run held.
 */
export async function claimPending(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `update outbox set claimed_at = now(), attempts = attempts + 1
      where message_id in (
        select message_id from outbox
         where sent_at is null
           and (claimed_at is null or claimed_at < now() - make_interval(secs => $2))
         order by message_id
         limit $1
         for update skip locked)
      returning ${COLUMNS}`,
    [limit, CLAIM_LEASE_SECONDS],
  );
}

export async function markSent(db: Queryable, messageId: string): Promise<void> {
  await db.query("update outbox set sent_at = now() where message_id = $1::bigint", [messageId]);
}

export async function selectLatest(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(`select ${COLUMNS} from outbox order by message_id desc limit $1`, [
    limit,
  ]);
}
