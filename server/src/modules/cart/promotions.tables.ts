import type { Queryable } from "../../platform/database/db.types";
import type { Promotion, PromotionCondition, PromotionReward } from "./pricing/promotions.types";

export interface PromotionRow {
  promotion_id: string;
  names: Record<string, string>;
  /** Per language: one callout, or one per audience (a gift's "sign in for…" to guests). */
  callouts: Record<string, string | { default: string; guest?: string; registered?: string }>;
  level: Promotion["level"];
  priority: number;
  exclusive: boolean;
  coupon_code: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  registered_only: boolean;
  condition: PromotionCondition;
  reward: PromotionReward;
  per_customer_limit: number | null;
  total_limit: number | null;
}

/** A site's promotion with its limits, named in one language. */
export interface StoredPromotion extends Promotion {
  perCustomerLimit: number | null;
  totalLimit: number | null;
}

const asDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** Every promotion of a site, named in `language` (English when it has no such name). */
/** Whom a callout speaks to (000 §4: a gift's callout differs for guests and members). */
export type CalloutAudience = "guest" | "registered";

function calloutFor(row: PromotionRow, language: string, audience: CalloutAudience | null): string {
  const callout = row.callouts[language] ?? row.callouts["en"] ?? "";
  if (typeof callout === "string") return callout;
  return (audience ? callout[audience] : undefined) ?? callout.default;
}

export async function selectSitePromotions(
  db: Queryable,
  siteId: string,
  language: string,
  audience: CalloutAudience | null = null,
): Promise<StoredPromotion[]> {
  return promotionsOf(await selectPromotionRows(db, siteId), language, audience);
}

/** A site's promotions as stored (what a process may keep: the same for every shopper). */
export async function selectPromotionRows(db: Queryable, siteId: string): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(
    `select promotion_id, names, callouts, level, priority, exclusive, coupon_code, starts_at,
            ends_at, registered_only, condition, reward, per_customer_limit, total_limit
       from promotions where site_id = $1 order by priority, promotion_id`,
    [siteId],
  );
}

/** A site's promotions in a language, their callouts for an audience. */
export function promotionsOf(
  rows: readonly PromotionRow[],
  language: string,
  audience: CalloutAudience | null,
): StoredPromotion[] {
  return rows.map((row) => ({
    id: row.promotion_id,
    name: row.names[language] ?? row.names["en"] ?? row.promotion_id,
    callout: calloutFor(row, language, audience),
    level: row.level,
    priority: row.priority,
    exclusive: row.exclusive,
    couponCode: row.coupon_code,
    startsAt: asDate(row.starts_at),
    endsAt: asDate(row.ends_at),
    registeredOnly: row.registered_only,
    condition: row.condition,
    reward: row.reward,
    perCustomerLimit: row.per_customer_limit,
    totalLimit: row.total_limit,
  }));
}

export async function selectCartCoupons(db: Queryable, basketId: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    "select code from cart_coupons where basket_id = $1 order by applied_at, code",
    [basketId],
  );
  return rows.map((row) => row.code);
}

/** Answers false when the cart already had the code. */
export async function insertCartCoupon(
  db: Queryable,
  basketId: string,
  code: string,
): Promise<boolean> {
  const rows = await db.query<{ code: string }>(
    `insert into cart_coupons (basket_id, code) values ($1, $2)
     on conflict (basket_id, code) do nothing returning code`,
    [basketId, code],
  );
  return rows.length > 0;
}

/** Answers whether the cart had the code. */
export async function deleteCartCoupon(
  db: Queryable,
  basketId: string,
  code: string,
): Promise<boolean> {
  const rows = await db.query<{ code: string }>(
    "delete from cart_coupons where basket_id = $1 and code = $2 returning code",
    [basketId, code],
  );
  return rows.length > 0;
}

/** How often a promotion was redeemed by orders: in all, and by one shopper. */
export async function countRedemptions(
  db: Queryable,
  promotionId: string,
  consumerNo: string,
): Promise<{ total: number; byShopper: number }> {
  const rows = await db.query<{ total: number; by_shopper: number }>(
    `select count(*)::int as total, count(*) filter (where consumer_no = $2)::int as by_shopper
       from coupon_redemptions where promotion_id = $1`,
    [promotionId, consumerNo],
  );
  return { total: rows[0]?.total ?? 0, byShopper: rows[0]?.by_shopper ?? 0 };
}

/**
 * Records a code's use by an order, under the promotion's lock so that two orders racing for a
 * once-per-shopper code cannot both count as the first. Answers the uses before this one (for
 * the limits), and writes nothing when they are reached already.
 */
export async function insertRedemption(
  tx: Queryable,
  redemption: {
    promotionId: string;
    consumerNo: string;
    orderNo: string;
    totalLimit: number | null;
    perCustomerLimit: number | null;
  },
): Promise<"redeemed" | "PRM140" | "PRM150"> {
  await tx.query("select pg_advisory_xact_lock(hashtext($1))", [
    `promotion:${redemption.promotionId}`,
  ]);
  const used = await countRedemptions(tx, redemption.promotionId, redemption.consumerNo);
  if (redemption.totalLimit !== null && used.total >= redemption.totalLimit) return "PRM140";
  if (redemption.perCustomerLimit !== null && used.byShopper >= redemption.perCustomerLimit)
    return "PRM150";
  await tx.query(
    `insert into coupon_redemptions (promotion_id, consumer_no, order_no) values ($1, $2, $3)
     on conflict do nothing`,
    [redemption.promotionId, redemption.consumerNo, redemption.orderNo],
  );
  return "redeemed";
}

/** Gives back the codes an order used (its order failed). */
export async function deleteRedemptions(tx: Queryable, orderNo: string): Promise<void> {
  await tx.query("delete from coupon_redemptions where order_no = $1", [orderNo]);
}
