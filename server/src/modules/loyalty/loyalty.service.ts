import { toMajor, type LoyaltyVouchers, type WelcomePromo } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { registeredShopper, type RequestScope } from "../../platform/http/request-scope";
import {
  newMemberId,
  newPromoCode,
  offeredTier,
  signLoyaltyToken,
  type LoyaltyTokenClaims,
} from "./loyalty.helpers";
import {
  changePoints,
  insertMember,
  insertWelcomePromo,
  selectMember,
  selectOrderPoints,
  selectVoucherTiers,
  selectWelcomePromo,
  redeemWelcomePromoRow,
  releaseWelcomePromoRow,
  type MemberRow,
  type PointsReason,
} from "./loyalty.tables";

/** How long a loyalty token is valid. */
export const LOYALTY_TOKEN_SECONDS = 15 * 60;
/** The welcome promo: its discount and how long after enrolment it can be used. */
export const WELCOME_PROMO = { discountPercentage: 10, validDays: 30 } as const;

export interface Membership {
  memberId: string;
  /** ISO timestamp of the enrolment. */
  optInDate: string;
  balance: number;
}

export interface PointsChange {
  /** A positive number of points. */
  points: number;
  reason: PointsReason;
  /** What caused it (an order number…): booking the same reason and reference twice does nothing. */
  reference: string;
}

export interface LoyaltyService {
  /** The points an order earned, net of what its cancel and refunds took back. */
  pointsOfOrder(orderNo: string): Promise<number>;
  /**
   * Takes back what an order earned beyond what it is still worth after its refunds (a cancel
   * takes all): as much as the member still has; booked once per refund.
   */
  takeBackOrderPoints(input: {
    consumerNo: string;
    orderNo: string;
    refundId: number;
    stillWorthPoints: number;
  }): Promise<number>;
  /**
   * Enrols a shopper (in `tx`, so a sign-up or profile completion and its enrolment commit
   * together): member id, balance 0, a welcome promo. Enrolling a member again changes nothing.
   */
  enrol(
    tx: Queryable,
    consumerNo: string,
    options: { source: string; referralCode?: string | null | undefined },
  ): Promise<Membership>;
  /** The shopper's membership, or null when not a member. */
  membership(consumerNo: string, db?: Queryable): Promise<Membership | null>;
  /** Adds points (checkout, returns): REW130 for a non-member. */
  earnPoints(
    consumerNo: string,
    change: PointsChange,
    tx?: Queryable,
  ): Promise<{ balance: number; applied: boolean }>;
  /** Takes points (paying with points): REW140 when the balance is too low, REW130 non-member. */
  spendPoints(
    consumerNo: string,
    change: PointsChange,
    tx?: Queryable,
  ): Promise<{ balance: number; applied: boolean }>;
  /** POST …/loyalty/token. */
  loyaltyToken(
    scope: RequestScope,
    input: { usid?: string | undefined; referralCode?: string | undefined; source: string | null },
  ): Promise<{ loyaltyToken: string; memberId: string; expiresIn: number }>;
  /** GET …/loyalty/vouchers in the site's currency. */
  vouchers(scope: RequestScope): Promise<LoyaltyVouchers>;
  /** The voucher tiers of a currency (the cart's reward), fewest points first. */
  voucherTiers(
    currency: string,
    db?: Queryable,
  ): Promise<{ points: number; amountMinor: number; active: boolean }[]>;
  /** GET …/loyalty/promo/welcome. */
  welcomePromo(scope: RequestScope): Promise<WelcomePromo>;
  /**
   * Spends the member's welcome promo (checkout, in its transaction): its discount, or PRM130
   * for an unknown code or another member's, PRM150 already redeemed, PRM155 expired.
   */
  redeemWelcomePromo(
    consumerNo: string,
    code: string,
    tx?: Queryable,
  ): Promise<{ discountPercentage: number }>;
  /** Undoes redeemWelcomePromo when the order that spent it fails. */
  releaseWelcomePromo(consumerNo: string, code: string, tx?: Queryable): Promise<void>;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const toMembership = (row: MemberRow): Membership => ({
  memberId: row.member_id,
  optInDate: iso(row.opted_in_at),
  balance: row.points_balance,
});

function checkChange(change: PointsChange): void {
  if (!Number.isSafeInteger(change.points) || change.points <= 0)
    throw new AppError("VAL400", {
      field: "points",
      message: "points must be a positive integer.",
    });
  if (!change.reference.trim())
    throw new AppError("VAL400", { field: "reference", message: "reference is required." });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "23505";

/** LoyaltyService.enrol, which needs nothing but the transaction (the demo seed enrols with it). */
export async function enrolMember(
  tx: Queryable,
  consumerNo: string,
  options: { source: string; referralCode?: string | null | undefined },
): Promise<Membership> {
  const existing = await selectMember(tx, consumerNo);
  if (existing) return toMembership(existing);
  // A member id clash (1 in 9e9 per pair) is retried with another id.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const created = await insertMember(tx, {
      consumerNo,
      memberId: newMemberId(),
      source: options.source,
      referralCode: options.referralCode ?? null,
    });
    if (created || (await selectMember(tx, consumerNo))) break;
  }
  await insertWelcomePromo(tx, {
    code: newPromoCode(),
    consumerNo,
    discountPercentage: WELCOME_PROMO.discountPercentage,
    validDays: WELCOME_PROMO.validDays,
  });
  const member = await selectMember(tx, consumerNo);
  if (!member) throw new Error(`loyalty member ${consumerNo} was not written`);
  return toMembership(member);
}

