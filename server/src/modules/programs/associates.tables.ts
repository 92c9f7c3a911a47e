import type { Queryable } from "../../platform/database/db.types";
import { deleteBefore } from "../../platform/database/delete-before";

export interface CredentialRow {
  secret_hash: string;
  failed_attempts: number;
  locked: boolean;
}

export async function selectCredential(
  db: Queryable,
  storeId: string,
  storeEmployeeId: string,
): Promise<CredentialRow | null> {
  const rows = await db.query<CredentialRow>(
    `select secret_hash, failed_attempts,
            coalesce(locked_until > now(), false) as locked
       from associate_credentials where store_id = $1 and store_employee_id = $2`,
    [storeId, storeEmployeeId],
  );
  return rows[0] ?? null;
}

/** Sets (or replaces) an associate's secret hash and clears any lockout. */
export async function upsertCredential(
  db: Queryable,
  credential: { storeId: string; storeEmployeeId: string; secretHash: string },
): Promise<void> {
  await db.query(
    `insert into associate_credentials (store_id, store_employee_id, secret_hash)
     values ($1, $2, $3)
     on conflict (store_id, store_employee_id) do update
       set secret_hash = excluded.secret_hash, failed_attempts = 0, locked_until = null,
           updated_at = now()`,
    [credential.storeId, credential.storeEmployeeId, credential.secretHash],
  );
}

/**
 * Counts a failed attempt in one statement (two devices failing at once both count); the
 * `maxAttempts`-th failure in a row locks the associate for `lockSeconds`.
 */
export async function recordFailedAttempt(
  db: Queryable,
  storeId: string,
  storeEmployeeId: string,
  lockout: { maxAttempts: number; lockSeconds: number },
): Promise<{ attempts: number; locked: boolean }> {
  const rows = await db.query<{ failed_attempts: number; locked: boolean }>(
    `update associate_credentials
        set failed_attempts = case when failed_attempts + 1 >= $3 then 0
                                   else failed_attempts + 1 end,
            locked_until = case when failed_attempts + 1 >= $3
                                then now() + make_interval(secs => $4) else locked_until end,
            updated_at = now()
      where store_id = $1 and store_employee_id = $2
      returning failed_attempts, coalesce(locked_until > now(), false) as locked`,
    [storeId, storeEmployeeId, lockout.maxAttempts, lockout.lockSeconds],
  );
  const row = rows[0];
  return row
    ? { attempts: row.locked ? lockout.maxAttempts : row.failed_attempts, locked: row.locked }
    : { attempts: 0, locked: false };
}

export async function clearFailedAttempts(
  db: Queryable,
  storeId: string,
  storeEmployeeId: string,
  rehashed: string | null,
): Promise<void> {
  await db.query(
    `update associate_credentials
        set failed_attempts = 0, locked_until = null, updated_at = now(),
            secret_hash = coalesce($3, secret_hash)
      where store_id = $1 and store_employee_id = $2`,
    [storeId, storeEmployeeId, rehashed],
  );
}

export interface InStoreRow {
  store_id: string;
  store_name: string;
  store_employee_id: string;
  store_employee_name: string;
  expires_at: Date | string;
}

export async function insertInStoreSession(
  db: Queryable,
  session: {
    sessionHash: string;
    storeId: string;
    storeName: string;
    storeEmployeeId: string;
    storeEmployeeName: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    `insert into in_store_sessions
       (session_hash, store_id, store_name, store_employee_id, store_employee_name, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      session.sessionHash,
      session.storeId,
      session.storeName,
      session.storeEmployeeId,
      session.storeEmployeeName,
      session.expiresAt.toISOString(),
    ],
  );
}

/** A live (not ended, not expired) in-store session. */
export async function selectLiveInStoreSession(
  db: Queryable,
  sessionHash: string,
): Promise<InStoreRow | null> {
  const rows = await db.query<InStoreRow>(
    `select store_id, store_name, store_employee_id, store_employee_name, expires_at
       from in_store_sessions
      where session_hash = $1 and ended_at is null and expires_at > now()`,
    [sessionHash],
  );
  return rows[0] ?? null;
}

export async function endInStoreSession(db: Queryable, sessionHash: string): Promise<void> {
  await db.query(
    `update in_store_sessions set ended_at = now() where session_hash = $1 and ended_at is null`,
    [sessionHash],
  );
}

/** Deletes up to `limit` buy-in-store sessions that expired before `before` (ended or not). */
export async function deleteExpiredInStoreSessions(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<number> {
  return deleteBefore(
    db,
    { table: "in_store_sessions", key: "session_hash", column: "expires_at" },
    before,
    limit,
  );
}
