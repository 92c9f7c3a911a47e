import type { Currency, Program } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import type { MembershipRow } from "./programs.helpers";

/** A shopper's memberships with what each spent in `year` (0 for a year without a row). */
export async function selectMemberships(
  db: Queryable,
  consumerNo: string,
  year: number,
): Promise<MembershipRow[]> {
  const rows = await db.query<MembershipRow>(
    `select m.consumer_no, m.program, m.identity_id, m.allowance_kind,
            m.allowance_minor::float8 as allowance_minor, m.currency,
            coalesce(s.spent_minor, 0)::float8 as spent_minor
       from program_memberships m
       left join program_spend s
         on s.consumer_no = m.consumer_no and s.program = m.program and s.year = $2
      where m.consumer_no = $1
      order by case m.program when 'EMPLOYEE' then 1 when 'ATHLETE' then 2
                              when 'WRANX' then 3 else 4 end`,
    [consumerNo, year],
  );
  return rows.map((row) => ({
    ...row,
    allowance_minor: Number(row.allowance_minor),
    spent_minor: Number(row.spent_minor),
  }));
}

/** Adds (or replaces) a membership; used by the demo seed and by tests' fixtures. */
export async function upsertMembership(
  db: Queryable,
  membership: {
    consumerNo: string;
    program: Program;
    identityId: string;
    allowanceKind: "CAP" | "CREDIT";
    allowanceMinor: number;
    currency: Currency;
  },
): Promise<void> {
  await db.query(
    `insert into program_memberships
       (consumer_no, program, identity_id, allowance_kind, allowance_minor, currency)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (consumer_no, program) do update
       set identity_id = excluded.identity_id, allowance_kind = excluded.allowance_kind,
           allowance_minor = excluded.allowance_minor, currency = excluded.currency`,
    [
      membership.consumerNo,
      membership.program,
      membership.identityId,
      membership.allowanceKind,
      membership.allowanceMinor,
      membership.currency,
    ],
  );
}

/** Adds `amountMinor` to a member's spend of `year`, starting the year's row at 0. */
export async function addSpend(
  db: Queryable,
  spend: { consumerNo: string; program: Program; year: number; amountMinor: number },
): Promise<void> {
  await db.query(
    `insert into program_spend (consumer_no, program, year, spent_minor)
     values ($1, $2, $3, $4)
     on conflict (consumer_no, program, year) do update
       set spent_minor = program_spend.spent_minor + excluded.spent_minor, updated_at = now()`,
    [spend.consumerNo, spend.program, spend.year, spend.amountMinor],
  );
}
