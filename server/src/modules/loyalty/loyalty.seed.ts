import type { Queryable } from "../../platform/database/db.types";
import { enrolMember } from "./loyalty.service";
import { changePoints } from "./loyalty.tables";

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
