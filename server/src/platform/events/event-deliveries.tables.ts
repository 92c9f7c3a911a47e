import type { Queryable } from "../database/db.types";
import { leasedQueue } from "../queue/leased-queue";

export interface DeliveryRow {
  delivery_id: string;
  event_id: string;
  event_name: string;
  listener: string;
  payload: unknown;
  attempts: number;
}

/** One row per event and listener: each listener's delivery is claimed, retried, given up alone. */
export const deliveries = leasedQueue<DeliveryRow>({
  table: "event_deliveries",
  id: "delivery_id",
  done: "delivered_at",
  columns:
    "delivery_id::text as delivery_id, event_id::text as event_id, event_name, listener, payload, attempts",
});

/** Writes one delivery per listener of an event, in the transaction that made the change. */
export async function insertDeliveries(
  tx: Queryable,
  event: { eventId: string; name: string; payload: unknown; listeners: readonly string[] },
): Promise<string[]> {
  if (event.listeners.length === 0) return [];
  const rows = await tx.query<{ delivery_id: string }>(
    `insert into event_deliveries (event_id, event_name, listener, payload)
     select $1::uuid, $2, listener, $4::jsonb from unnest($3::text[]) as listener
     returning delivery_id::text as delivery_id`,
    [event.eventId, event.name, event.listeners, JSON.stringify(event.payload)],
  );
  return rows.map((row) => row.delivery_id);
}

/** Deletes deliveries done (or given up) before `before`, at most `limit` of them. */
export async function deleteSettled(db: Queryable, before: Date, limit: number): Promise<number> {
  const rows = await db.query(
    `delete from event_deliveries where delivery_id in (
       select delivery_id from event_deliveries
        where coalesce(delivered_at, failed_at) < $1
        limit $2)
     returning 1`,
    [before, limit],
  );
  return rows.length;
}
