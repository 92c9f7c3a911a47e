// The bag's stored-value tenders (migration 0050, decision 0068). SQL only.
import type { StoredValueMethodId } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";

export interface TenderRow {
  instrument_id: string;
  method: StoredValueMethodId;
  card_hash: string | null;
  last_four: string | null;
  /** The points asked for; null: as many as useful. */
  points: number | null;
  reward_id: string | null;
}

const COLUMNS = "instrument_id, method, card_hash, last_four, points, reward_id";

/** A bag's tenders in the order they were added (the order they pay in). */
export async function selectTenders(db: Queryable, basketId: string): Promise<TenderRow[]> {
  return db.query<TenderRow>(
    `select ${COLUMNS} from cart_tenders where basket_id = $1 order by position`,
    [basketId],
  );
}

export async function insertTender(db: Queryable, basketId: string, row: TenderRow): Promise<void> {
  await db.query(
    `insert into cart_tenders (instrument_id, basket_id, method, card_hash, last_four, points,
       reward_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      row.instrument_id,
      basketId,
      row.method,
      row.card_hash,
      row.last_four,
      row.points,
      row.reward_id,
    ],
  );
}

/** Takes a tender off a bag; false when the bag has no such tender. */
export async function deleteTender(
  db: Queryable,
  basketId: string,
  instrumentId: string,
): Promise<boolean> {
  const rows = await db.query(
    "delete from cart_tenders where basket_id = $1 and instrument_id = $2 returning instrument_id",
    [basketId, instrumentId],
  );
  return rows.length > 0;
}

/** A tender with what the last allocation handed to the placement gave it to pay. */
export interface StampedTenderRow extends TenderRow {
  allocated_minor: number | null;
  allocated_revision: number | null;
}

export async function selectStampedTenders(
  db: Queryable,
  basketId: string,
): Promise<StampedTenderRow[]> {
  const rows = await db.query<StampedTenderRow>(
    `select ${COLUMNS}, allocated_minor, allocated_revision
       from cart_tenders where basket_id = $1 order by position`,
    [basketId],
  );
  return rows.map((row) => ({
    ...row,
    allocated_minor: row.allocated_minor === null ? null : Number(row.allocated_minor),
    allocated_revision: row.allocated_revision === null ? null : Number(row.allocated_revision),
  }));
}

/** Records what each tender was given to pay, for the bag's revision it was worked out for. */
export async function stampAllocation(
  db: Queryable,
  basketId: string,
  revision: number,
  amounts: readonly { instrumentId: string; amountMinor: number }[],
): Promise<void> {
  if (amounts.length === 0) return;
  await db.query(
    `update cart_tenders as tender
        set allocated_minor = given.amount_minor, allocated_revision = $2
       from unnest($3::text[], $4::bigint[]) as given (instrument_id, amount_minor)
      where tender.basket_id = $1 and tender.instrument_id = given.instrument_id`,
    [
      basketId,
      revision,
      amounts.map((amount) => amount.instrumentId),
      amounts.map((amount) => amount.amountMinor),
    ],
  );
}
