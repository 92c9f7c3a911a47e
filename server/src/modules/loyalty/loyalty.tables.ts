import type { Queryable } from "../../platform/database/db.types";

export interface MemberRow {
  consumer_no: string;
  member_id: string;
  points_balance: number;
  opted_in_at: Date | string;
  source: string;
  referral_code: string | null;
}

const MEMBER_COLUMNS = "consumer_no, member_id, points_balance, opted_in_at, source, referral_code";

export async function selectMember(db: Queryable, consumerNo: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where consumer_no = $1`,
    [consumerNo],
  );
  return row ?? null;
}

/** Members among these shoppers (one query for a list). */
export async function selectMembers(db: Queryable, consumerNos: string[]): Promise<MemberRow[]> {
  if (consumerNos.length === 0) return [];
  return db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from loyalty_members where consumer_no = any($1::text[])`,
    [consumerNos],
  );
}

/**
 * Creates the member unless the shopper already is one or the member id is taken (both leave
 * the transaction usable); answers whether it was created.
 */
export async function insertMember(
  db: Queryable,
  member: { consumerNo: string; memberId: string; source: string; referralCode: string | null },
): Promise<boolean> {
  const rows = await db.query<{ consumer_no: string }>(
    `insert into loyalty_members (consumer_no, member_id, source, referral_code)
     values ($1, $2, $3, $4)
     on conflict do nothing returning consumer_no`,
    [member.consumerNo, member.memberId, member.source, member.referralCode],
  );
  return rows.length > 0;
}

export async function insertWelcomePromo(
  db: Queryable,
  promo: { code: string; consumerNo: string; discountPercentage: number; validDays: number },
): Promise<void> {
  await db.query(
    `insert into loyalty_welcome_promos (code, consumer_no, discount_percentage, expires_at)
     values ($1, $2, $3, now() + make_interval(days => $4))
     on conflict do nothing`,
    [promo.code, promo.consumerNo, promo.discountPercentage, promo.validDays],
  );
}

export interface WelcomePromoRow {
  code: string;
  discount_percentage: number;
  expires_at: Date | string;
  redeemed_at: Date | string | null;
  expired: boolean;
}

export async function selectWelcomePromo(
  db: Queryable,
  consumerNo: string,
): Promise<WelcomePromoRow | null> {
  const [row] = await db.query<WelcomePromoRow>(
    `select code, discount_percentage, expires_at, redeemed_at, expires_at <= now() as expired
       from loyalty_welcome_promos where consumer_no = $1`,
    [consumerNo],
  );
  return row ?? null;
}

export type PointsReason = "ORDER" | "ORDER_SPEND" | "REFUND" | "ADJUSTMENT" | "BONUS";

/**
 * Changes a member's balance by `delta` and writes its ledger row in ONE statement, so the
 * balance and the ledger can never disagree. Answers:
 * - `applied` with the new balance;
 * - `duplicate` when this reason and reference was already booked (nothing changes);
 * - `insufficient` when the balance would go below 0; `not-member` when there is no member.
 */
export async function changePoints(
  db: Queryable,
  change: { consumerNo: string; delta: number; reason: PointsReason; reference: string },
): Promise<
  | { state: "applied"; balance: number }
  | { state: "duplicate" | "insufficient" | "not-member"; balance: number | null }
> {
  const [row] = await db.query<{
    member: boolean;
    balance: number | null;
    duplicate: boolean;
    written: number | null;
  }>(
    `with member as (
       select points_balance from loyalty_members where consumer_no = $1),
     booked as (
       select 1 from loyalty_points_ledger
        where consumer_no = $1 and reason = $3 and reference = $4),
     changed as (
       update loyalty_members set points_balance = points_balance + $2
        where consumer_no = $1 and points_balance + $2 >= 0 and not exists (select 1 from booked)
        returning consumer_no, points_balance),
     entry as (
       insert into loyalty_points_ledger (consumer_no, delta, balance_after, reason, reference)
       select consumer_no, $2, points_balance, $3, $4 from changed
       returning balance_after)
     select exists (select 1 from member) as member,
            (select points_balance from member) as balance,
            exists (select 1 from booked) as duplicate,
            (select balance_after from entry) as written`,
    [change.consumerNo, change.delta, change.reason, change.reference],
  );
  if (row?.written !== null && row?.written !== undefined)
    return { state: "applied", balance: row.written };
  if (!row?.member) return { state: "not-member", balance: null };
  return { state: row.duplicate ? "duplicate" : "insufficient", balance: row.balance };
}

