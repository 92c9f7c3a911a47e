import { ADDRESS_RULE_FIELDS } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { COUNTRY_ADDRESS_RULES } from "./address-rules.data";
import { addressRulesFor, DEFAULT_ADDRESS_FIELDS, NAME_PATTERN } from "./address-rules.helpers";
import { COUNTRIES } from "./countries.data";

describe("address rules", () => {
  it("give every country of the list rules for every field, and none to an unknown code", () => {
    for (const country of COUNTRIES) {
      const rules = addressRulesFor(country.code);
      expect(rules?.countryCode).toBe(country.code);
      expect(Object.keys(rules?.fields ?? {}).sort()).toEqual([...ADDRESS_RULE_FIELDS].sort());
    }
    expect(addressRulesFor("ZZ")).toBeNull();
  });

  it("only have country rules for countries of the list, whose examples pass their patterns", () => {
    for (const [code, own] of Object.entries(COUNTRY_ADDRESS_RULES)) {
      expect(COUNTRIES.some((country) => country.code === code)).toBe(true);
      const postal = addressRulesFor(code)?.fields.postalCode;
      expect(postal?.example, code).toMatch(new RegExp(postal?.pattern ?? "", "u"));
      expect(postal?.example?.length ?? 0).toBeLessThanOrEqual(postal?.maxLength ?? 0);
      expect(own.postalCode, code).toBeDefined();
    }
  });

  it("keep the spec's defaults where a country has no rule of its own", () => {
    const rules = addressRulesFor("gr");
    expect(rules?.isDefault).toBe(true);
    expect(rules?.fields).toEqual(DEFAULT_ADDRESS_FIELDS);
    expect(rules?.fields.addressLine1).toMatchObject({ required: true, maxLength: 30 });
    expect(rules?.fields.addressLine2).toMatchObject({ required: false, maxLength: 30 });
    expect(rules?.fields.firstName).toMatchObject({ required: true, minLength: 2, maxLength: 30 });
    expect(rules?.fields.province.required).toBe(false);
  });

  it("require a province from the list in the US and Canada", () => {
    expect(addressRulesFor("US")?.fields.province).toMatchObject({ required: true });
    expect(addressRulesFor("US")?.fields.province.options).toHaveLength(51);
    expect(addressRulesFor("CA")?.fields.province.options).toHaveLength(13);
  });

  it("accept names with accents, spaces, comma, period, apostrophe, backtick and hyphen only", () => {
    const name = new RegExp(NAME_PATTERN, "u");
    for (const ok of ["Zoë", "O'Brien", "Jean-Luc", "St. John, Jr", "D`Arcy", "Ångström"])
      expect(ok).toMatch(name);
    for (const bad of ["Ana3", "Ana_Maria", "<b>", "Ana!"]) expect(bad).not.toMatch(name);
  });
});
