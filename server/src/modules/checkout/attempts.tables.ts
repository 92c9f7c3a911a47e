import type { Queryable } from "../../platform/database/db.types";

/** The placement's steps in order (decision 0065); `failed` ends an attempt that undid itself. */
export const ATTEMPT_STEPS = [
  "begun",
  "reserved",
  "authorised",
  "challenge",
  "ordered",
  "captured",
  "settled",
  "failed",
] as const;
export type AttemptStep = (typeof ATTEMPT_STEPS)[number];

/** Steps before the order exists: an attempt stuck in one of them is undone, not finished. */
export const BEFORE_ORDER: readonly AttemptStep[] = ["begun", "reserved", "authorised"];

export interface AttemptRow {
  attempt_id: string;
  basket_id: string;
  idempotency_key: string;
  consumer_no: string;
  step: AttemptStep;
  order_no: string | null;
  answer: unknown;
  /** The provider payment the saga authorised, once it has one. */
  payment_id: string | null;
  /** What the saga settled on before it called the provider (amounts, tender), for recovery. */
  plan: unknown;
  /** The hash of what the submit asked for (decision 0079); null on attempts from before. */
  fingerprint: string | null;
  updated_at: Date;
}

const ATTEMPT_COLUMNS =
  "attempt_id, basket_id, idempotency_key, consumer_no, step, order_no, answer, payment_id, plan, fingerprint, updated_at";

/**
 * Starts an attempt under (bag, key), unless one exists: then nothing is written. Neither a
 * repeated key nor a second attempt of a bag in flight can be inserted (the unique keys), so
 * racing submits insert one row between them.
 */
export async function insertAttempt(
  tx: Queryable,
  attempt: {
    attemptId: string;
    basketId: string;
    key: string;
    consumerNo: string;
    fingerprint: string;
  },
): Promise<AttemptRow | null> {
  const rows = await tx.query<AttemptRow>(
    `insert into checkout_attempts (attempt_id, basket_id, idempotency_key, consumer_no,
       fingerprint)
     values ($1, $2, $3, $4, $5)
     on conflict do nothing
     returning ${ATTEMPT_COLUMNS}`,
    [attempt.attemptId, attempt.basketId, attempt.key, attempt.consumerNo, attempt.fingerprint],
  );
  return rows[0] ?? null;
}

/** An attempt recovery undid after its process died: failed, and never answered. */
export function wasUndone(attempt: AttemptRow): boolean {
  return attempt.step === "failed" && (attempt.answer === null || attempt.answer === undefined);
}

/**
 * Forgets the attempt under (bag, key) that recovery undid after its process died (failed, and
 * no answer: the shopper was never told anything, and nothing of it is held), so a retry of the
 * same key places the bag afresh, under a new attempt id (a new provider key), instead of
 * replaying an outage that never happened (decision 0083).
 */
export async function deleteUndoneAttempt(
  tx: Queryable,
  basketId: string,
  key: string,
): Promise<void> {
  await tx.query(
    `delete from checkout_attempts
      where basket_id = $1 and idempotency_key = $2 and step = 'failed' and answer is null`,
    [basketId, key],
  );
}

/** The attempt under this key, or else the bag's attempt in flight, or else null. */
export async function selectExistingAttempt(
  tx: Queryable,
  basketId: string,
  key: string,
): Promise<AttemptRow | null> {
  const rows = await tx.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from checkout_attempts
      where basket_id = $1
        and (idempotency_key = $2 or step in ('begun', 'reserved', 'authorised'))
      order by (idempotency_key = $2) desc
      limit 1`,
    [basketId, key],
  );
  return rows[0] ?? null;
}

/** What a move may also record on the attempt. */
export interface AttemptFields {
  orderNo?: string;
  answer?: unknown;
  paymentId?: string;
  plan?: unknown;
}

/**
 * Moves an attempt from one step to the next, only if it is still at `from` (a recovery that
 * took it over, or a racing repeat, finds it moved and does nothing). True when it moved.
 */
export async function moveAttempt(
  tx: Queryable,
  attemptId: string,
  from: AttemptStep,
  to: AttemptStep,
  fields: AttemptFields = {},
): Promise<boolean> {
  const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
  const rows = await tx.query<{ attempt_id: string }>(
    `update checkout_attempts
        set step = $3, updated_at = now(),
            order_no = coalesce($4, order_no),
            answer = coalesce($5::jsonb, answer),
            payment_id = coalesce($6, payment_id),
            plan = coalesce($7::jsonb, plan)
      where attempt_id = $1 and step = $2
      returning attempt_id`,
    [
      attemptId,
      from,
      to,
      fields.orderNo ?? null,
      json(fields.answer),
      fields.paymentId ?? null,
      json(fields.plan),
    ],
  );
  return rows.length === 1;
}

/** Attempts not finished whose last move is older than `before`: for recovery. */
export async function selectStuckAttempts(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from checkout_attempts
      where step not in ('settled', 'failed') and updated_at < $1
      order by updated_at limit $2`,
    [before, limit],
  );
}

/** The attempt under (bag, key), or null. */
export async function selectAttempt(
  db: Queryable,
  basketId: string,
  key: string,
): Promise<AttemptRow | null> {
  const rows = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from checkout_attempts
      where basket_id = $1 and idempotency_key = $2`,
    [basketId, key],
  );
  return rows[0] ?? null;
}

/** A shopper's attempt under `key`, on whichever bag (the latest), or null. */
export async function selectAttemptOfShopper(
  db: Queryable,
  consumerNo: string,
  key: string,
): Promise<AttemptRow | null> {
  const rows = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from checkout_attempts
      where consumer_no = $1 and idempotency_key = $2
      order by updated_at desc limit 1`,
    [consumerNo, key],
  );
  return rows[0] ?? null;
}

/** The attempt that made an order, or null. */
export async function selectAttemptOfOrder(
  db: Queryable,
  orderNo: string,
): Promise<AttemptRow | null> {
  const rows = await db.query<AttemptRow>(
    `select ${ATTEMPT_COLUMNS} from checkout_attempts
      where order_no = $1 order by updated_at desc limit 1`,
    [orderNo],
  );
  return rows[0] ?? null;
}

/**
 * Forgets the confirmation secret (`st`) in the answers of attempts settled before `before`:
 * a repeat of their key still gets the order number, and the secret stays only in the
 * shopper's e-mail (issue 14). Answers how many were cleared.
 */
export async function purgeSettledSecrets(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query<{ attempt_id: string }>(
    `update checkout_attempts set answer = answer #- '{placement,st}'
      where step = 'settled' and updated_at < $1 and answer->'placement' ? 'st'
      returning attempt_id`,
    [before],
  );
  return rows.length;
}
