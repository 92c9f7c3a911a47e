import type { CartAddress, Currency } from "@ridgeline/contract";
import type { AdjustmentRow } from "./price-adjustments.tables";
import type { Queryable } from "../../platform/database/db.types";
import { LINE_KIND, type CartItemRow } from "./cart-lines.tables";

/**
 * How a write's answer split the bag's total (decision 0079): what each stored-value tender
 * paid, in the order they pay, and what it left to the provider's tender (`remainingToPay`).
 */
export interface SplitShown {
  remainingMinor: number;
  tenders: { instrumentId: string; amountMinor: number }[];
}

export interface CartRow {
  basket_id: string;
  consumer_no: string;
  site_id: string;
  locale: string;
  currency: Currency;
  /** The home shipment's address, as the shipping rules left it; null until one is given. */
  shipping_address: CartAddress | null;
  /** The home shipment's chosen method; null: the cheapest that applies. */
  shipping_method: string | null;
  shipping_method_by_shopper: boolean;
  shipping_method_downgraded: boolean;
  /** The loyalty voucher applied: its tier's points; null without one. */
  reward_points: number | null;
  /** The shopper's device fingerprint for the payment's risk check (000 §7), or null. */
  device_fingerprint: string | null;
  /** Whether the owner has an account (a guest's cart becomes one when they sign in). */
  owner_registered: boolean;
  /** The collection point of a home shipment sent by PUDO; null for any other method. */
  collection_point: string | null;
  /** Moves with every write (decision 0064). */
  revision: number;
  /** The tax a write's answer showed (minor units), and the revision it was for. */
  tax_shown_minor: number | null;
  tax_shown_revision: number | null;
  /** What each tender and the provider's remainder paid in that answer (decision 0079). */
  split_shown: SplitShown | null;
  /** The billing address the shopper gave; null until one is. */
  billing_address: CartAddress | null;
}

const CART_COLUMNS = `basket_id, consumer_no, site_id, locale, currency, shipping_address,
  shipping_method, shipping_method_by_shopper, shipping_method_downgraded, reward_points,
  owner_registered, collection_point, revision, tax_shown_minor, tax_shown_revision,
  split_shown, billing_address, device_fingerprint`;
const NEW_CART_COLUMNS = "basket_id, consumer_no, site_id, locale, currency, owner_registered";

export async function insertCart(
  db: Queryable,
  cart: Pick<
    CartRow,
    "basket_id" | "consumer_no" | "site_id" | "locale" | "currency" | "owner_registered"
  >,
): Promise<void> {
  await db.query(`insert into carts (${NEW_CART_COLUMNS}) values ($1, $2, $3, $4, $5, $6)`, [
    cart.basket_id,
    cart.consumer_no,
    cart.site_id,
    cart.locale,
    cart.currency,
    cart.owner_registered,
  ]);
}

/**
 * The tax and the split of the total a write's answer showed, for the revision it was for;
 * nothing when another write moved the cart on since (that write keeps its own).
 */
export async function recordShown(
  db: Queryable,
  basketId: string,
  revision: number,
  shown: { taxMinor: number | null; split: SplitShown },
): Promise<void> {
  await db.query(
    `update carts set tax_shown_minor = $3, split_shown = $4::jsonb, tax_shown_revision = $2
      where basket_id = $1 and revision = $2`,
    [basketId, revision, shown.taxMinor, JSON.stringify(shown.split)],
  );
}

/** Serialises cart creation for one shopper until the transaction ends. */
export async function lockShopperCarts(db: Queryable, consumerNo: string): Promise<void> {
  await db.query("select pg_advisory_xact_lock(hashtext($1))", [`cart:${consumerNo}`]);
}

export async function selectOpenCartOf(
  db: Queryable,
  consumerNo: string,
  siteId: string,
): Promise<CartRow | null> {
  const rows = await db.query<CartRow>(
    `select ${CART_COLUMNS} from carts where consumer_no = $1 and site_id = $2 and status = 'open'
      order by updated_at desc limit 1`,
    [consumerNo, siteId],
  );
  return rows[0] ?? null;
}

/** A cart whatever its status (an order's placement reads the bag it is closing). */
export async function selectCartRow(db: Queryable, basketId: string): Promise<CartRow | null> {
  const rows = await db.query<CartRow>(`select ${CART_COLUMNS} from carts where basket_id = $1`, [
    basketId,
  ]);
  return rows[0] ?? null;
}

/** An open cart; `lock` takes the row lock that serialises writes to one cart. */
export async function selectOpenCart(
  db: Queryable,
  basketId: string,
  lock = false,
): Promise<CartRow | null> {
  const rows = await db.query<CartRow>(
    `select ${CART_COLUMNS} from carts where basket_id = $1 and status = 'open'${lock ? " for update" : ""}`,
    [basketId],
  );
  return rows[0] ?? null;
}

