import type { Queryable } from "../database/db.types";

/**
 * Counts one hit of `key` under `rule` in the window starting at `windowStart` (ms), and reads
 * the previous window's count: one statement, atomic however many processes count at once.
 */
export async function countHit(
  db: Queryable,
  hit: { rule: string; key: string; windowStart: number; windowMs: number },
): Promise<{ current: number; previous: number }> {
  const [row] = await db.query<{ hits: number; previous: number | null }>(
    `insert into rate_limit_counters (rule, key, window_start, hits, expires_at)
     values ($1, $2, $3, 1, to_timestamp(($3::bigint + 2 * $4::bigint) / 1000.0))
     on conflict (rule, key, window_start) do update set hits = rate_limit_counters.hits + 1
     returning hits,
       (select previous.hits from rate_limit_counters previous
         where previous.rule = $1 and previous.key = $2
           and previous.window_start = $3::bigint - $4::bigint) as previous`,
    [hit.rule, hit.key, hit.windowStart, hit.windowMs],
  );
  return { current: row?.hits ?? 1, previous: row?.previous ?? 0 };
}

/** Deletes up to `limit` counters whose windows are over; returns how many went. */
export async function deleteExpiredCounters(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query<{ rule: string }>(
    `delete from rate_limit_counters where ctid in (
       select ctid from rate_limit_counters where expires_at < $1 limit $2)
     returning rule`,
    [now, limit],
  );
  return rows.length;
}
