// Reward codes and reward cards (migration 0052, decision 0068). SQL only: the rules are in
// rewards.service.ts.
import type { Queryable } from "../../platform/database/db.types";

export type RewardKind = "CODE" | "CARD";

export interface RewardRow {
  reward_id: string;
  consumer_no: string;
  kind: RewardKind;
  reference: string;
  value_minor: number;
  currency: string;
  left_minor: number;
}

const COLUMNS = `reward_id, consumer_no, kind, reference, value_minor::int as value_minor, currency,
  (value_minor - spent_minor)::int as left_minor`;

export async function selectRewardByReference(
  db: Queryable,
  kind: RewardKind,
  reference: string,
): Promise<RewardRow | null> {
  const [row] = await db.query<RewardRow>(
    `select ${COLUMNS} from loyalty_rewards where kind = $1 and reference = $2`,
    [kind, reference],
  );
  return row ?? null;
}

export async function selectRewards(
  db: Queryable,
  rewardIds: readonly string[],
): Promise<RewardRow[]> {
  if (rewardIds.length === 0) return [];
  return db.query<RewardRow>(
    `select ${COLUMNS} from loyalty_rewards where reward_id = any($1::text[])`,
    [rewardIds],
  );
}

/**
 * Spends a reward against an order's reference in the caller's transaction: a code whole (once,
 * `amountMinor` is what it paid, its balance goes to 0), a card by `amountMinor`. The update
 * waits for the reward's row lock and re-reads it, so it applies only while the balance holds.
 * False when it does not; the same reward and reference twice counts once.
 */
export async function spendRewardRow(
  tx: Queryable,
  spend: { rewardId: string; amountMinor: number; reference: string },
): Promise<boolean> {
  const rows = await tx.query<{ reward_id: string }>(
    `with debited as (
       update loyalty_rewards
          set spent_minor = case when kind = 'CODE' then value_minor else spent_minor + $2 end
        where reward_id = $1
          and not exists (select 1 from loyalty_reward_spends
                           where reward_id = $1 and reference = $3)
          and case when kind = 'CODE' then spent_minor = 0 and value_minor >= $2
                   else value_minor - spent_minor >= $2 end
        returning reward_id, case when kind = 'CODE' then value_minor else $2 end as taken)
     insert into loyalty_reward_spends (reward_id, reference, amount_minor)
     select reward_id, $3, taken from debited
     returning reward_id`,
    [spend.rewardId, spend.amountMinor, spend.reference],
  );
  if (rows.length > 0) return true;
  const [already] = await tx.query<{ reward_id: string }>(
    "select reward_id from loyalty_reward_spends where reward_id = $1 and reference = $2",
    [spend.rewardId, spend.reference],
  );
  return already !== undefined;
}

/** Gives back every spend of a reference not given back yet; a second call finds none. */
export async function giveBackRewardRows(tx: Queryable, reference: string): Promise<void> {
  await tx.query(
    `with returned as (
       update loyalty_reward_spends set given_back_at = now()
        where reference = $1 and given_back_at is null
        returning reward_id, amount_minor - refunded_minor as amount_minor)
     update loyalty_rewards as reward
        set spent_minor = reward.spent_minor - returned.amount_minor
       from returned
      where reward.reward_id = returned.reward_id`,
    [reference],
  );
}

/**
 * Gives `amountMinor` of what `reference` spent of a reward back to it (part of a refund);
 * false when the spend has less than that left.
 */
export async function refundRewardRow(
  tx: Queryable,
  part: { rewardId: string; reference: string; amountMinor: number },
): Promise<boolean> {
  const rows = await tx.query<{ reward_id: string }>(
    `with refunded as (
       update loyalty_reward_spends set refunded_minor = refunded_minor + $3
        where reward_id = $1 and reference = $2 and given_back_at is null
          and amount_minor - refunded_minor >= $3
        returning reward_id)
     update loyalty_rewards as reward set spent_minor = reward.spent_minor - $3
       from refunded where reward.reward_id = refunded.reward_id
     returning reward.reward_id`,
    [part.rewardId, part.reference, part.amountMinor],
  );
  return rows.length === 1;
}

/** Issues (or re-issues, unspent) a reward: the demo seed. */
export async function upsertReward(
  db: Queryable,
  reward: Omit<RewardRow, "left_minor">,
): Promise<void> {
  await db.query(
    `insert into loyalty_rewards (reward_id, consumer_no, kind, reference, value_minor, currency)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (reward_id) do update
       set consumer_no = excluded.consumer_no, kind = excluded.kind,
           reference = excluded.reference, value_minor = excluded.value_minor,
           currency = excluded.currency, spent_minor = 0`,
    [
      reward.reward_id,
      reward.consumer_no,
      reward.kind,
      reward.reference,
      reward.value_minor,
      reward.currency,
    ],
  );
}