/**
 * An open cart, locked for a write and marked as written (`updated_at`) in one statement: an
 * update takes the row lock a `select … for update` would.
 */
export async function lockAndTouchCart(db: Queryable, basketId: string): Promise<CartRow | null> {
  const rows = await db.query<CartRow>(
    `update carts set updated_at = now(), revision = revision + 1
      where basket_id = $1 and status = 'open'
     returning ${CART_COLUMNS}`,
    [basketId],
  );
  return rows[0] ?? null;
}

/** The cart as a write left it, and whether any line is at a store, in one statement. */
export async function selectCartToSettle(
  db: Queryable,
  basketId: string,
): Promise<{ cart: CartRow; storeLines: boolean } | null> {
  const rows = await db.query<CartRow & { store_lines: boolean }>(
    `select ${CART_COLUMNS},
       exists (select 1 from cart_items i
                where i.basket_id = carts.basket_id and i.delivery <> 'home') as store_lines
       from carts where basket_id = $1`,
    [basketId],
  );
  const row = rows[0];
  if (!row) return null;
  const { store_lines: storeLines, ...cart } = row;
  return { cart, storeLines };
}

/** An open cart with what a read of it needs, from one statement. */
export interface CartBundle {
  cart: CartRow;
  items: CartItemRow[];
  coupons: string[];
  adjustments: AdjustmentRow[];
}

/**
 * An open cart with its lines (in their order), its codes (oldest first) and the price
 * adjustments of its lines (oldest first), in one statement: a cart read's cost is its
 * statements (docs/known-issues.md).
 */
export async function selectCartBundle(
  db: Queryable,
  basketId: string,
): Promise<CartBundle | null> {
  const rows = await db.query<CartRow & Omit<CartBundle, "cart">>(
    `select ${CART_COLUMNS},
       coalesce((select json_agg(json_build_object(
           'item_id', i.item_id, 'upc', i.upc, 'product_id', i.product_id, 'qty', i.qty,
           'max_qty', i.max_qty, 'delivery', i.delivery, 'store_id', i.store_id,
           'delivery_change', i.delivery_change, 'gift_option', i.gift_option,
           'recipe_id', i.recipe_id, 'customs_code', i.customs_code,
           'custom_amount_minor', i.custom_amount_minor) order by i.position, i.created_at)
         from cart_items i where i.basket_id = carts.basket_id), '[]') as items,
       coalesce((select json_agg(cc.code order by cc.applied_at, cc.code)
         from cart_coupons cc where cc.basket_id = carts.basket_id), '[]') as coupons,
       coalesce((select json_agg(json_build_object(
           'adjustment_id', a.adjustment_id, 'item_id', a.item_id, 'kind', a.kind,
           'value', a.value, 'reason', a.reason, 'store_id', a.store_id,
           'store_employee_id', a.store_employee_id) order by a.created_at, a.adjustment_id)
         from cart_price_adjustments a
        where a.basket_id = carts.basket_id
          and exists (select 1 from cart_items i
                       where i.basket_id = a.basket_id and i.item_id = a.item_id)), '[]')
         as adjustments
       from carts where basket_id = $1 and status = 'open'`,
    [basketId],
  );
  const row = rows[0];
  if (!row) return null;
  const { items, coupons, adjustments, ...cart } = row;
  return { cart, items, coupons, adjustments };
}

/** The home shipment's address (null takes it off). */
export async function setBillingAddress(
  db: Queryable,
  basketId: string,
  address: CartAddress | null,
): Promise<void> {
  await db.query("update carts set billing_address = $2 where basket_id = $1", [
    basketId,
    address === null ? null : JSON.stringify(address),
  ]);
}

export async function setShippingAddress(
  db: Queryable,
  basketId: string,
  address: CartAddress | null,
): Promise<void> {
  await db.query("update carts set shipping_address = $2 where basket_id = $1", [
    basketId,
    address === null ? null : JSON.stringify(address),
  ]);
}

/** The loyalty voucher on the cart (its tier's points), or none. */
export async function setRewardPoints(
  db: Queryable,
  basketId: string,
  points: number | null,
): Promise<void> {
  await db.query("update carts set reward_points = $2 where basket_id = $1", [basketId, points]);
}

/** The home shipment's method; `downgraded` when the cart chose it for the shopper. */
export async function setShippingMethod(
  db: Queryable,
  basketId: string,
  method: {
    code: string | null;
    byShopper: boolean;
    downgraded: boolean;
    /** The collection point with PUDO; null with any other method. */
    collectionPoint: string | null;
  },
): Promise<void> {
  await db.query(
    `update carts set shipping_method = $2, shipping_method_by_shopper = $3,
            shipping_method_downgraded = $4, collection_point = $5
      where basket_id = $1`,
    [basketId, method.code, method.byShopper, method.downgraded, method.collectionPoint],
  );
}

