import type { Queryable } from "../../platform/database/db.types";
import { upsertCredential } from "./associates.tables";
import { upsertMembership } from "./programs.tables";

/** A demo shopper's programme membership and what was spent under it in `year`. */
export type ProgramMemberSeed = Parameters<typeof upsertMembership>[1] & {
  year: number;
  spentMinor: number;
};

/** Writes (or resets) a demo programme membership and sets its spend of the year. */
export async function importProgramMemberSeed(
  tx: Queryable,
  member: ProgramMemberSeed,
): Promise<void> {
  await upsertMembership(tx, member);
  await tx.query(
    `insert into program_spend (consumer_no, program, year, spent_minor)
     values ($1, $2, $3, $4)
     on conflict (consumer_no, program, year) do update set spent_minor = excluded.spent_minor`,
    [member.consumerNo, member.program, member.year, member.spentMinor],
  );
}

/** Sets (or resets) the demo associate's secret, already hashed, and clears any lockout. */
export async function importAssociateSeed(
  tx: Queryable,
  credential: { storeId: string; storeEmployeeId: string; secretHash: string },
): Promise<void> {
  await upsertCredential(tx, credential);
}
