import type { Queryable } from "../../platform/database/db.types";
import type { StoreDelivery } from "../stores";

// SQL of reserve and collect (decision 0071): the reservations and their numbers per site.

export type ReservationState = "active" | "cancelled" | "expired" | "collected";

/** The store as the shopper saw it when reserving: its address, phone and hours. */
export type ReservedStore = Omit<StoreDelivery, "pickupEnabled" | "shipToStore">;

/** The line as the shopper saw it when reserving (one unit's price in minor units). */
export interface ReservedLine {
  name: string;
  size: string;
  color: string;
  imageUrl: string;
  unitMinor: number;
  currency: string;
}

export interface StoreReservationRow {
  reservation_no: string;
  site_id: string;
  locale: string;
  consumer_no: string;
  store_id: string;
  product_id: string;
  upc: string;
  qty: number;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  store: ReservedStore;
  line: ReservedLine;
  status: ReservationState;
  hold_until: Date | string;
  created_at: Date | string;
}

export type NewStoreReservation = Omit<StoreReservationRow, "status" | "created_at">;

/** The site's next reservation number, under the site's sequence row lock (no gaps). */
export async function nextReservationNumber(tx: Queryable, siteId: string): Promise<number> {
  const rows = await tx.query<{ last_number: string | number }>(
    `insert into store_reservation_sequences (site_id, last_number) values ($1, 1)
     on conflict (site_id) do update
       set last_number = store_reservation_sequences.last_number + 1
     returning last_number`,
    [siteId],
  );
  return Number(rows[0]?.last_number);
}

/**
 * Serialises one shopper's reservations for the rest of the transaction, so that two at once
 * cannot both pass the "at most so many active" count.
 */
export async function lockShopperReservations(tx: Queryable, consumerNo: string): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('store-reservations:' || $1))", [
    consumerNo,
  ]);
}

export async function countActive(tx: Queryable, consumerNo: string, at: Date): Promise<number> {
  const rows = await tx.query<{ count: string | number }>(
    `select count(*) as count from store_reservations
      where consumer_no = $1 and status = 'active' and hold_until > $2`,
    [consumerNo, at.toISOString()],
  );
  return Number(rows[0]?.count ?? 0);
}

export async function insertReservation(
  tx: Queryable,
  row: NewStoreReservation,
  at: Date,
): Promise<StoreReservationRow> {
  const rows = await tx.query<StoreReservationRow>(
    `insert into store_reservations (reservation_no, site_id, locale, consumer_no, store_id,
                                     product_id, upc, qty, email, phone, first_name, last_name,
                                     store, line, hold_until, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
     returning *`,
    [
      row.reservation_no,
      row.site_id,
      row.locale,
      row.consumer_no,
      row.store_id,
      row.product_id,
      row.upc,
      row.qty,
      row.email,
      row.phone,
      row.first_name,
      row.last_name,
      JSON.stringify(row.store),
      JSON.stringify(row.line),
      new Date(row.hold_until).toISOString(),
      at.toISOString(),
    ],
  );
  return rows[0] as StoreReservationRow;
}

export async function selectShopperReservations(
  db: Queryable,
  consumerNo: string,
): Promise<StoreReservationRow[]> {
  return db.query<StoreReservationRow>(
    `select * from store_reservations where consumer_no = $1
      order by created_at desc, reservation_no desc limit 100`,
    [consumerNo],
  );
}

export async function selectReservation(
  db: Queryable,
  reservationNo: string,
): Promise<StoreReservationRow | null> {
  const rows = await db.query<StoreReservationRow>(
    "select * from store_reservations where reservation_no = $1",
    [reservationNo],
  );
  return rows[0] ?? null;
}

/**
 * Moves one active reservation to `status`; null when it is no longer active (a second cancel,
 * or the expiry job got there first): only one caller ever gives its units back.
 */
export async function settleActive(
  tx: Queryable,
  reservationNo: string,
  status: "cancelled" | "expired",
  at: Date,
): Promise<StoreReservationRow | null> {
  const rows = await tx.query<StoreReservationRow>(
    `update store_reservations set status = $2, updated_at = $3
      where reservation_no = $1 and status = 'active'
      returning *`,
    [reservationNo, status, at.toISOString()],
  );
  return rows[0] ?? null;
}

/** Active holds whose time is over, oldest first. */
export async function selectExpiredNumbers(
  db: Queryable,
  at: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db.query<{ reservation_no: string }>(
    `select reservation_no from store_reservations
      where status = 'active' and hold_until <= $1
      order by hold_until limit $2`,
    [at.toISOString(), limit],
  );
  return rows.map((row) => row.reservation_no);
}

/** A guest's reservations become a signed-in shopper's (the list and cancel follow them). */
export async function reassignReservations(
  db: Queryable,
  from: string,
  to: string,
): Promise<number> {
  const rows = await db.query<{ reservation_no: string }>(
    "update store_reservations set consumer_no = $2 where consumer_no = $1 returning reservation_no",
    [from, to],
  );
  return rows.length;
}