export interface LedgerRow {
  delta: number;
  balance_after: number;
  reason: PointsReason;
  reference: string;
  created_at: Date | string;
}

/** A member's newest ledger rows, newest first. */
export async function selectLedger(
  db: Queryable,
  consumerNo: string,
  limit: number,
): Promise<LedgerRow[]> {
  return db.query<LedgerRow>(
    `select delta, balance_after, reason, reference, created_at from loyalty_points_ledger
      where consumer_no = $1 order by entry_id desc limit $2`,
    [consumerNo, limit],
  );
}

export interface TierRow {
  points: number;
  amount_minor: number;
  active: boolean;
}

export async function selectVoucherTiers(db: Queryable, currency: string): Promise<TierRow[]> {
  return db.query<TierRow>(
    "select points, amount_minor, active from loyalty_voucher_tiers where currency = $1 order by points",
    [currency],
  );
}

/**
 * Spends a member's welcome promo in one statement: answers its discount, or why not
 * (`unknown` also for another member's code, so codes cannot be probed).
 */
export async function redeemWelcomePromoRow(
  db: Queryable,
  consumerNo: string,
  code: string,
): Promise<
  { state: "redeemed"; discountPercentage: number } | { state: "unknown" | "used" | "expired" }
> {
  const [row] = await db.query<{ discount_percentage: number }>(
    `update loyalty_welcome_promos set redeemed_at = now()
      where code = $1 and consumer_no = $2 and redeemed_at is null and expires_at > now()
      returning discount_percentage`,
    [code, consumerNo],
  );
  if (row) return { state: "redeemed", discountPercentage: row.discount_percentage };
  const [known] = await db.query<{ used: boolean }>(
    `select redeemed_at is not null as used from loyalty_welcome_promos
      where code = $1 and consumer_no = $2`,
    [code, consumerNo],
  );
  if (!known) return { state: "unknown" };
  return { state: known.used ? "used" : "expired" };
}

/** Gives a redeemed welcome promo back (the order that spent it failed). */
export async function releaseWelcomePromoRow(
  db: Queryable,
  consumerNo: string,
  code: string,
): Promise<void> {
  await db.query(
    "update loyalty_welcome_promos set redeemed_at = null where code = $1 and consumer_no = $2",
    [code, consumerNo],
  );
}

/** The members and points a reason and reference booked (to give a spend back). */
export async function selectBookings(
  db: Queryable,
  reason: PointsReason,
  reference: string,
): Promise<{ consumer_no: string; delta: number }[]> {
  return db.query<{ consumer_no: string; delta: number }>(
    `select consumer_no, delta from loyalty_points_ledger where reason = $1 and reference = $2`,
    [reason, reference],
  );
}

/** The bookings of a reason whose reference starts with `prefix` (an order's partial refunds). */
export async function selectBookingsLike(
  db: Queryable,
  reason: PointsReason,
  prefix: string,
): Promise<{ consumer_no: string; delta: number }[]> {
  return db.query<{ consumer_no: string; delta: number }>(
    `select consumer_no, delta from loyalty_points_ledger
      where reason = $1 and left(reference, length($2)) = $2`,
    [reason, prefix],
  );
}

/** What an order earned, net of what its cancel and refunds took back (decision 0075). */
export async function selectOrderPoints(db: Queryable, orderNo: string): Promise<number> {
  const [row] = await db.query<{ points: number }>(
    `select coalesce(sum(delta), 0)::int as points from loyalty_points_ledger
      where (reason = 'ORDER' and reference = $1)
         or (reason = 'ADJUSTMENT' and left(reference, length($2)) = $2)`,
    [orderNo, `ORDER-BACK:${orderNo}:`],
  );
  return row?.points ?? 0;
}
