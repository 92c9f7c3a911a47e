import type { Queryable } from "../../platform/database/db.types";
import { enrolMember } from "./loyalty.service";
import { changePoints } from "./loyalty.tables";
import { upsertReward } from "./rewards.tables";

/**
 * Makes a demo shopper a loyalty member (with a welcome promo, as any enrolment) holding
 * `points`. The points are one booking with a fixed reference, so however often the seed runs
 * they are booked once.
 */
export async function importLoyaltySeed(
  tx: Queryable,
  member: { consumerNo: string; points: number },
): Promise<void> {
  await enrolMember(tx, member.consumerNo, { source: "DEMO_SEED" });
  await changePoints(tx, {
    consumerNo: member.consumerNo,
    delta: member.points,
    reason: "BONUS",
    reference: "DEMO-SEED",
  });
}

/** A demo shopper's reward code or card (README "Demo accounts"), reset unspent on each seed. */
export interface RewardSeed {
  rewardId: string;
  consumerNo: string;
  kind: "CODE" | "CARD";
  /** The code, or the card's number. */
  reference: string;
  valueMinor: number;
  currency: string;
}

export async function importRewardSeed(tx: Queryable, reward: RewardSeed): Promise<void> {
  await upsertReward(tx, {
    reward_id: reward.rewardId,
    consumer_no: reward.consumerNo,
    kind: reward.kind,
    reference: reward.reference.toUpperCase(),
    value_minor: reward.valueMinor,
    currency: reward.currency,
  });
}
