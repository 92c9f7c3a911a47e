import type { Queryable } from "../../platform/database/db.types";

/**
 * Stores a sign-up; answers false when the same one was already waiting. A sign-up that was
 * already notified is armed again, since the shopper asks to hear about the next restock.
 */
export async function upsertSubscription(
  db: Queryable,
  sub: { upc: string; email: string; locale: string },
): Promise<boolean> {
  const existing = await db.query<{ notified: boolean }>(
    `select notified_at is not null as notified from stock_notifications
      where upc = $1 and email = $2 for update`,
    [sub.upc, sub.email],
  );
  const row = existing[0];
  if (row && !row.notified) return false;
  await db.query(
    `insert into stock_notifications (upc, email, locale) values ($1, $2, $3)
     on conflict (upc, email) do update
       set locale = excluded.locale, created_at = now(), notified_at = null`,
    [sub.upc, sub.email, sub.locale],
  );
  return true;
}

/** Takes the waiting sign-ups of a SKU and marks them notified, so each is mailed once. */
export async function claimWaiting(
  db: Queryable,
  upc: string,
): Promise<{ email: string; locale: string }[]> {
  return db.query<{ email: string; locale: string }>(
    `update stock_notifications set notified_at = now()
      where (upc, email) in (
        select upc, email from stock_notifications
         where upc = $1 and notified_at is null
         for update skip locked)
      returning email, locale`,
    [upc],
  );
}
