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
           -- An address whose owner turned restock e-mails off keeps its sign-up waiting.
           and not exists (select 1 from notification_settings s
                            where s.email = stock_notifications.email and not s.back_in_stock)
         for update skip locked)
      returning email, locale`,
    [upc],
  );
}

/** The back-in-stock setting of an address (on unless its owner turned it off). */
export async function selectBackInStock(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query<{ back_in_stock: boolean }>(
    `select back_in_stock from notification_settings where email = $1`,
    [email],
  );
  return rows[0]?.back_in_stock ?? true;
}

export async function upsertBackInStock(db: Queryable, email: string, on: boolean): Promise<void> {
  await db.query(
    `insert into notification_settings (email, back_in_stock) values ($1, $2)
     on conflict (email) do update set back_in_stock = excluded.back_in_stock, updated_at = now()`,
    [email, on],
  );
}

/** An address's sign-ups, newest first. */
export async function selectSubscriptions(
  db: Queryable,
  email: string,
): Promise<{ upc: string; created_at: Date; notified_at: Date | null }[]> {
  return db.query(
    `select upc, created_at, notified_at from stock_notifications where email = $1
      order by created_at desc, upc limit 200`,
    [email],
  );
}

export async function deleteSubscriptions(
  db: Queryable,
  email: string,
  upcs: readonly string[],
): Promise<void> {
  await db.query(`delete from stock_notifications where email = $1 and upc = any($2::text[])`, [
    email,
    upcs,
  ]);
}
