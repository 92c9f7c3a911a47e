import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { changePoints, selectBookings, selectBookingsLike } from "./loyalty.tables";
import {
  giveBackRewardRows,
  refundRewardRow,
  selectRewardByReference,
  selectRewards,
  spendRewardRow,
  type RewardKind,
} from "./rewards.tables";

export type { RewardKind };

/** A reward code or card issued to an account: its value and what is left, minor units. */
export interface Reward {
  rewardId: string;
  consumerNo: string;
  kind: RewardKind;
  currency: string;
  valueMinor: number;
  leftMinor: number;
  /** The code or card number's last four characters, for the page. */
  lastFour: string;
}

/** The bag's points and rewards as tenders (decision 0068): read, spent, given back. */
export interface LoyaltyTenders {
  /** The account's reward of this kind and code (or card number), or null (any other's too). */
  rewardOf(
    consumerNo: string,
    kind: RewardKind,
    reference: string,
    db?: Queryable,
  ): Promise<Reward | null>;
  rewards(rewardIds: readonly string[], db?: Queryable): Promise<Map<string, Reward>>;
  /**
   * Spends a reward against an order's reference in the caller's transaction (a code whole and
   * once, a card by the amount): PYT400 when it no longer holds it.
   */
  spendReward(
    tx: Queryable,
    spend: { rewardId: string; amountMinor: number; reference: string },
  ): Promise<void>;
  /** Takes a member's points as payment for an order (PYT400 when they no longer have them). */
  spendTenderPoints(
    tx: Queryable,
    spend: { consumerNo: string; points: number; reference: string },
  ): Promise<void>;
  /** Gives back the rewards and points a reference spent as payment; a second call: nothing. */
  giveBackTenders(tx: Queryable, reference: string): Promise<void>;
  /**
   * Gives part of a reward's spend for `reference` back to it (a return's refund); throws when
   * the spend has less left (the caller's transaction rolls back).
   */
  refundReward(
    tx: Queryable,
    part: { rewardId: string; reference: string; amountMinor: number },
  ): Promise<void>;
  /**
   * Gives points paid for `reference` back (a return's refund), booked once under `refundKey`;
   * never more than the order took.
   */
  refundTenderPoints(
    tx: Queryable,
    part: { consumerNo: string; reference: string; points: number; refundKey: string },
  ): Promise<void>;
}

/** Points paid for an order are booked under this reference, apart from its voucher's. */
const tenderReference = (reference: string) => `TENDER:${reference}`;

const toReward = (row: Awaited<ReturnType<typeof selectRewards>>[number]): Reward => ({
  rewardId: row.reward_id,
  consumerNo: row.consumer_no,
  kind: row.kind,
  currency: row.currency,
  valueMinor: Number(row.value_minor),
  leftMinor: Number(row.left_minor),
  lastFour: row.reference.slice(-4),
});

export function createLoyaltyTenders(deps: { db: Db }): LoyaltyTenders {
  const { db } = deps;
  const notEnough = () =>
    new AppError("PYT400", {
      field: "payment_method_id",
      message: "A reward or points no longer cover the amount they were to pay.",
    });
  return {
    async rewardOf(consumerNo, kind, reference, queryable) {
      const row = await selectRewardByReference(queryable ?? db, kind, reference.toUpperCase());
      return row && row.consumer_no === consumerNo ? toReward(row) : null;
    },

    async rewards(rewardIds, queryable) {
      const rows = await selectRewards(queryable ?? db, rewardIds);
      return new Map(rows.map((row) => [row.reward_id, toReward(row)]));
    },

    async spendReward(tx, spend) {
      if (!Number.isSafeInteger(spend.amountMinor) || spend.amountMinor <= 0) return;
      if (!(await spendRewardRow(tx, spend))) throw notEnough();
    },

    async spendTenderPoints(tx, spend) {
      if (!Number.isSafeInteger(spend.points) || spend.points <= 0) return;
      const outcome = await changePoints(tx, {
        consumerNo: spend.consumerNo,
        delta: -spend.points,
        reason: "ORDER_SPEND",
        reference: tenderReference(spend.reference),
      });
      if (outcome.state === "insufficient" || outcome.state === "not-member") throw notEnough();
    },

    async refundReward(tx, part) {
      if (!Number.isSafeInteger(part.amountMinor) || part.amountMinor <= 0) return;
      if (!(await refundRewardRow(tx, part)))
        throw new Error(`reward spend ${part.reference} has not ${part.amountMinor} to refund`);
    },

    async refundTenderPoints(tx, part) {
      if (!Number.isSafeInteger(part.points) || part.points <= 0) return;
      const spent = await selectBookings(tx, "ORDER_SPEND", tenderReference(part.reference));
      const taken = -spent.reduce((sum, row) => sum + row.delta, 0);
      const refunds = await selectBookingsLike(tx, "REFUND", `${tenderReference(part.reference)}:`);
      const given = refunds.reduce((sum, row) => sum + row.delta, 0);
      if (given + part.points > taken)
        throw new Error(`points of ${part.reference}: ${given} + ${part.points} > ${taken} taken`);
      await changePoints(tx, {
        consumerNo: part.consumerNo,
        delta: part.points,
        reason: "REFUND",
        reference: `${tenderReference(part.reference)}:${part.refundKey}`,
      });
    },

    async giveBackTenders(tx, reference) {
      await giveBackRewardRows(tx, reference);
      const booked = await selectBookings(tx, "ORDER_SPEND", tenderReference(reference));
      // A REFUND of the same reference is booked once, however often this runs.
      for (const row of booked)
        await changePoints(tx, {
          consumerNo: row.consumer_no,
          delta: -row.delta,
          reason: "REFUND",
          reference: tenderReference(reference),
        });
    },
  };
}
