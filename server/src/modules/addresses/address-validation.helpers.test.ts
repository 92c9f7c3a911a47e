import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors/app-error";
import { addressRulesFor } from "../utilities";
import { addressKey, validateAddress, type AddressDraft } from "./address-validation.helpers";

const US_RULES = addressRulesFor("US");
const DRAFT: AddressDraft = {
  approachType: "S",
  firstName: " Ana ",
  lastName: "Martin",
  addressLine1: "1234   Pearl Street",
  addressLine2: "   ",
  city: "Boulder",
  province: "colorado",
  postalCode: "80302",
  country: "US",
  email: " Ana@Example.com ",
  phone: "303 555 0123",
};

function failure(draft: AddressDraft): AppError {
  if (!US_RULES) throw new Error("no US rules");
  try {
    validateAddress(draft, US_RULES);
  } catch (error) {
    if (error instanceof AppError) return error;
  }
  throw new Error("the address passed");
}

describe("validateAddress", () => {
  it("gives the stored form: trimmed, single spaces, empty optional fields null, codes", () => {
    if (!US_RULES) throw new Error("no US rules");
    expect(validateAddress(DRAFT, US_RULES)).toEqual({
      approachType: "S",
      firstName: "Ana",
      lastName: "Martin",
      addressLine1: "1234 Pearl Street",
      addressLine2: null,
      city: "Boulder",
      province: "CO",
      postalCode: "80302",
      country: "US",
      email: "ana@example.com",
      phone: "+13035550123",
      phoneCode: "+1",
    });
  });

  it("counts characters, not UTF-16 units, against the length rules", () => {
    if (!US_RULES) throw new Error("no US rules");
    const thirty = "é".repeat(30);
    expect(validateAddress({ ...DRAFT, city: thirty }, US_RULES).city).toBe(thirty);
    expect(failure({ ...DRAFT, city: `${thirty}é` })).toMatchObject({ field: "city" });
  });

  it("names the first failing field in form order", () => {
    expect(failure({ ...DRAFT, firstName: "", postalCode: "x" })).toMatchObject({
      errorId: "VAL400",
      field: "firstName",
      message: "firstName: This field is required.",
    });
    expect(failure({ ...DRAFT, email: "ana" })).toMatchObject({
      errorId: "AUT453",
      field: "email",
    });
  });
});

describe("addressKey", () => {
  it("is the same for one address written with other case and spacing, and differs by type", () => {
    if (!US_RULES) throw new Error("no US rules");
    const a = validateAddress(DRAFT, US_RULES);
    const b = validateAddress(
      { ...DRAFT, addressLine1: "1234 PEARL street", firstName: "ana", email: "ana@example.com" },
      US_RULES,
    );
    expect(addressKey(a)).toBe(addressKey(b));
    expect(addressKey({ ...a, approachType: "B" })).not.toBe(addressKey(a));
    expect(addressKey({ ...a, addressLine2: "Suite 5" })).not.toBe(addressKey(a));
  });
});
