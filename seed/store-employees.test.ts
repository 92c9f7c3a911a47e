import { describe, expect, it } from "vitest";
import { generateStoreEmployees } from "./store-employees";

describe("generateStoreEmployees", () => {
  it("gives each store the same three to five people every time, with unique ids", () => {
    const first = generateStoreEmployees(["0101", "0301"]);
    expect(generateStoreEmployees(["0101", "0301"])).toEqual(first);
    for (const storeId of ["0101", "0301"]) {
      const staff = first.filter((employee) => employee.storeId === storeId);
      expect(staff.length).toBeGreaterThanOrEqual(3);
      expect(staff.length).toBeLessThanOrEqual(5);
      expect(new Set(staff.map((employee) => employee.firstName)).size).toBe(staff.length);
    }
    expect(new Set(first.map((employee) => employee.storeEmployeeId)).size).toBe(first.length);
    expect(first[0]?.storeEmployeeId).toBe("E010101");
  });
});
