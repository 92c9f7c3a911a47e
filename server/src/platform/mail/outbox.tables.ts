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

/**
 * A claimed message becomes claimable again after this, if its run never finished (the process
 * died). A run starts no send it could not finish inside the lease.
 */
export const CLAIM_LEASE_SECONDS = 300;

/**
 * "Now" in every statement below: the caller's time when it passes one (tests drive a clock),
 * else the database's, one clock for every process whatever their own say.
 */
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

/**
 * Claims up to `limit` due messages for one delivery run: counts an attempt for each and hides
 * them for the lease. SKIP LOCKED lets several servers run the job at once without claiming a
 * message twice.
 */
export async function claimDue(
  db: Queryable,
  claim: { claimId: string; now: Date | null; limit: number },
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `with due as (
       select message_id as due_id from outbox
        where sent_at is null and failed_at is null and next_attempt_at <= ${NOW}
        order by next_attempt_at, message_id
        limit $3
        for update skip locked)
     update outbox
        set claim_id = $1, claimed_at = ${NOW}, attempts = attempts + 1,
            next_attempt_at = ${NOW} + make_interval(secs => $4)
       from due
      where message_id = due_id
     returning ${COLUMNS}`,
    [claim.claimId, claim.now, claim.limit, CLAIM_LEASE_SECONDS],
  );
}

/** Records messages a mail server took; whoever claimed them, they are sent. */
export async function markSent(
  db: Queryable,
  messageIds: readonly string[],
  now: Date | null,
): Promise<void> {
  await db.query(
    `update outbox set sent_at = ${NOW}, claim_id = null
      where message_id = any($1::bigint[]) and sent_at is null`,
    [messageIds, now],
  );
}

/** Schedules the next try of a message this run still holds. */
export async function markRetry(
  db: Queryable,
  retry: {
    messageId: string;
    claimId: string;
    now: Date | null;
    delaySeconds: number;
    error: string;
  },
): Promise<void> {
  await db.query(
    `update outbox
        set next_attempt_at = ${NOW} + make_interval(secs => $3), last_error = $4, claim_id = null
      where message_id = $1::bigint and claim_id = $5`,
    [retry.messageId, retry.now, retry.delaySeconds, retry.error, retry.claimId],
  );
}

/** Gives a message up for good; it is never claimed again. */
export async function markFailed(
  db: Queryable,
  failure: { messageId: string; claimId: string; now: Date | null; error: string },
): Promise<void> {
  await db.query(
    `update outbox set failed_at = ${NOW}, last_error = $3, claim_id = null
      where message_id = $1::bigint and claim_id = $4`,
    [failure.messageId, failure.now, failure.error, failure.claimId],
  );
}

/** Hands back messages a run claimed but did not try: due at once, their attempt not counted. */
export async function releaseClaimed(
  db: Queryable,
  messageIds: readonly string[],
  claimId: string,
): Promise<void> {
  await db.query(
    `update outbox set attempts = attempts - 1, next_attempt_at = claimed_at, claim_id = null
      where message_id = any($1::bigint[]) and claim_id = $2`,
    [messageIds, claimId],
  );
}

export async function selectLatest(db: Queryable, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(`select ${COLUMNS} from outbox order by message_id desc limit $1`, [
    limit,
  ]);
}
