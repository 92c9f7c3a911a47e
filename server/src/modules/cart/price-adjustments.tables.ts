import type { Queryable } from "../../platform/database/db.types";

export type AdjustmentKind = "PERCENT_OFF" | "AMOUNT_OFF" | "FIXED_PRICE";

export interface AdjustmentRow {
  adjustment_id: string;
  item_id: string;
  kind: AdjustmentKind;
  /** Basis points for PERCENT_OFF; minor units per unit otherwise. */
  value: number;
  reason: string;
  store_id: string;
  store_employee_id: string;
}

const COLUMNS = "adjustment_id, item_id, kind, value, reason, store_id, store_employee_id";

/**
 * What a cart read needs besides its lines, in one statement: the codes applied (oldest
 * first) and the adjustments of lines still on the cart (oldest first).
 */
export async function selectCouponsAndAdjustments(
  db: Queryable,
  basketId: string,
): Promise<{ coupons: string[]; adjustments: AdjustmentRow[] }> {
  const rows = await db.query<{ coupons: string[] | null; adjustments: AdjustmentRow[] | null }>(
    `select
       (select json_agg(c.code order by c.applied_at, c.code)
          from cart_coupons c where c.basket_id = $1) as coupons,
       (select json_agg(json_build_object(
                 'adjustment_id', a.adjustment_id, 'item_id', a.item_id, 'kind', a.kind,
                 'value', a.value, 'reason', a.reason, 'store_id', a.store_id,
                 'store_employee_id', a.store_employee_id)
               order by a.created_at, a.adjustment_id)
          from cart_price_adjustments a
         where a.basket_id = $1
           and exists (select 1 from cart_items i
                        where i.basket_id = a.basket_id and i.item_id = a.item_id)) as adjustments`,
    [basketId],
  );
  return { coupons: rows[0]?.coupons ?? [], adjustments: rows[0]?.adjustments ?? [] };
}

/** The cart's adjustments of lines that are still on it, oldest first. */
export async function selectAdjustments(db: Queryable, basketId: string): Promise<AdjustmentRow[]> {
  return db.query<AdjustmentRow>(
    `select ${COLUMNS} from cart_price_adjustments a
      where a.basket_id = $1
        and exists (select 1 from cart_items i where i.basket_id = a.basket_id and i.item_id = a.item_id)
      order by a.created_at, a.adjustment_id`,
    [basketId],
  );
}

/** Sets a line's adjustment (one per line: a second replaces the first, keeping its id). */
export async function upsertAdjustment(
  db: Queryable,
  basketId: string,
  row: AdjustmentRow,
): Promise<string> {
  const rows = await db.query<{ adjustment_id: string }>(
    `insert into cart_price_adjustments (${COLUMNS}, basket_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (basket_id, item_id) do update set kind = excluded.kind, value = excluded.value,
       reason = excluded.reason, store_id = excluded.store_id,
       store_employee_id = excluded.store_employee_id, created_at = now()
     returning adjustment_id`,
    [
      row.adjustment_id,
      row.item_id,
      row.kind,
      row.value,
      row.reason,
      row.store_id,
      row.store_employee_id,
      basketId,
    ],
  );
  return rows[0]?.adjustment_id ?? row.adjustment_id;
}

export async function deleteAdjustment(
  db: Queryable,
  basketId: string,
  adjustmentId: string,
): Promise<boolean> {
  const rows = await db.query(
    "delete from cart_price_adjustments where basket_id = $1 and adjustment_id = $2 returning 1",
    [basketId, adjustmentId],
  );
  return rows.length > 0;
}
