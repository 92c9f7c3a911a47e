import { describe, expect, it } from "vitest";
import { computeTax, isTaxFailure, type TaxInput, type TaxResult } from "./tax.helpers";

type Site = TaxInput["site"];
type Line = TaxInput["lines"][number];

const GB: Site = { country: "GB", pricesIncludeTax: true, rounding: "line" };
const US: Site = { country: "US", pricesIncludeTax: false, rounding: "line" };
const CA: Site = { country: "CA", pricesIncludeTax: false, rounding: "line" };
const DE: Site = { country: "DE", pricesIncludeTax: true, rounding: "order-per-rate" };

function line(id: string, amountMinor: number, qty = 1, taxClass: Line["taxClass"] = "standard") {
  return { id, amountMinor, qty, taxClass };
}

function taxOf(input: TaxInput): TaxResult {
  const result = computeTax(input);
  if (isTaxFailure(result)) throw new Error(`unexpected ${result.error}: ${result.reason}`);
  return result;
}

/** One order's tax: site, destination, lines, shipping. */
function order(
  site: Site,
  destination: TaxInput["destination"],
  lines: Line[],
  shippingMinor: number,
) {
  return taxOf({ site, destination, lines, shippingMinor });
}

const to = (country: string, region: string | null = null) => ({ country, region });

