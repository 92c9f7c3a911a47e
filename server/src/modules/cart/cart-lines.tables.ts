import type { Queryable } from "../../platform/database/db.types";

// A bag's lines (decision 0055): their rows, what makes two lines one, and the statements that
// write them.

/** How a line is delivered: home, pickup from a store's shelves, or shipped to a store. */
export type LineDeliveryKind = "home" | "pickup" | "sts";

export interface CartItemRow {
  item_id: string;
  upc: string;
  product_id: string;
  qty: number;
  max_qty: number;
  delivery: LineDeliveryKind;
  /** The store of a pickup or ship-to-store line; null for home. */
  store_id: string | null;
  /** The last change the store made to the line's delivery (PickupToSth…), until the next. */
  delivery_change: string | null;
  gift_option: GiftOption | null;
  recipe_id: string | null;
  customs_code: string | null;
  /** A digital gift card's amount the shopper chose, minor units: the line's unit price. */
  custom_amount_minor: number | null;
}

export interface GiftOption {
  to: string;
  email: string | null;
  message: string;
}

/** What a write may set besides size and units; absent, a new line has none and a line keeps its own. */
type LineExtras =
  "delivery" | "store_id" | "gift_option" | "recipe_id" | "customs_code" | "custom_amount_minor";

/** A line as a write gives it: home delivery unless it says otherwise. */
export type NewItemRow = Omit<CartItemRow, LineExtras | "delivery_change"> &
  Partial<Pick<CartItemRow, LineExtras>>;

/** A whole line from what a write names: home delivery and no extras unless it says otherwise. */
export function lineRow(
  line: NewItemRow & Partial<Pick<CartItemRow, "delivery_change">>,
): CartItemRow {
  return {
    delivery: "home",
    store_id: null,
    delivery_change: null,
    gift_option: null,
    recipe_id: null,
    customs_code: null,
    custom_amount_minor: null,
    ...line,
  };
}

export async function selectItems(db: Queryable, basketId: string): Promise<CartItemRow[]> {
  return db.query<CartItemRow>(
    `select item_id, upc, product_id, qty, max_qty, delivery, store_id, delivery_change,
            gift_option, recipe_id, customs_code, custom_amount_minor
       from cart_items where basket_id = $1 order by position, created_at`,
    [basketId],
  );
}

/**
 * What makes two lines one (migration 0043): the size, and for a made-to-order item its recipe,
 * for a gift card its amount. `LINE_KIND` is the unique index's conflict target.
 */
export const LINE_KIND =
  "(basket_id, upc, (coalesce(recipe_id, '')), (coalesce(custom_amount_minor, 0)))";

/** Whether a line is of this size as made (the same recipe, the same amount). */
export function isLineOfKind(
  row: Pick<CartItemRow, "upc" | "recipe_id" | "custom_amount_minor">,
  kind: { upc: string; recipeId: string | null; customAmountMinor: number | null },
): boolean {
  return (
    row.upc === kind.upc &&
    (row.recipe_id ?? null) === kind.recipeId &&
    (row.custom_amount_minor ?? null) === kind.customAmountMinor
  );
}

/**
 * Writes a line of a size: a new one, or the cart's line of that size as made with new units
 * (and a new delivery when the write names one).
 */
export async function upsertItem(db: Queryable, basketId: string, item: NewItemRow): Promise<void> {
  await db.query(
    `insert into cart_items
       (item_id, basket_id, upc, product_id, qty, max_qty, position, delivery, store_id,
        gift_option, recipe_id, customs_code, custom_amount_minor)
     values ($1, $2, $3, $4, $5, $6, (select count(*) from cart_items where basket_id = $2),
             coalesce($7, 'home'), $8, $9, $10, $11, $12)
     on conflict ${LINE_KIND} do update set qty = excluded.qty, max_qty = excluded.max_qty,
       delivery = coalesce($7, cart_items.delivery),
       store_id = case when $7 is null then cart_items.store_id else excluded.store_id end,
       gift_option = coalesce(excluded.gift_option, cart_items.gift_option),
       customs_code = coalesce(excluded.customs_code, cart_items.customs_code)`,
    [
      item.item_id,
      basketId,
      item.upc,
      item.product_id,
      item.qty,
      item.max_qty,
      item.delivery ?? null,
      item.delivery ? (item.store_id ?? null) : null,
      item.gift_option ? JSON.stringify(item.gift_option) : null,
      item.recipe_id ?? null,
      item.customs_code ?? null,
      item.custom_amount_minor ?? null,
    ],
  );
}

/** A line's delivery, and the change the store made to it when it made one (null: the shopper's). */
export async function setItemDelivery(
  db: Queryable,
  basketId: string,
  itemId: string,
  delivery: { kind: LineDeliveryKind; storeId: string | null; change: string | null },
): Promise<void> {
  await db.query(
    `update cart_items set delivery = $3, store_id = $4, delivery_change = $5
      where basket_id = $1 and item_id = $2`,
    [basketId, itemId, delivery.kind, delivery.storeId, delivery.change],
  );
}

/** A line's gift option (null: not a gift). */
export async function setGiftOption(
  db: Queryable,
  basketId: string,
  itemId: string,
  giftOption: GiftOption | null,
): Promise<void> {
  await db.query("update cart_items set gift_option = $3 where basket_id = $1 and item_id = $2", [
    basketId,
    itemId,
    giftOption === null ? null : JSON.stringify(giftOption),
  ]);
}

/** A line's new size, colour, quantity, maximum and (given) recipe; its id and place stay. */
export async function updateItem(db: Queryable, basketId: string, item: NewItemRow): Promise<void> {
  await db.query(
    `update cart_items set upc = $3, product_id = $4, qty = $5, max_qty = $6,
            recipe_id = case when $7::boolean then $8 else recipe_id end
      where basket_id = $1 and item_id = $2`,
    [
      basketId,
      item.item_id,
      item.upc,
      item.product_id,
      item.qty,
      item.max_qty,
      item.recipe_id !== undefined,
      item.recipe_id ?? null,
    ],
  );
}

export async function deleteItem(db: Queryable, basketId: string, itemId: string): Promise<void> {
  await db.query("delete from cart_items where basket_id = $1 and item_id = $2", [
    basketId,
    itemId,
  ]);
}
