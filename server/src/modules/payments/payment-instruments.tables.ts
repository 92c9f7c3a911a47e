import type { CartAddress } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export interface InstrumentRow {
  payment_instrument_id: string;
  consumer_no: string;
  payment_method_id: "CREDIT_CARD" | "GIFT_CARD";
  is_main: boolean;
  token: string | null;
  brand: string | null;
  last_four: string;
  masked_number: string;
  expiration_month: number | null;
  expiration_year: number | null;
  holder: string | null;
  /** A card's billing address; null without one. */
  billing_address: CartAddress | null;
}

const COLUMNS = `payment_instrument_id, consumer_no, payment_method_id, is_main, token, brand,
  last_four, masked_number, expiration_month, expiration_year, holder, billing_address`;

/**
 * Serialises writes to one shopper's instruments for the rest of the transaction, so "the
 * first is main" and "one main" hold when two saves race.
 */
export async function lockShopperInstruments(db: Queryable, consumerNo: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext('payment_instruments:' || $1))", [
    consumerNo,
  ]);
}

/** A shopper's instruments, main first, then newest first. */
export async function selectInstruments(
  db: Queryable,
  consumerNo: string,
  paymentMethodId: string | null,
): Promise<InstrumentRow[]> {
  return db.query<InstrumentRow>(
    `select ${COLUMNS} from payment_instruments
      where consumer_no = $1 and ($2::text is null or payment_method_id = $2)
      order by is_main desc, created_at desc, payment_instrument_id`,
    [consumerNo, paymentMethodId],
  );
}

export async function selectInstrument(
  db: Queryable,
  consumerNo: string,
  id: string,
): Promise<InstrumentRow | null> {
  const [row] = await db.query<InstrumentRow>(
    `select ${COLUMNS} from payment_instruments
      where consumer_no = $1 and payment_instrument_id = $2`,
    [consumerNo, id],
  );
  return row ?? null;
}

export async function fingerprintSaved(
  db: Queryable,
  consumerNo: string,
  paymentMethodId: string,
  fingerprint: string,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from payment_instruments
      where consumer_no = $1 and payment_method_id = $2 and fingerprint = $3`,
    [consumerNo, paymentMethodId, fingerprint],
  );
  return rows.length > 0;
}

/** Inserts an instrument; it is main when the shopper has no main one of its method yet. */
export async function insertInstrument(
  db: Queryable,
  row: Omit<InstrumentRow, "is_main"> & { fingerprint: string },
): Promise<void> {
  await db.query(
    `insert into payment_instruments
       (payment_instrument_id, consumer_no, payment_method_id, is_main, fingerprint, token, brand,
        last_four, masked_number, expiration_month, expiration_year, holder, billing_address)
     values ($1, $2, $3::text,
             not exists (select 1 from payment_instruments
                          where consumer_no = $2 and payment_method_id = $3::text and is_main),
             $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      row.payment_instrument_id,
      row.consumer_no,
      row.payment_method_id,
      row.fingerprint,
      row.token,
      row.brand,
      row.last_four,
      row.masked_number,
      row.expiration_month,
      row.expiration_year,
      row.holder,
      row.billing_address === null ? null : JSON.stringify(row.billing_address),
    ],
  );
}

/** Makes one instrument the main one of its method, un-setting the previous main. */
export async function setMain(db: Queryable, row: InstrumentRow): Promise<void> {
  await db.query(
    `update payment_instruments set is_main = false, updated_at = now()
      where consumer_no = $1 and payment_method_id = $2 and is_main
        and payment_instrument_id <> $3`,
    [row.consumer_no, row.payment_method_id, row.payment_instrument_id],
  );
  await db.query(
    `update payment_instruments set is_main = true, updated_at = now()
      where payment_instrument_id = $1`,
    [row.payment_instrument_id],
  );
}

export async function updateCardDetails(
  db: Queryable,
  id: string,
  card: { expirationMonth: number; expirationYear: number; holder: string },
): Promise<void> {
  await db.query(
    `update payment_instruments
        set expiration_month = $2, expiration_year = $3, holder = $4, updated_at = now()
      where payment_instrument_id = $1`,
    [id, card.expirationMonth, card.expirationYear, card.holder],
  );
}

/** Deletes an instrument; a deleted main hands the role to the newest other of its method. */
export async function deleteInstrument(
  db: Queryable,
  consumerNo: string,
  id: string,
): Promise<InstrumentRow | null> {
  const [row] = await db.query<InstrumentRow>(
    `delete from payment_instruments where consumer_no = $1 and payment_instrument_id = $2
     returning ${COLUMNS}`,
    [consumerNo, id],
  );
  if (!row) return null;
  if (row.is_main) {
    await db.query(
      `update payment_instruments set is_main = true, updated_at = now()
        where payment_instrument_id = (
          select payment_instrument_id from payment_instruments
           where consumer_no = $1 and payment_method_id = $2
           order by created_at desc, payment_instrument_id limit 1)`,
      [consumerNo, row.payment_method_id],
    );
  }
  return row;
}
