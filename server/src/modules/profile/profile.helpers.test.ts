import { describe, expect, it } from "vitest";
import { checkPostalCode, checkShoeSize, given, parseInterests } from "./profile.helpers";

describe("given (000 §5: saving all-empty values does nothing)", () => {
  it("keeps absent and blank values, clears null, sets the rest trimmed", () => {
    expect(given(undefined)).toEqual({ kind: "keep" });
    expect(given("  ")).toEqual({ kind: "keep" });
    expect(given(null)).toEqual({ kind: "clear" });
    expect(given(" Ada ")).toEqual({ kind: "set", value: "Ada" });
  });
});

describe("profile values", () => {
  it("stores interests as known ids, each once, joined by |", () => {
    expect(parseInterests("Hiking| running |hiking||")).toBe("hiking|running");
    expect(() => parseInterests("hiking|knitting")).toThrow(
      expect.objectContaining({ errorId: "PRO412", field: "preferences.interests" }),
    );
  });

  it("accepts shoe sizes 1 to 52, whole or half", () => {
    for (const size of ["1", "9.5", "42", "52"]) expect(checkShoeSize(size)).toBe(size);
    for (const size of ["0", "53", "9.25", "XL", "07"])
      expect(() => checkShoeSize(size)).toThrow(expect.objectContaining({ errorId: "PRO412" }));
  });

  it("writes postal codes in capitals with single spaces", () => {
    expect(checkPostalCode("sw1a  1aa")).toBe("SW1A 1AA");
    expect(checkPostalCode("94110-1234")).toBe("94110-1234");
    expect(() => checkPostalCode("9")).toThrow(expect.objectContaining({ field: "postalCode" }));
  });
});
