import type { Queryable } from "../../platform/database/db.types";

export type ReservationStatus = "held" | "committed" | "released";

/** Units of one SKU at one location ('online' or a store id). */
export interface StockLine {
  upc: string;
  locationId: string;
  qty: number;
}

export interface ReservationRow extends StockLine {
  status: ReservationStatus;
}

/**
 * Serialises the reservation calls of one reference (a retried checkout, a release racing a
 * commit) until the transaction ends. Taken before any stock row, so the lock order is always
 * reference → stock rows by (location, UPC).
 */
export async function lockReference(tx: Queryable, reference: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`reservation:${reference}`]);
}

export async function selectReservations(
  db: Queryable,
  reference: string,
): Promise<ReservationRow[]> {
  return db.query<ReservationRow>(
    `select upc, location_id as "locationId", qty, status from inventory_reservations
      where reference = $1 order by location_id, upc`,
    [reference],
  );
}

/**
 * Locks the stock rows of some (location, UPC) pairs `for update`, one at a time in
 * (location, UPC) order, so two transactions locking crossing sets wait instead of deadlocking.
 * Pairs without a stock record are absent from the answer.
 */
export async function lockStockRows(
  tx: Queryable,
  keys: readonly { upc: string; locationId: string }[],
): Promise<{ upc: string; locationId: string; quantity: number }[]> {
  if (keys.length === 0) return [];
  return tx.query<{ upc: string; locationId: string; quantity: number }>(
    `select i.upc, i.location_id as "locationId", i.quantity
       from inventory i
       join unnest($1::text[], $2::text[]) as k (location_id, upc)
         on i.location_id = k.location_id and i.upc = k.upc
      order by i.location_id, i.upc
        for update of i`,
    [keys.map((key) => key.locationId), keys.map((key) => key.upc)],
  );
}

/** Adds `delta` units (negative: takes them) to stock rows the caller has locked. */
export async function addStock(
  tx: Queryable,
  changes: readonly { upc: string; locationId: string; delta: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.query(
    `update inventory i set quantity = i.quantity + c.delta
       from unnest($1::text[], $2::text[], $3::integer[]) as c (location_id, upc, delta)
      where i.location_id = c.location_id and i.upc = c.upc`,
    [
      changes.map((change) => change.locationId),
      changes.map((change) => change.upc),
      changes.map((change) => change.delta),
    ],
  );
}

/** Writes the lines as held under the reference, replacing any earlier row of the same pair. */
export async function upsertHeld(
  tx: Queryable,
  reference: string,
  lines: readonly StockLine[],
): Promise<void> {
  await tx.query(
    `insert into inventory_reservations (reference, upc, location_id, qty, status)
     select $1::text, c.upc, c.location_id, c.qty, 'held'
       from unnest($2::text[], $3::text[], $4::integer[]) as c (location_id, upc, qty)
     on conflict (reference, upc, location_id)
     do update set qty = excluded.qty, status = 'held', updated_at = now()`,
    [
      reference,
      lines.map((line) => line.locationId),
      lines.map((line) => line.upc),
      lines.map((line) => line.qty),
    ],
  );
}

/**
 * Moves the reference's held rows (all, or only the pairs not in `keep`) to `status`,
 * answering the rows it moved: a second call finds none held and moves nothing.
 */
export async function settleHeld(
  tx: Queryable,
  reference: string,
  status: Exclude<ReservationStatus, "held">,
  keep: readonly { upc: string; locationId: string }[] = [],
): Promise<StockLine[]> {
  return tx.query<StockLine>(
    `update inventory_reservations r set status = $2, updated_at = now()
      where r.reference = $1 and r.status = 'held'
        and not exists (
          select 1 from unnest($3::text[], $4::text[]) as k (location_id, upc)
           where k.location_id = r.location_id and k.upc = r.upc)
      returning r.upc, r.location_id as "locationId", r.qty`,
    [reference, status, keep.map((key) => key.locationId), keep.map((key) => key.upc)],
  );
}