describe("computeTax: golden figures worked out by hand", () => {
  it("extracts £63.72 of VAT from a £38.23 line × 10, never 10 × the rounded unit tax", () => {
    // Line gross 10 × 3823 = 38230p. VAT included at 20%: 38230 × 0.2 / 1.2 = 38230 / 6
    // = 6371.67p → 6372p (£63.72). Per unit it would be 3823 / 6 = 637.17p → 637p, × 10 =
    // 6370p (£63.70): two pence lost, which is why we never round per unit.
    // Net = 38230 − 6372 = 31858p; the gross the shopper saw, 38230p, does not move.
    const result = order(GB, to("GB"), [line("a", 38230, 10)], 0);
    expect(result.lines).toEqual([
      { id: "a", taxMinor: 6372, rates: [{ name: "VAT", rate: 200_000, taxMinor: 6372 }] },
    ]);
    expect(result.byRate).toEqual([
      { name: "VAT", rate: 200_000, label: "VAT 20%", taxableMinor: 31858, taxMinor: 6372 },
    ]);
    expect(result).toMatchObject({ taxMinor: 6372, netMinor: 31858, grossMinor: 38230 });
    // Free shipping is still taxable in the UK: the VAT row is there, at 0.
    expect(result.shipping).toEqual({
      taxMinor: 0,
      rates: [{ name: "VAT", rate: 200_000, taxMinor: 0 }],
    });
  });

  it("rounds two £382.30 lines once for the order per rate and spreads the penny by remainder", () => {
    // Each line: 38230 / 6 = 6371.67p. Line rounding: 6372 + 6372 = 12744p.
    // Order per rate: 76460 / 6 = 12743.33p → 12743p. Spread: floors 6371 + 6371 = 12742,
    // one penny left, remainders equal (0.67 each) → the earlier line: 6372 and 6371.
    const lines = [line("a", 38230, 10), line("b", 38230, 10)];
    const byLine = taxOf({ site: GB, destination: to("GB"), lines, shippingMinor: 0 });
    expect(byLine.lines.map((l) => l.taxMinor)).toEqual([6372, 6372]);
    expect(byLine.taxMinor).toBe(12744);

    const perRate = { ...GB, rounding: "order-per-rate" as const };
    const byOrder = taxOf({ site: perRate, destination: to("GB"), lines, shippingMinor: 0 });
    expect(byOrder.lines.map((l) => l.taxMinor)).toEqual([6372, 6371]);
    expect(byOrder).toMatchObject({ taxMinor: 12743, netMinor: 76460 - 12743, grossMinor: 76460 });
  });

  it("taxes 3 × £4.99 as one line: 250p, where 3 rounded unit taxes would give 249p", () => {
    // Line 3 × 499 = 1497p; 1497 / 6 = 249.5p → 250p (half up). Unit: 499 / 6 = 83.17p → 83p,
    // × 3 = 249p. Net 1497 − 250 = 1247p.
    const result = order(GB, to("GB"), [line("a", 1497, 3)], 0);
    expect(result).toMatchObject({ taxMinor: 250, netMinor: 1247, grossMinor: 1497 });
  });

  it("itemises GST 5% and QST 9.975% on a Quebec order, shipping included, added on top", () => {
    // Lines $59.99 and 2 × $24.99 = $49.98, shipping $9.99; net 5999 + 4998 + 999 = 11996¢.
    // GST 5%:      5999 → 299.95 → 300;  4998 → 249.90 → 250;  999 → 49.95 → 50;  sum 600.
    // QST 9.975%:  5999 → 598.40025 → 598;  4998 → 498.5505 → 499;  999 → 99.65025 → 100;
    //              sum 1197 (QST on the price before GST, not on GST).
    // Tax 1797¢, gross 11996 + 1797 = 13793¢.
    const result = order(
      CA,
      to("CA", "QC"),
      [line("jacket", 5999), line("socks", 4998, 2, "clothing")],
      999,
    );
    expect(result.lines).toEqual([
      {
        id: "jacket",
        taxMinor: 898,
        rates: [
          { name: "GST", rate: 50_000, taxMinor: 300 },
          { name: "QST", rate: 99_750, taxMinor: 598 },
        ],
      },
      {
        id: "socks",
        taxMinor: 749,
        rates: [
          { name: "GST", rate: 50_000, taxMinor: 250 },
          { name: "QST", rate: 99_750, taxMinor: 499 },
        ],
      },
    ]);
    expect(result.shipping.taxMinor).toBe(150);
    expect(result.byRate).toEqual([
      { name: "GST", rate: 50_000, label: "GST 5%", taxableMinor: 11996, taxMinor: 600 },
      { name: "QST", rate: 99_750, label: "QST 9.975%", taxableMinor: 11996, taxMinor: 1197 },
    ]);
    expect(result).toMatchObject({ taxMinor: 1797, netMinor: 11996, grossMinor: 13793 });
  });

  it("gives the same Quebec figures when rounded once per rate", () => {
    // GST: 11996 × 0.05 = 599.8 → 600; floors 299 + 249 + 49 = 597, 3 cents to the three.
    // QST: 11996 × 0.09975 = 1196.601 → 1197; floors 598 + 498 + 99 = 1195, 2 cents to the
    // largest remainders: shipping (.65025) and socks (.5505); the jacket (.40025) keeps 598.
    const result = taxOf({
      site: { ...CA, rounding: "order-per-rate" },
      destination: to("CA", "QC"),
      lines: [line("jacket", 5999), line("socks", 4998, 2)],
      shippingMinor: 999,
    });
    expect(result.lines.map((l) => l.taxMinor)).toEqual([898, 749]);
    expect(result.shipping.taxMinor).toBe(150);
    expect(result.taxMinor).toBe(1797);
  });

  it("charges Ontario's 13% HST as one tax, on the line and on shipping", () => {
    // 7999 × 0.13 = 1039.87 → 1040; shipping 1500 × 0.13 = 195. Tax 1235, gross 9499 + 1235.
    const result = order(CA, to("CA", "on"), [line("boots", 7999)], 1500);
    expect(result.byRate).toEqual([
      { name: "HST", rate: 130_000, label: "HST 13%", taxableMinor: 9499, taxMinor: 1235 },
    ]);
    expect(result).toMatchObject({ taxMinor: 1235, netMinor: 9499, grossMinor: 10734 });
  });

  it("uses Nova Scotia's 14% HST (since April 2025)", () => {
    const result = order(CA, to("CA", "NS"), [line("a", 10000)], 0);
    expect(result.taxMinor).toBe(1400);
  });

  it("adds California's 7.25% state rate and leaves its shipping untaxed", () => {
    // 4999 × 0.0725 = 362.4275 → 362; 5998 × 0.0725 = 434.855 → 435; tax 797.
    // Shipping 795 is not taxable in CA. Net 4999 + 5998 + 795 = 11792, gross 12589.
    const result = order(
      US,
      to("US", "CA"),
      [line("pack", 4999), line("tees", 5998, 2, "clothing")],
      795,
    );
    expect(result.lines.map((l) => l.taxMinor)).toEqual([362, 435]);
    expect(result.shipping).toEqual({ taxMinor: 0, rates: [] });
    expect(result.byRate).toEqual([
      {
        name: "Sales tax",
        rate: 72_500,
        label: "Sales tax 7.25%",
        taxableMinor: 10997,
        taxMinor: 797,
      },
    ]);
    expect(result).toMatchObject({ taxMinor: 797, netMinor: 11792, grossMinor: 12589 });
  });

  it("charges no tax in Oregon and shows no tax row", () => {
    const result = order(US, to("US", "OR"), [line("a", 4999)], 795);
    expect(result).toMatchObject({ taxMinor: 0, netMinor: 5794, grossMinor: 5794, byRate: [] });
    expect(result.lines).toEqual([{ id: "a", taxMinor: 0, rates: [] }]);
  });

  it("exempts clothing in Pennsylvania, and its delivery when only exempt goods ship", () => {
    // Standard 2000 × 6% = 120; clothing 5000 exempt; shipping 1000 × 6% = 60 (PA taxes
    // delivery of taxable goods). Clothing alone: no tax at all, shipping included.
    const mixed = order(
      US,
      to("US", "US-PA"),
      [line("coat", 5000, 1, "clothing"), line("bottle", 2000)],
      1000,
    );
    expect(mixed.lines.map((l) => l.taxMinor)).toEqual([0, 120]);
    expect(mixed.shipping.taxMinor).toBe(60);
    expect(mixed.byRate[0]).toMatchObject({ taxableMinor: 3000, taxMinor: 180 });

    const clothingOnly = order(US, to("US", "PA"), [line("coat", 5000, 1, "clothing")], 1000);
    expect(clothingOnly).toMatchObject({ taxMinor: 0, byRate: [], grossMinor: 6000 });
  });

  it("still taxes UK delivery when the only line is a free gift", () => {
    // The gift (0p) is taxable goods; shipping 495p includes VAT: 495 / 6 = 82.5 → 83p.
    const result = order(GB, to("GB"), [line("gift", 0)], 495);
    expect(result.shipping.taxMinor).toBe(83);
    expect(result).toMatchObject({ taxMinor: 83, netMinor: 412, grossMinor: 495 });
  });

  it("extracts Germany's 19% VAT from a gross price", () => {
    // 11900 × 0.19 / 1.19 = 1900 exactly; shipping 495 × 19 / 119 = 79.03 → 79.
    const result = order(DE, to("DE"), [line("a", 11900)], 495);
    expect(result).toMatchObject({ taxMinor: 1979, netMinor: 10416, grossMinor: 12395 });
    expect(result.byRate[0]?.label).toBe("VAT 19%");
  });
});