export async function touchCart(db: Queryable, basketId: string): Promise<void> {
  await db.query(
    "update carts set updated_at = now(), revision = revision + 1 where basket_id = $1",
    [basketId],
  );
}

/**
 * Deletes the carts (and, by cascade, the lines) of these shoppers, except carts that became
 * orders. Answers how many carts went.
 */
export async function deleteCartsOf(
  db: Queryable,
  consumerNos: readonly string[],
): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `with gone as (
       delete from carts where consumer_no = any($1::text[]) and status <> 'ordered'
       returning 1)
     select count(*)::int as n from gone`,
    [consumerNos],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Gives a guest's open carts to a signed-in shopper (000 §4 "merged after login"): on a site
 * where the shopper has no open cart the guest's cart changes hands; where they have one, the
 * guest's lines are added to it (quantities summed up to the line's maximum) and the guest's
 * cart goes. Answers each site's resulting open cart and how many lines it gained.
 */
export async function adoptGuestCarts(
  tx: Queryable,
  guestNo: string,
  consumerNo: string,
): Promise<{ basket_id: string; site_id: string; merged: number }[]> {
  const guestCarts = await tx.query<{ basket_id: string; site_id: string }>(
    "select basket_id, site_id from carts where consumer_no = $1 and status = 'open' for update",
    [guestNo],
  );
  const result: { basket_id: string; site_id: string; merged: number }[] = [];
  for (const guest of guestCarts) {
    const own = await selectOpenCartOf(tx, consumerNo, guest.site_id);
    if (!own) {
      await tx.query(
        `update carts set consumer_no = $2, owner_registered = true, updated_at = now(),
                revision = revision + 1
          where basket_id = $1`,
        [guest.basket_id, consumerNo],
      );
      result.push({ basket_id: guest.basket_id, site_id: guest.site_id, merged: 0 });
      continue;
    }
    const merged = await mergeLines(tx, guest.basket_id, own.basket_id);
    await tx.query("delete from carts where basket_id = $1", [guest.basket_id]);
    result.push({ basket_id: own.basket_id, site_id: guest.site_id, merged });
  }
  return result;
}

/**
 * Copies one cart's lines into another, after its own (a line of the same kind adds its
 * quantity, up to the line's maximum), and moves the receiving cart's revision. Answers how many
 * lines were written.
 */
export async function mergeLines(tx: Queryable, from: string, into: string): Promise<number> {
  const merged = await tx.query(
    `insert into cart_items (item_id, basket_id, upc, product_id, qty, max_qty, position,
                           delivery, store_id, gift_option, recipe_id, customs_code,
                           custom_amount_minor)
     select md5(g.item_id || $2)::uuid::text, $2, g.upc, g.product_id, g.qty, g.max_qty,
            (select count(*) from cart_items where basket_id = $2) + g.position,
            g.delivery, g.store_id, g.gift_option, g.recipe_id, g.customs_code,
            g.custom_amount_minor
       from cart_items g where g.basket_id = $1
     on conflict ${LINE_KIND} do update
        set qty = least(cart_items.qty + excluded.qty, cart_items.max_qty)
     returning item_id`,
    [from, into],
  );
  await touchCart(tx, into);
  return merged.length;
}

/**
 * Moves a cart between open and ordered: closed when it became an order, opened again when
 * that order failed. False when the cart was not in `from`.
 */
export async function moveCartStatus(
  tx: Queryable,
  basketId: string,
  from: "open" | "ordered",
  to: "open" | "ordered",
): Promise<boolean> {
  const rows = await tx.query<{ basket_id: string }>(
    `update carts set status = $3, updated_at = now(), revision = revision + 1
      where basket_id = $1 and status = $2 returning basket_id`,
    [basketId, from, to],
  );
  return rows.length === 1;
}

/** Who a cart belongs to and where, whatever its status. */
export async function selectCartOwner(
  db: Queryable,
  basketId: string,
): Promise<{ consumer_no: string; site_id: string; status: string } | null> {
  const rows = await db.query<{ consumer_no: string; site_id: string; status: string }>(
    "select consumer_no, site_id, status from carts where basket_id = $1",
    [basketId],
  );
  return rows[0] ?? null;
}

/** The bag's device fingerprint for its payment (000 §7 deviceFingerPrint). */
export async function setDeviceFingerprint(
  db: Queryable,
  basketId: string,
  fingerprint: string,
): Promise<void> {
  await db.query("update carts set device_fingerprint = $2 where basket_id = $1", [
    basketId,
    fingerprint,
  ]);
}
