import { brokenPasswordRules } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { generateStoreEmployees } from "./store-employees";
import { DEMO_ASSOCIATE, DEMO_PASSWORD, DEMO_SHOPPERS } from "./demo-accounts";

describe("demo accounts", () => {
  it("has one shopper per role with a unique number, e-mail and phone", () => {
    expect(DEMO_SHOPPERS.map((account) => account.role)).toEqual([
      "consumer",
      "loyalty",
      "employee",
      "athlete",
      "wranx",
      "ipa",
    ]);
    for (const key of ["consumerNo", "email", "phone"] as const)
      expect(new Set(DEMO_SHOPPERS.map((account) => account[key])).size).toBe(6);
    expect(DEMO_SHOPPERS.find((a) => a.role === "employee")?.consumerType).toBe("EMPLOYEE");
  });

  it("issues two reward codes and two reward cards, each its own", () => {
    const rewards = DEMO_SHOPPERS.flatMap((account) => account.rewards ?? []);
    expect(rewards.filter((reward) => reward.kind === "CODE")).toHaveLength(2);
    expect(rewards.filter((reward) => reward.kind === "CARD")).toHaveLength(2);
    expect(new Set(rewards.map((reward) => reward.reference)).size).toBe(4);
  });

  it("signs in with a password that meets the sign-up rules", () => {
    expect(brokenPasswordRules(DEMO_PASSWORD)).toEqual([]);
  });

  it("gives the associate an employee the seed really puts in that store", () => {
    const staff = generateStoreEmployees([DEMO_ASSOCIATE.storeId]);
    expect(staff.map((employee) => employee.storeEmployeeId)).toContain(
      DEMO_ASSOCIATE.storeEmployeeId,
    );
  });
});
