import type { Queryable } from "../../platform/database/db.types";
import type { Shopper } from "../../platform/http/request-scope";

export async function insertSession(
  db: Queryable,
  session: {
    tokenHash: string;
    consumerNo: string;
    consumerType: Shopper["consumerType"];
    expiresAt: Date;
  },
): Promise<void> {
  await db.query(
    "insert into shopper_sessions (token_hash, consumer_no, consumer_type, expires_at) values ($1, $2, $3, $4)",
    [session.tokenHash, session.consumerNo, session.consumerType, session.expiresAt.toISOString()],
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