export function createLoyaltyService(deps: {
  db: Db;
  /** Signs loyalty tokens (HMAC-SHA-256); the same on every process of a shop. */
  tokenKey: Buffer;
  now?: () => Date;
}): LoyaltyService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function memberOf(consumerNo: string): Promise<MemberRow> {
    const member = await selectMember(db, consumerNo);
    if (!member) throw new AppError("4044", { message: "You are not a loyalty member yet." });
    return member;
  }

  async function book(consumerNo: string, delta: number, change: PointsChange, tx?: Queryable) {
    checkChange(change);
    const input = { consumerNo, delta, reason: change.reason, reference: change.reference };
    const outcome = await changePoints(tx ?? db, input).catch(async (error: unknown) => {
      // Two bookings of one reference at once: the second finds the first's row.
      if (!tx && isUniqueViolation(error)) return changePoints(db, input);
      throw error;
    });
    if (outcome.state === "applied") return { balance: outcome.balance, applied: true };
    if (outcome.state === "duplicate") return { balance: outcome.balance ?? 0, applied: false };
    if (outcome.state === "not-member")
      throw new AppError("REW130", { message: "Points are for loyalty members." });
    throw new AppError("REW140", { field: "points" });
  }

  async function voucherTiers(currency: string, queryable: Queryable) {
    return (await selectVoucherTiers(queryable, currency)).map((row) => ({
      points: row.points,
      amountMinor: row.amount_minor,
      active: row.active,
    }));
  }

  return {
    enrol: enrolMember,

    pointsOfOrder: (orderNo) => selectOrderPoints(db, orderNo),

    async takeBackOrderPoints({ consumerNo, orderNo, refundId, stillWorthPoints }) {
      const member = await selectMember(db, consumerNo);
      if (!member) return 0;
      const held = await selectOrderPoints(db, orderNo);
      const due = Math.min(held - stillWorthPoints, member.points_balance);
      if (due <= 0) return 0;
      const outcome = await changePoints(db, {
        consumerNo,
        delta: -due,
        reason: "ADJUSTMENT",
        reference: `ORDER-BACK:${orderNo}:${refundId}`,
      });
      return outcome.state === "applied" ? due : 0;
    },

    async membership(consumerNo, queryable) {
      const member = await selectMember(queryable ?? db, consumerNo);
      return member && toMembership(member);
    },

    earnPoints(consumerNo, change, tx) {
      return book(consumerNo, change.points, change, tx);
    },

    spendPoints(consumerNo, change, tx) {
      return book(consumerNo, -change.points, change, tx);
    },

    async loyaltyToken(scope, input) {
      const { consumerNo } = registeredShopper(scope);
      const member = await memberOf(consumerNo);
      const claims: LoyaltyTokenClaims = {
        memberId: member.member_id,
        consumerNo,
        usid: input.usid ?? null,
        referralCode: input.referralCode ?? null,
        source: input.source,
        exp: Math.floor(now().getTime() / 1000) + LOYALTY_TOKEN_SECONDS,
      };
      return {
        loyaltyToken: signLoyaltyToken(deps.tokenKey, claims),
        memberId: member.member_id,
        expiresIn: LOYALTY_TOKEN_SECONDS,
      };
    },

    voucherTiers: (currency, queryable) => voucherTiers(currency, queryable ?? db),

    async vouchers(scope) {
      const { consumerNo } = registeredShopper(scope);
      const member = await memberOf(consumerNo);
      const currency = scope.site.currency;
      const balance = member.points_balance;
      const tiers = await voucherTiers(currency, db);
      const view = (tier: (typeof tiers)[number]) => ({
        points: tier.points,
        amountInCurrency: toMajor(tier.amountMinor, currency),
        available: tier.active,
        eligible: balance >= tier.points,
      });
      const offered = offeredTier(tiers, balance);
      return {
        currentLoyaltyPoints: balance,
        currency,
        applicableLoyaltyVouchers: tiers.map(view),
        offeredLoyaltyVoucher: offered && view(offered),
      };
    },

    async welcomePromo(scope) {
      const { consumerNo } = registeredShopper(scope);
      await memberOf(consumerNo);
      const promo = await selectWelcomePromo(db, consumerNo);
      if (!promo) throw new AppError("4044", { message: "No welcome promo for this member." });
      return {
        promoCode: promo.code,
        discountPercentage: promo.discount_percentage,
        expiresAt: iso(promo.expires_at),
        redeemed: promo.redeemed_at !== null,
        expired: promo.expired,
      };
    },

    async redeemWelcomePromo(consumerNo, code, tx) {
      const outcome = await redeemWelcomePromoRow(tx ?? db, consumerNo, code.trim().toUpperCase());
      if (outcome.state === "redeemed") return { discountPercentage: outcome.discountPercentage };
      const errorId = { unknown: "PRM130", used: "PRM150", expired: "PRM155" } as const;
      throw new AppError(errorId[outcome.state], { field: "code" });
    },

    async releaseWelcomePromo(consumerNo, code, tx) {
      await releaseWelcomePromoRow(tx ?? db, consumerNo, code.trim().toUpperCase());
    },
  };
}
