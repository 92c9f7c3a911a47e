import type { Queryable } from "../../platform/database/db.types";

/** Keeps a redeemed code's sealed answer until `until` (decision 0050). */
export async function updateSealedAnswer(
  db: Queryable,
  codeHash: string,
  sealed: string,
  until: Date,
): Promise<void> {
  await db.query(
    "update auth_codes set sealed_answer = $2, sealed_until = $3 where code_hash = $1",
    [codeHash, sealed, until.toISOString()],
  );
}

/** The sealed answer of a redeemed code while its replay window is open, else null. */
export async function selectSealedAnswer(
  db: Queryable,
  codeHash: string,
): Promise<{ sealed: string; codeChallenge: string } | null> {
  const [row] = await db.query<{ sealed_answer: string; code_challenge: string }>(
    `select sealed_answer, code_challenge from auth_codes
      where code_hash = $1 and used_at is not null and sealed_answer is not null
        and sealed_until > now()`,
    [codeHash],
  );
  return row ? { sealed: row.sealed_answer, codeChallenge: row.code_challenge } : null;
}

/** Forgets sealed answers whose window closed; answers how many. */
export async function clearClosedSealedAnswers(db: Queryable): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with cleared as (
       update auth_codes set sealed_answer = null
        where sealed_answer is not null and sealed_until <= now()
       returning 1)
     select count(*)::int as n from cleared`,
  );
  return rows[0]?.n ?? 0;
}
