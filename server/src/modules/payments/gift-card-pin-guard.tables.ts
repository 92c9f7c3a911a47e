import type { Queryable } from "../../platform/database/db.types";

/**
 * Counts a PIN try of a card before its PIN is checked, in one statement: concurrent tries of
 * one card queue on its row, so no more than the limit are ever checked in a window. A locked
 * card's count stands still; once its lock is over it starts again. Answers the count with this
 * try, and whether the card is locked.
 */
export async function countPinTry(
  db: Queryable,
  cardHash: string,
  windowMs: number,
): Promise<{ failures: number; locked: boolean }> {
  const [row] = await db.query<{ failures: number; locked: boolean }>(
    `insert into gift_card_pin_guards as g (card_hash, failures, window_start)
     values ($1, 1, now())
     on conflict (card_hash) do update set
       failures = case
         when g.locked_until > now() then g.failures
         when g.locked_until is not null or g.window_start <= now() - make_interval(secs => $2)
           then 1
         else g.failures + 1 end,
       window_start = case
         when g.locked_until > now() then g.window_start
         when g.locked_until is not null or g.window_start <= now() - make_interval(secs => $2)
           then now()
         else g.window_start end,
       locked_until = case when g.locked_until > now() then g.locked_until end
     returning failures, coalesce(locked_until > now(), false) as locked`,
    [cardHash, windowMs / 1000],
  );
  if (!row) throw new Error("a gift card's PIN try could not be counted");
  return { failures: Number(row.failures), locked: row.locked };
}

/** Locks a card's PIN for `lockMs` from now. */
export async function lockPin(db: Queryable, cardHash: string, lockMs: number): Promise<void> {
  await db.query(
    `update gift_card_pin_guards set locked_until = now() + make_interval(secs => $2)
      where card_hash = $1`,
    [cardHash, lockMs / 1000],
  );
}

/** Gives a try back: it was the right PIN, or no PIN was checked. */
export async function forgivePinTry(db: Queryable, cardHash: string): Promise<void> {
  await db.query(
    `update gift_card_pin_guards set failures = greatest(failures - 1, 0)
      where card_hash = $1 and not coalesce(locked_until > now(), false)`,
    [cardHash],
  );
}

/** Forgets cards whose window and lock are both over (housekeeping). */
export async function deleteSpentPinGuards(
  db: Queryable,
  windowMs: number,
  limit: number,
): Promise<number> {
  const rows = await db.query(
    `delete from gift_card_pin_guards where card_hash in (
       select card_hash from gift_card_pin_guards
        where window_start < now() - make_interval(secs => $1)
          and not coalesce(locked_until > now(), false)
        limit $2)
     returning 1`,
    [windowMs / 1000, limit],
  );
  return rows.length;
}
