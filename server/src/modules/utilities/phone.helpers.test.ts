import { describe, expect, it } from "vitest";
import {
  formatPhone,
  maskDigits,
  normaliseDialCode,
  normalisePhone,
  phoneRuleFor,
} from "./phone.helpers";

describe("normalisePhone", () => {
  it("stores a US number as +1 and ten digits, whatever the shopper typed between them", () => {
    for (const phone of ["3035550123", "(303) 555 - 0123", "303.555.0123", "+1 303 555 0123"])
      expect(normalisePhone({ phone, countryCode: "US" })).toMatchObject({
        ok: true,
        phone: "+13035550123",
        dialCode: "+1",
        nationalNumber: "3035550123",
      });
  });

  it("drops the North American trunk 1 of an eleven-digit number", () => {
    expect(normalisePhone({ phone: "1 303 555 0123", countryCode: "CA" })).toMatchObject({
      ok: true,
      phone: "+13035550123",
    });
  });

  it("refuses a North American number whose first digit is 0 or 1", () => {
    for (const phone of ["0035550123", "1035550123"])
      expect(normalisePhone({ phone, countryCode: "US" })).toMatchObject({
        ok: false,
        error: "NORTH_AMERICA_FIRST_DIGIT",
      });
  });

  it("drops the leading 0 of a UK number and stores it with +44", () => {
    for (const phone of ["07911 123456", "7911123456", "+44 (0)7911 123456", "+447911123456"])
      expect(normalisePhone({ phone, countryCode: "GB" })).toMatchObject({
        ok: true,
        phone: "+447911123456",
        nationalNumber: "7911123456",
      });
  });

  it("counts digits by the country's mask: nine in France, eleven in Germany", () => {
    expect(normalisePhone({ phone: "06 12 34 56 78", countryCode: "FR" })).toMatchObject({
      ok: true,
      phone: "+33612345678",
    });
    expect(normalisePhone({ phone: "0151 23456789", countryCode: "DE" })).toMatchObject({
      ok: true,
      phone: "+4915123456789",
    });
    expect(normalisePhone({ phone: "61234567", countryCode: "FR" })).toMatchObject({
      ok: false,
      error: "WRONG_LENGTH",
      message: "The phone number must have 9 digits (X XX XX XX XX).",
    });
  });

  it("keeps a leading 0 where the country has no trunk prefix (Italy)", () => {
    expect(normalisePhone({ phone: "06 1234 5678", countryCode: "IT" })).toMatchObject({
      ok: true,
      phone: "+390612345678",
    });
  });

  it("wants ten digits where a country has no mask", () => {
    expect(normalisePhone({ phone: "1123456789", countryCode: "AR" })).toMatchObject({
      ok: true,
      phone: "+541123456789",
    });
    expect(normalisePhone({ phone: "112345678", countryCode: "AR" })).toMatchObject({
      ok: false,
      error: "WRONG_LENGTH",
    });
  });

  it("refuses letters and other signs", () => {
    expect(normalisePhone({ phone: "303555012a", countryCode: "US" })).toMatchObject({
      ok: false,
      error: "NOT_DIGITS",
    });
    expect(normalisePhone({ phone: "303/555/0123", countryCode: "US" })).toMatchObject({
      ok: false,
      error: "NOT_DIGITS",
    });
  });

  it("uses the dial code given instead of the country's (a UK mobile on a French address)", () => {
    expect(
      normalisePhone({ phone: "07911 123456", countryCode: "FR", dialCode: "44" }),
    ).toMatchObject({ ok: true, phone: "+447911123456", dialCode: "+44" });
  });

  it("refuses a number written with another country's dial code", () => {
    expect(normalisePhone({ phone: "+33612345678", countryCode: "GB" })).toMatchObject({
      ok: false,
      error: "DIAL_CODE_MISMATCH",
    });
  });

  it("names an unknown country or dial code", () => {
    expect(normalisePhone({ phone: "3035550123", countryCode: "ZZ" })).toMatchObject({
      ok: false,
      error: "UNKNOWN_COUNTRY",
    });
    expect(
      normalisePhone({ phone: "3035550123", countryCode: "US", dialCode: "+999" }),
    ).toMatchObject({ ok: false, error: "UNKNOWN_DIAL_CODE" });
  });
});

describe("phone rule helpers", () => {
  it("counts the X of a mask, and defaults to ten", () => {
    expect(maskDigits("(XXX) XXX - XXXX")).toBe(10);
    expect(maskDigits("X XX XX XX XX")).toBe(9);
    expect(maskDigits(null)).toBe(10);
  });

  it("writes dial codes with their plus", () => {
    expect(normaliseDialCode("44")).toBe("+44");
    expect(normaliseDialCode(" +1 ")).toBe("+1");
    expect(normaliseDialCode("+4a")).toBeNull();
  });

  it("gives North America its mask and the rest of the world the default one", () => {
    expect(phoneRuleFor("us")).toMatchObject({ mask: "(XXX) XXX - XXXX", northAmerica: true });
    expect(phoneRuleFor("AR")).toMatchObject({ mask: "XXXX - XXX - XXX", digits: 10 });
  });

  it("fills a mask with the digits", () => {
    expect(formatPhone("3035550123", "(XXX) XXX - XXXX")).toBe("(303) 555 - 0123");
    expect(formatPhone("612345678", "X XX XX XX XX")).toBe("6 12 34 56 78");
  });
});
