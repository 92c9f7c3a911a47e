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

/**
 * Spends `amountMinor` of a programme's allowance of `year` against an order's reference, in the
 * caller's transaction: only while the allowance covers it (the year's row is locked and
 * re-read by the update), and once per reference. False when it does not cover it.
 */
export async function spendAllowanceRow(
  tx: Queryable,
  spend: {
    consumerNo: string;
    program: Program;
    year: number;
    amountMinor: number;
    reference: string;
  },
): Promise<boolean> {
  const params = [spend.consumerNo, spend.program, spend.year, spend.amountMinor, spend.reference];
  const [already] = await tx.query(
    `select 1 from program_spend_entries
      where consumer_no = $1 and program = $2 and reference = $3`,
    [spend.consumerNo, spend.program, spend.reference],
  );
  if (already) return true;
  await tx.query(
    `insert into program_spend (consumer_no, program, year, spent_minor) values ($1, $2, $3, 0)
     on conflict (consumer_no, program, year) do nothing`,
    params.slice(0, 3),
  );
  const rows = await tx.query(
    `with debited as (
       update program_spend as spend set spent_minor = spend.spent_minor + $4, updated_at = now()
         from program_memberships as member
        where spend.consumer_no = $1 and spend.program = $2 and spend.year = $3
          and member.consumer_no = $1 and member.program = $2
          and member.allowance_minor - spend.spent_minor >= $4
        returning spend.consumer_no)
     insert into program_spend_entries (consumer_no, program, year, reference, amount_minor)
     select $1, $2, $3, $5, $4 from debited
     returning consumer_no`,
    params,
  );
  return rows.length > 0;
}

/** Gives back every allowance spend of a reference, to its own year, once. */
export async function giveBackAllowanceRows(tx: Queryable, reference: string): Promise<void> {
  await tx.query(
    `with returned as (
       update program_spend_entries set given_back_at = now()
        where reference = $1 and given_back_at is null
        returning consumer_no, program, year, amount_minor - refunded_minor as amount_minor)
     update program_spend as spend
        set spent_minor = spend.spent_minor - returned.amount_minor, updated_at = now()
       from returned
      where spend.consumer_no = returned.consumer_no and spend.program = returned.program
        and spend.year = returned.year`,
    [reference],
  );
}

/**
 * Gives `amountMinor` of what `reference` spent of a programme's allowance back, to the year
 * it was taken from (part of a refund); false when the spend has less than that left.
 */
export async function refundAllowanceRow(
  tx: Queryable,
  part: { consumerNo: string; program: Program; reference: string; amountMinor: number },
): Promise<boolean> {
  const rows = await tx.query<{ consumer_no: string }>(
    `with refunded as (
       update program_spend_entries set refunded_minor = refunded_minor + $4
        where consumer_no = $1 and program = $2 and reference = $3 and given_back_at is null
          and amount_minor - refunded_minor >= $4
        returning consumer_no, program, year)
     update program_spend as spend
        set spent_minor = spend.spent_minor - $4, updated_at = now()
       from refunded
      where spend.consumer_no = refunded.consumer_no and spend.program = refunded.program
        and spend.year = refunded.year
     returning spend.consumer_no`,
    [part.consumerNo, part.program, part.reference, part.amountMinor],
  );
  return rows.length === 1;
}
