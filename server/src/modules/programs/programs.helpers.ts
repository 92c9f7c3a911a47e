import { toMajor, type Currency, type Program, type ProgramSpend } from "@ridgeline/contract";

export interface MembershipRow {
  consumer_no: string;
  program: Program;
  identity_id: string;
  allowance_kind: "CAP" | "CREDIT";
  allowance_minor: number;
  currency: Currency;
  /** Spent in the calendar year asked for (0 when the year has no row yet). */
  spent_minor: number;
}

/** The calendar year spend counts in: the shop's year is UTC's. */
export function spendYear(now: Date): number {
  return now.getUTCFullYear();
}

/** What is left of a membership's allowance this year, in minor units (never below 0). */
export function remainingMinor(membership: MembershipRow): number {
  return Math.max(0, membership.allowance_minor - membership.spent_minor);
}

/** A membership's spend as the profile shows it (000 §3 "Spend"). */
export function spendView(membership: MembershipRow, year: number): ProgramSpend {
  const money = (minor: number) => toMajor(minor, membership.currency);
  const allowance = money(membership.allowance_minor);
  return {
    program: membership.program,
    identityId: membership.identity_id,
    year,
    currency: membership.currency,
    currentSpend: money(membership.spent_minor),
    ...(membership.allowance_kind === "CAP"
      ? { annualCap: allowance }
      : { annualCredit: allowance }),
    remaining: money(remainingMinor(membership)),
  };
}

/** Professional programmes first by the spec's order: WRANX, then IPA. */
const PROSUMER_ORDER: readonly Program[] = ["WRANX", "IPA"];

/** The profile's programme fields from a shopper's memberships. */
export function programDetails(memberships: readonly MembershipRow[], year: number) {
  const of = (program: Program) => memberships.find((row) => row.program === program);
  const prosumer = PROSUMER_ORDER.map(of).find((row) => row !== undefined);
  const employee = of("EMPLOYEE");
  const athlete = of("ATHLETE");
  return {
    employee: employee ? spendView(employee, year) : null,
    athlete: athlete ? spendView(athlete, year) : null,
    prosumer: prosumer ? spendView(prosumer, year) : null,
    identities: memberships.map((row) => ({ type: row.program, id: row.identity_id })),
  };
}

/**
 * The employee discount on a cart, in minor units: `percent` of the item total, but only of
 * the part the remaining annual cap still covers, so the discounted spend never passes it.
 */
export function employeeDiscountMinor(
  itemTotalMinor: number,
  percent: number,
  remainingCapMinor: number,
): number {
  if (itemTotalMinor <= 0 || percent <= 0 || remainingCapMinor <= 0) return 0;
  const base = Math.min(itemTotalMinor, remainingCapMinor);
  return Math.floor((base * percent) / 100);
}