describe("computeTax: TAX309 rather than a guess", () => {
  const lines = [line("a", 1000)];
  it.each([
    ["a destination outside the site's country", US, to("CA", "ON"), /not the site's country/],
    ["a US address without a state", US, to("US", null), /region \(none\)/],
    ["a state that does not exist", US, to("US", "ZZ"), /region ZZ/],
    ["a province by name instead of code", CA, to("CA", "Quebec"), /region Quebec/],
    ["a US territory", US, to("US", "PR"), /region PR/],
    ["a site country without tables", { ...US, country: "JP" }, to("JP", "13"), /country JP/],
  ])("answers TAX309 for %s", (_, site, destination, reason) => {
    const result = computeTax({ site, destination, lines, shippingMinor: 0 });
    expect(result).toEqual({ error: "TAX309", reason: expect.stringMatching(reason) });
  });

  it.each([
    ["a negative amount", [line("a", -1)], 0],
    ["a fractional amount", [line("a", 10.5)], 0],
    ["a zero quantity", [line("a", 100, 0)], 0],
    ["negative shipping", [line("a", 100)], -5],
    ["a total beyond exact integers", [line("a", 2 ** 52), line("b", 2 ** 52)], 0],
  ])("answers TAX309 for %s", (_, badLines, shippingMinor) => {
    const result = computeTax({ site: GB, destination: to("GB"), lines: badLines, shippingMinor });
    expect(result).toMatchObject({ error: "TAX309" });
  });
});
