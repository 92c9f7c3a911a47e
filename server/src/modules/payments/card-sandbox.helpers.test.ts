import { describe, expect, it } from "vitest";
import {
  cardDigits,
  detectBrand,
  expiryProblem,
  fullYear,
  giftCardProblem,
  isExpired,
  isValidHolder,
  maskNumber,
  passesLuhn,
  SANDBOX_TEST_CARDS,
  securityCodeLength,
} from "./card-sandbox.helpers";

describe("passesLuhn", () => {
  it.each(["4111111111111111", "5555555555554444", "378282246310005", "6011111111111117"])(
    "accepts the test number %s",
    (digits) => expect(passesLuhn(digits)).toBe(true),
  );

  it.each(["4111111111111112", "1234567812345678", "", "4111 1111 1111 1111"])(
    "refuses %j",
    (digits) => expect(passesLuhn(digits)).toBe(false),
  );

  it("accepts every documented sandbox test number", () => {
    for (const digits of Object.keys(SANDBOX_TEST_CARDS)) expect(passesLuhn(digits)).toBe(true);
  });
});

describe("cardDigits", () => {
  it("drops the spaces and dashes shoppers type", () => {
    expect(cardDigits(" 4111 1111-1111 1111 ")).toBe("4111111111111111");
  });

  it("refuses letters and other signs", () => {
    expect(cardDigits("4111 1111 1111 111O")).toBeNull();
    expect(cardDigits("4111.1111.1111.1111")).toBeNull();
  });
});

describe("detectBrand", () => {
  it.each([
    ["4111111111111111", "VISA"],
    ["4222222222222", "VISA"],
    ["5555555555554444", "MASTERCARD"],
    ["2221000000000009", "MASTERCARD"],
    ["2720990000000007", "MASTERCARD"],
    ["378282246310005", "AMEX"],
    ["341111111111111", "AMEX"],
    ["6011111111111117", "DISCOVER"],
    ["6445644564456445", "DISCOVER"],
    ["6500000000000002", "DISCOVER"],
    ["6221260000000000", "DISCOVER"],
  ])("knows %s as %s", (digits, brand) => expect(detectBrand(digits)).toBe(brand));

  it.each([
    ["a Visa prefix with 15 digits", "411111111111111"],
    ["an Amex prefix with 16 digits", "3782822463100050"],
    ["a Mastercard prefix outside the 2-series range", "2721000000000000"],
    ["a brand we do not take (JCB)", "3530111333300000"],
    ["a number starting with 1", "1111111111111111"],
  ])("refuses %s", (_label, digits) => expect(detectBrand(digits)).toBeNull());
});

describe("securityCodeLength", () => {
  it("asks four digits on an Amex and three on the others", () => {
    expect(securityCodeLength("AMEX")).toBe(4);
    expect(securityCodeLength("VISA")).toBe(3);
    expect(securityCodeLength("MASTERCARD")).toBe(3);
    expect(securityCodeLength("DISCOVER")).toBe(3);
  });
});

describe("expiry", () => {
  const now = new Date("2026-11-21T12:00:00Z");

  it("accepts this month, a later month and a later year", () => {
    expect(expiryProblem(11, 2026, now)).toBeNull();
    expect(expiryProblem(12, 2026, now)).toBeNull();
    expect(expiryProblem(1, 2027, now)).toBeNull();
  });

  it("refuses last month and last year as expired", () => {
    expect(expiryProblem(10, 2026, now)).toEqual({
      field: "expirationMonth",
      message: "The card has expired.",
    });
    expect(expiryProblem(12, 2025, now)).toMatchObject({ field: "expirationYear" });
  });

  it("refuses a month outside 1 to 12 and a year too far ahead", () => {
    expect(expiryProblem(0, 2027, now)).toMatchObject({ field: "expirationMonth" });
    expect(expiryProblem(13, 2027, now)).toMatchObject({ field: "expirationMonth" });
    expect(expiryProblem(1, 2047, now)).toMatchObject({ field: "expirationYear" });
  });

  it("reads a two-digit year as this century", () => {
    expect(fullYear(27)).toBe(2027);
    expect(fullYear(2027)).toBe(2027);
  });

  it("counts a card expired only once its month is over", () => {
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 2026, now)).toBe(true);
  });
});

describe("maskNumber and isValidHolder", () => {
  it("shows only the last four digits", () => {
    expect(maskNumber("4111111111111111")).toBe("••••••••••••1111");
    expect(maskNumber("378282246310005")).toBe("•••••••••••0005");
  });

  it("takes names with accents, apostrophes and hyphens, and refuses digits", () => {
    expect(isValidHolder("Zoë O'Brien-Müller")).toBe(true);
    expect(isValidHolder("R2D2")).toBe(false);
    expect(isValidHolder("A")).toBe(false);
  });
});

describe("giftCardProblem", () => {
  it("accepts the sandbox gift cards", () => {
    expect(giftCardProblem("6036 0000 0000 0005", "1234")).toBeNull();
    expect(giftCardProblem("6036000000000013", "12345678")).toBeNull();
  });

  it("names the number or the PIN that is wrong", () => {
    expect(giftCardProblem("6036000000000006", "1234")).toBe("number");
    expect(giftCardProblem("603600000000005", "1234")).toBe("number");
    expect(giftCardProblem("6036000000000005", "12a4")).toBe("pin");
    expect(giftCardProblem("6036000000000005", "123")).toBe("pin");
  });
});
