import type { Queryable } from "../../platform/database/db.types";

/** Keeps a mailed link's secret (its hash) for an order until `expiresAt`. */
export async function insertAccessKey(
  tx: Queryable,
  key: { hash: string; orderNo: string; purpose: string; expiresAt: Date },
): Promise<void> {
  await tx.query(
    `insert into order_access_keys (key_hash, order_no, purpose, expires_at)
     values ($1, $2, $3, $4)`,
    [key.hash, key.orderNo, key.purpose, key.expiresAt],
  );
}

/** Whether a live mailed link of the order has this hash. */
export async function selectLiveAccessKey(
  db: Queryable,
  orderNo: string,
  hash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ key_hash: string }>(
    `select key_hash from order_access_keys
      where key_hash = $1 and order_no = $2 and expires_at > $3`,
    [hash, orderNo, now],
  );
  return rows.length === 1;
}

/** Deletes up to `limit` mailed links that stopped working before `now`; answers how many. */
export async function deleteExpiredAccessKeys(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<number> {
  const gone = await db.query<{ key_hash: string }>(
    `delete from order_access_keys
      where key_hash in (select key_hash from order_access_keys where expires_at <= $1 limit $2)
      returning key_hash`,
    [now, limit],
  );
  return gone.length;
}

/**
 * Moves a guest's order to a registered shopper, with a line in its history; an order already
 * in an account stays where it is. Answers whether the order is now the shopper's.
 */
export async function attachGuestOrder(
  tx: Queryable,
  orderNo: string,
  consumerNo: string,
): Promise<boolean> {
  const moved = await tx.query<{ order_no: string }>(
    `with moved as (
       update orders set consumer_no = $2
        where order_no = $1 and consumer_no like 'G%' returning order_no
     )
     insert into order_history (order_no, event, detail)
     select order_no, 'account', json_build_object('from', 'guest', 'by', 'sign-in')::jsonb
       from moved
     returning order_no`,
    [orderNo, consumerNo],
  );
  if (moved.length > 0) return true;
  const [row] = await tx.query<{ consumer_no: string }>(
    "select consumer_no from orders where order_no = $1",
    [orderNo],
  );
  return row?.consumer_no === consumerNo;
}
