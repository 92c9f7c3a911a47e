import { describe, expect, it } from "vitest";
import {
  employeeDiscountMinor,
  programDetails,
  remainingMinor,
  spendView,
  spendYear,
  type MembershipRow,
} from "./programs.helpers";

const membership = (overrides: Partial<MembershipRow> = {}): MembershipRow => ({
  consumer_no: "C1",
  program: "EMPLOYEE",
  identity_id: "EMP-1",
  allowance_kind: "CAP",
  allowance_minor: 150000,
  currency: "USD",
  spent_minor: 40000,
  ...overrides,
});

describe("spend", () => {
  it("counts the calendar year in UTC", () => {
    expect(spendYear(new Date("2026-12-31T23:30:00Z"))).toBe(2026);
    expect(spendYear(new Date("2027-01-01T00:00:00Z"))).toBe(2027);
  });

  it("shows a cap in major units with what is left of it", () => {
    expect(spendView(membership(), 2026)).toEqual({
      program: "EMPLOYEE",
      identityId: "EMP-1",
      year: 2026,
      currency: "USD",
      currentSpend: 400,
      annualCap: 1500,
      remaining: 1100,
    });
  });

  it("shows an athlete's allowance as a credit, never a negative remainder", () => {
    const view = spendView(
      membership({ program: "ATHLETE", allowance_kind: "CREDIT", spent_minor: 200000 }),
      2026,
    );
    expect(view).toMatchObject({ annualCredit: 1500, remaining: 0, currentSpend: 2000 });
    expect(view).not.toHaveProperty("annualCap");
  });

  it("puts each programme in its field and lists every identity", () => {
    const details = programDetails(
      [
        membership(),
        membership({ program: "IPA", identity_id: "IPA-9" }),
        membership({ program: "WRANX", identity_id: "WX-3" }),
      ],
      2026,
    );
    expect(details.employee?.program).toBe("EMPLOYEE");
    expect(details.athlete).toBeNull();
    expect(details.prosumer?.program).toBe("WRANX");
    expect(details.identities).toEqual([
      { type: "EMPLOYEE", id: "EMP-1" },
      { type: "IPA", id: "IPA-9" },
      { type: "WRANX", id: "WX-3" },
    ]);
  });
});

describe("employeeDiscountMinor", () => {
  it("takes the percentage of the whole total while the cap covers it", () => {
    expect(employeeDiscountMinor(10000, 30, remainingMinor(membership()))).toBe(3000);
  });

  it("discounts only the part of the total the remaining cap covers", () => {
    expect(employeeDiscountMinor(10000, 30, 2000)).toBe(600);
  });

  it("gives nothing once the cap is spent, or without a percentage", () => {
    expect(employeeDiscountMinor(10000, 30, 0)).toBe(0);
    expect(employeeDiscountMinor(10000, 0, 5000)).toBe(0);
  });

  it("rounds down to the cent", () => {
    expect(employeeDiscountMinor(999, 30, 5000)).toBe(299);
  });
});
