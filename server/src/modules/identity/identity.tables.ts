import type { Queryable } from "../../platform/database/db.types";
import type { Shopper } from "../../platform/http/request-scope";
import { deleteBefore } from "../../platform/database/delete-before";

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: string;
    consumerNo: string;
    consumerType: Shopper["consumerType"];
    expiresAt: Date;
    /** The refresh-token chain a registered access token comes from. */
    familyId?: string;
  },
): Promise<void> {
  await db.query(
    `insert into shopper_sessions (token_hash, consumer_no, consumer_type, expires_at, family_id)
     values ($1, $2, $3, $4, $5)`,
    [
      session.tokenHash,
      session.consumerNo,
      session.consumerType,
      session.expiresAt.toISOString(),
      session.familyId ?? null,
    ],
  );
}

export async function selectLiveSession(db: Queryable, tokenHash: string): Promise<Shopper | null> {
  const rows = await db.query<{ consumer_no: string; consumer_type: Shopper["consumerType"] }>(
    `select consumer_no, consumer_type from shopper_sessions
      where token_hash = $1 and revoked_at is null and expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? { consumerNo: row.consumer_no, consumerType: row.consumer_type } : null;
}

/**
 * Up to `limit` shoppers who can never come back: every session they hold is a guest session
 * that expired before `deadBefore` (a revoked one still waits for its expiry). A shopper with any registered session or
 * any session still alive is never listed.
 */
export async function selectGoneGuests(
  db: Queryable,
  deadBefore: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ consumer_no: string }>(
    `select distinct s.consumer_no from shopper_sessions s
      where s.consumer_type = 'GUEST' and s.expires_at < $1
        and not exists (
          select 1 from shopper_sessions o
           where o.consumer_no = s.consumer_no
             and (o.consumer_type <> 'GUEST' or o.expires_at >= $1))
      limit $2`,
    [deadBefore.toISOString(), limit],
  );
  return rows.map((row) => row.consumer_no);
}

/** Deletes these shoppers' guest sessions that expired before `deadBefore`. */
export async function deleteDeadGuestSessions(
  db: Queryable,
  consumerNos: readonly string[],
  deadBefore: Date,
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (
       delete from shopper_sessions
        where consumer_no = any($1::text[]) and consumer_type = 'GUEST'
          and expires_at < $2
       returning 1)
     select count(*)::int as n from gone`,
    [consumerNos, deadBefore.toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/**
 * The credentials that can no longer open anything: registered sessions (access tokens),
 * refresh tokens, sign-in codes and password-reset links that expired before `before`. Each
 * table's expired rows are refused already; keeping them only grows the tables. Guest
 * sessions are left to the guest purge, which removes what the guest owned first.
 */
const SPENT_CREDENTIALS = [
  { table: "shopper_sessions", key: "token_hash", where: "consumer_type <> 'GUEST'" },
  { table: "refresh_tokens", key: "token_hash", where: "true" },
  { table: "auth_codes", key: "code_hash", where: "true" },
  { table: "password_resets", key: "token_hash", where: "true" },
] as const;

/** Deletes up to `limit` spent credentials of each kind; answers how many went in all. */
export async function deleteSpentCredentials(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  let deleted = 0;
  for (const { table, key, where } of SPENT_CREDENTIALS) {
    deleted += await deleteBefore(db, { table, key, column: "expires_at", where }, before, limit);
  }
  return deleted;
}
