import { describe, expect, it } from "vitest";
import {
  CA_PROVINCE_TAXES,
  US_CLOTHING_EXEMPT,
  US_SHIPPING_TAXABLE,
  US_STATE_RATES,
  rateLabel,
  taxComponentsFor,
} from "./tax-rates.data";

describe("tax tables", () => {
  it("has a rate for the 50 states and DC, and every other US set names only those", () => {
    const states = Object.keys(US_STATE_RATES);
    expect(states).toHaveLength(51);
    for (const state of [...US_SHIPPING_TAXABLE, ...US_CLOTHING_EXEMPT])
      expect(states).toContain(state);
    expect(states.filter((s) => US_STATE_RATES[s] === 0).sort()).toEqual([
      "AK",
      "DE",
      "MT",
      "NH",
      "OR",
    ]);
  });

  it("has the 13 provinces and territories, each with GST or HST", () => {
    expect(Object.keys(CA_PROVINCE_TAXES)).toHaveLength(13);
    for (const taxes of Object.values(CA_PROVINCE_TAXES))
      expect(taxes[0]?.name === "GST" || (taxes.length === 1 && taxes[0]?.name === "HST")).toBe(
        true,
      );
  });

  it("reads region codes in any case, with or without the country prefix", () => {
    expect(taxComponentsFor("us", " us-ca ")).toEqual(taxComponentsFor("US", "CA"));
    expect(taxComponentsFor("CA", "ca-qc")?.map((c) => c.name)).toEqual(["GST", "QST"]);
    expect(taxComponentsFor("US", "constructor")).toBeNull();
    expect(taxComponentsFor("GB", null)?.map((c) => c.rate)).toEqual([200_000]);
  });

  it("writes a rate's label exactly from its parts per million", () => {
    expect(rateLabel("GST", 50_000)).toBe("GST 5%");
    expect(rateLabel("QST", 99_750)).toBe("QST 9.975%");
    expect(rateLabel("Sales tax", 72_500)).toBe("Sales tax 7.25%");
    expect(rateLabel("Sales tax", 42_250)).toBe("Sales tax 4.225%");
    expect(rateLabel("Sales tax", 68_750)).toBe("Sales tax 6.875%");
    expect(rateLabel("Sales tax", 1)).toBe("Sales tax 0.0001%");
  });
});
