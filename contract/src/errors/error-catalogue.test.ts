import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, isErrorId } from "./error-catalogue";

/** Every code of the table in spec 000 §8, row by row. */
const SPEC_CODES = [
  "AUT498",
  ...["PRC400", "INV702"],
  ...["ORD430", "ORD404"],
  "BSK404",
  ...["ORD516", "ORD517", "ORD518"],
  ...["INV700", "INV701", "INV406", "INV405", "INV407", "INV409"],
  "INV408",
  ...["GFS800", "GFO404", "GFO405"],
  "SHP404",
  ...["GFC410", "GFC799"],
  ...["GFC800", "GFC700", "GFC760", "GFC812", "GFC725", "GFC740", "GFC755", "GFC400"],
  "FE309",
  ...["PYT402", "PYT404", "PYT300", "PYT405", "PYT406", "PYT400"],
  ...["BIL400", "BILL410"],
  ...["PAY400", "PAY401"],
  ...["TAX309", "TAX310", "ORD415"],
  ...["PRM130", "PRM160", "PRM135", "PRM140", "PRM150", "PRM155", "PRM416", "PRM175"],
  ...["CHK380", "CHK320"],
  ...["SHP500", "SHP410"],
  "GWP403",
  ...["REW401", "REW130", "REW135", "REW140"],
  "PLP400",
  ...["PRO412", "PRO418", "PRO414", "PRO415", "PRO404", "PRO400", "AUT439"],
  ...["FE340", "FE872"],
  ...["CCA400", "CCA401", "CCN404"],
  ...["OHS4004", "ORD409", "ORD400"],
  ...[
    "AUT401",
    "AUT418",
    "AUT437",
    "AUT438",
    "AUT440",
    "AUT450",
    "AUT451",
    "AUT452",
    "AUT453",
    "4044",
  ],
  ...["AUT423", "AUT426", "AUT441"],
  ...["AUT444", "AUT442", "AUT409", "AUT404", "AUT500", "AUT432", "API400", "AUT402", "AUT403"],
  ...["GEN500", "API404", "API405", "API406", "API415"],
  ...["STR404", "RTN500"],
  ...["ATTR100", "ATTR200", "ATTR300"],
  "REV410",
] as const;

/** Our own codes for what the spec leaves to the platform: validation, hosts, sizes, load. */
const OUR_CODES = [
  "VAL400",
  "API421",
  "API403",
  "API413",
  "API431",
  "API408",
  "API429",
  "GEN503",
  "CHK409",
  "CHK400",
  "CHK422",
  "PAY503",
  "RSV409",
  "EVT404",
  "EVT409",
  "EVT410",
  "WAR409",
  "CNT404",
  "CNT401",
  ...["EXP404", "EXP400", "EXP401", "EXP403", "EXP412", "EXP409", "EXP410"],
] as const;

/** Codes the spec names only as rule hints (§5), which the pages also react to. */
const RULE_HINT_CODES = ["PRO410", "PRO411"] as const;

describe("ERROR_CATALOGUE", () => {
  it("lists the spec's codes without duplicates in this test", () => {
    expect(new Set(SPEC_CODES).size).toBe(SPEC_CODES.length);
    expect(SPEC_CODES).toHaveLength(110);
  });

  it.each([...SPEC_CODES, ...RULE_HINT_CODES])(
    "has %s with an error status and a message",
    (code) => {
      expect(isErrorId(code)).toBe(true);
      const entry = ERROR_CATALOGUE[code];
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(entry.message.trim()).not.toBe("");
      expect(entry.name).toMatch(/^[A-Z][A-Z0-9_]*$/);
    },
  );

  it("holds nothing but the spec's codes and our own request-level ones", () => {
    const known = new Set<string>([...SPEC_CODES, ...RULE_HINT_CODES, ...OUR_CODES]);
    expect(Object.keys(ERROR_CATALOGUE).filter((code) => !known.has(code))).toEqual([]);
  });

  it("gives each named form to one code, so the pages' handlers are unambiguous", () => {
    const names = Object.values(ERROR_CATALOGUE).map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ["BSK404", "CART_NOT_FOUND"],
    ["AUT498", "INVALID_CUSTOMER"],
    ["INV408", "ADDED_MAX_QUANTITY"],
    ["GWP403", "GWP_PRODUCT"],
    ["AUT409", "DUPLICATED_TOKEN"],
    ["PRO400", "LOGIN_IN_USE"],
    ["AUT439", "LOGIN_IN_USE2"],
    ["PRO411", "MISSING_BIRTHDATE"],
  ] as const)("names %s %s, as the pages expect", (code, name) => {
    expect(ERROR_CATALOGUE[code].name).toBe(name);
  });

  it("has every named form the spec's handled behaviours refer to", () => {
    const names = new Set(Object.values(ERROR_CATALOGUE).map((entry) => entry.name));
    const handled = [
      "ITEM_NOT_AVAILABLE",
      "NO_PRICE",
      "INVALID_PRICE",
      "INVALID_CUSTOMER",
      "CART_NOT_FOUND",
      "ITEM_OOS",
      "ITEMS_OOS",
      "ADDED_MAX_QUANTITY",
      "GWP_PRODUCT",
      "PAYMENT_ERROR",
      "PAYMENT_FRAUD_VERIFICATION_EXCEPTION",
      "CANT_SHIP_THERE",
      "GC_INVALID2",
      "GC_ALREADY_APPLIED",
      "GC_NOT_ALLOWED",
      "GC_ZERO_BALANCE",
      "ITEM_NO_LONGER_AVAILABLE",
      "CC_EXPIRY_DATE_INVALID",
      "PAYMENT_INSTRUMENT_NOT_FOUND",
      "ADDRESS_NOT_FOUND",
      "SHIPPING_POBOX_UNAVAILABLE",
      "SOME_PRODUCTS_NO_INVENTORY",
      "LOGIN_IN_USE",
      "LOGIN_IN_USE2",
      "PHONE_NUMBER_ALREADY_IN_USE",
      "PHONE_NUMBER_ALREADY_IN_USE_2",
      "MISSING_BIRTHDATE",
      "DUPLICATED_TOKEN",
    ];
    expect(handled.filter((name) => !names.has(name))).toEqual([]);
  });

  it("answers 5xx only for failures that are not the caller's", () => {
    const serverSide = Object.entries(ERROR_CATALOGUE)
      .filter(([, entry]) => entry.status >= 500)
      .map(([code]) => code)
      .sort();
    // PAY503: the payment provider did not answer (nothing was charged; decision 0070).
    expect(serverSide).toEqual([
      "AUT500",
      "GEN500",
      "GEN503",
      "GFC799",
      "PAY503",
      "RTN500",
      "TAX309",
    ]);
  });
});

describe("isErrorId", () => {
  it("is false for codes outside the catalogue and for inherited keys", () => {
    expect(isErrorId("XYZ999")).toBe(false);
    expect(isErrorId("toString")).toBe(false);
    expect(isErrorId("__proto__")).toBe(false);
  });
});
