import type { Queryable } from "../database/db.types";

/**
 * The claim-and-lease mechanism shared by every table of work to be done outside the
 * transaction that wrote it (the mail outbox, event deliveries). A row is due when its
 * `next_attempt_at` has come and it is neither done nor failed. A run claims due rows with
 * `for update skip locked` (several processes never take the same row), counts an attempt and
 * pushes `next_attempt_at` past the lease, so a claimed row is invisible to every other run
 * until its run records an outcome, or until the lease runs out because its process died.
 *
 * The table needs: `<id> bigint` (the key), `next_attempt_at`, `attempts`, `claim_id`,
 * `claimed_at`, `last_error`, `failed_at` and the "done" column (`sent_at`, `delivered_at`).
 */
export interface QueueTable {
  /** The table's name (a constant of our code, never input). */
  readonly table: string;
  /** The bigint key column. */
  readonly id: string;
  /** The column set when the work is done. */
  readonly done: string;
  /** What a claim returns: a select list over the table's columns. */
  readonly columns: string;
}

/**
 * A claimed row becomes claimable again after this, if its run never finished (the process
 * died). A run starts no try it could not finish inside the lease.
 */
export const CLAIM_LEASE_SECONDS = 300;
/** Tries a row gets, the first included, before it is given up. */
export const MAX_ATTEMPTS = 10;
/** The wait after the first failed try; it doubles after each one, up to the cap. */
export const RETRY_BASE_SECONDS = 30;
export const RETRY_MAX_SECONDS = 60 * 60;
/** Longest reason kept in `last_error`. */
export const LAST_ERROR_LENGTH = 1000;

/** The wait before the next try of a row that has had `attempts` tries: 30 s, 1 min, 2 min … 1 h. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(RETRY_BASE_SECONDS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_SECONDS);
}

/**
 * "Now" in every statement: the caller's time when it passes one (tests drive a clock), else
 * the database's, one clock for every process whatever their own say. Always parameter $2.
 */
const NOW = "coalesce($2::timestamptz, now())";

export interface LeasedQueue<Row> {
  /**
   * Claims up to `limit` due rows for one run (only among `ids` when given: the rows a
   * transaction just wrote, delivered at once after its commit).
   */
  claimDue(
    db: Queryable,
    claim: { claimId: string; now: Date | null; limit: number; ids?: readonly string[] },
  ): Promise<Row[]>;
  /** Records rows as done; whoever claimed them, the work happened. */
  markDone(db: Queryable, ids: readonly string[], now: Date | null): Promise<void>;
  /** Schedules the next try of a row this run still holds. */
  markRetry(
    db: Queryable,
    retry: { id: string; claimId: string; now: Date | null; delaySeconds: number; error: string },
  ): Promise<void>;
  /** Gives a row up for good; it is never claimed again. */
  markFailed(
    db: Queryable,
    failure: { id: string; claimId: string; now: Date | null; error: string },
  ): Promise<void>;
  /** Hands back rows a run claimed but did not try: due at once, their attempt not counted. */
  release(db: Queryable, ids: readonly string[], claimId: string): Promise<void>;
}

export function leasedQueue<Row>(shape: QueueTable): LeasedQueue<Row> {
  const { table, id, done, columns } = shape;
  return {
    claimDue(db, claim) {
      return db.query<Row>(
        `with due as (
           select ${id} as due_id from ${table}
            where ${done} is null and failed_at is null and next_attempt_at <= ${NOW}
              and ($5::bigint[] is null or ${id} = any($5::bigint[]))
            order by next_attempt_at, ${id}
            limit $3
            for update skip locked)
         update ${table}
            set claim_id = $1, claimed_at = ${NOW}, attempts = attempts + 1,
                next_attempt_at = ${NOW} + make_interval(secs => $4)
           from due
          where ${id} = due_id
         returning ${columns}`,
        [claim.claimId, claim.now, claim.limit, CLAIM_LEASE_SECONDS, claim.ids ?? null],
      );
    },
    async markDone(db, ids, now) {
      await db.query(
        `update ${table} set ${done} = ${NOW}, claim_id = null
          where ${id} = any($1::bigint[]) and ${done} is null`,
        [ids, now],
      );
    },
    async markRetry(db, retry) {
      await db.query(
        `update ${table}
            set next_attempt_at = ${NOW} + make_interval(secs => $3), last_error = $4, claim_id = null
          where ${id} = $1::bigint and claim_id = $5`,
        [retry.id, retry.now, retry.delaySeconds, retry.error, retry.claimId],
      );
    },
    async markFailed(db, failure) {
      await db.query(
        `update ${table} set failed_at = ${NOW}, last_error = $3, claim_id = null
          where ${id} = $1::bigint and claim_id = $4`,
        [failure.id, failure.now, failure.error, failure.claimId],
      );
    },
    async release(db, ids, claimId) {
      await db.query(
        `update ${table} set attempts = attempts - 1, next_attempt_at = claimed_at, claim_id = null
          where ${id} = any($1::bigint[]) and claim_id = $2`,
        [ids, claimId],
      );
    },
  };
}
