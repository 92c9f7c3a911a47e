// The tax tables behind computeTax (tax.helpers.ts): which taxes apply at a destination, at
// what rate, and to which kinds of goods. Decision 0056 records the figures and why each rule is so.
//
// Rates are integers in parts per million (RATE_SCALE): 7.25% is 72_500, 9.975% is 99_750.
// Every real rate we use is a whole number of ppm, so the money maths stays exact integer
// arithmetic; nothing here is ever a float that money is multiplied by.

/** Rates are stored as parts per million: rate 50_000 means 5%. */
export const RATE_SCALE = 1_000_000;

export type TaxClass = "standard" | "clothing" | "digital";
/** What a tax can apply to: a line's tax class, or the shipping charge. */
export type Taxable = TaxClass | "shipping";

/** One tax levied at a destination ("GST" 5%, "QST" 9.975%), and what it does not apply to. */
export interface TaxComponent {
  name: string;
  /** Parts per million (RATE_SCALE). */
  rate: number;
  exempt: readonly Taxable[];
}

// US state base sales tax rates, 50 states + DC, as in force in 2025–2026 (Tax Foundation's
// "State and Local Sales Tax Rates, 2025" state column; LA 5% since 2025-01-01, DC 6.5% since
// 2025-10-01). Local (county, city, district) rates are OUT OF SCOPE: they need an address-level
// lookup (postal code alone does not decide them) and a provider we do not have, so a Los
// Angeles order is taxed 7.25%, not 9.5%. States without a general sales tax (AK, DE, MT, NH,
// OR) are 0; AK's local taxes are out of scope like every other local tax.
// HI's 4% is the general excise tax, which sellers usually pass on the same way.
export const US_STATE_RATES: Readonly<Record<string, number>> = {
  AL: 40_000,
  AK: 0,
  AZ: 56_000,
  AR: 65_000,
  CA: 72_500,
  CO: 29_000,
  CT: 63_500,
  DE: 0,
  DC: 65_000,
  FL: 60_000,
  GA: 40_000,
  HI: 40_000,
  ID: 60_000,
  IL: 62_500,
  IN: 70_000,
  IA: 60_000,
  KS: 65_000,
  KY: 60_000,
  LA: 50_000,
  ME: 55_000,
  MD: 60_000,
  MA: 62_500,
  MI: 60_000,
  MN: 68_750,
  MS: 70_000,
  MO: 42_250,
  MT: 0,
  NE: 55_000,
  NV: 68_500,
  NH: 0,
  NJ: 66_250,
  NM: 48_750,
  NY: 40_000,
  NC: 47_500,
  ND: 50_000,
  OH: 57_500,
  OK: 45_000,
  OR: 0,
  PA: 60_000,
  RI: 70_000,
  SC: 60_000,
  SD: 42_000,
  TN: 70_000,
  TX: 62_500,
  UT: 61_000,
  VT: 60_000,
  VA: 53_000,
  WA: 65_000,
  WV: 60_000,
  WI: 50_000,
  WY: 40_000,
};

// States where a delivery charge on taxable goods is taxable when the seller bills it with the
// goods (our case: shipping is always on the same invoice). Kept deliberately simple, one set:
// the real rules have conditions (separately stated, "handling" vs "delivery", common carrier)
// that we do not model; everywhere else shipping is not taxed.
export const US_SHIPPING_TAXABLE: ReadonlySet<string> = new Set([
  "AR",
  "CT",
  "GA",
  "HI",
  "IN",
  "KS",
  "KY",
  "MI",
  "MN",
  "MS",
  "NE",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "VT",
  "WA",
  "WV",
  "WI",
]);

// States that exempt everyday clothing outright, whatever its price. Threshold exemptions
// (NY under $110 for the state part, MA under $175, RI under $250) depend on the unit price
// and are not modelled: those orders are taxed in full, which over-collects rather than under.
export const US_CLOTHING_EXEMPT: ReadonlySet<string> = new Set(["MN", "NJ", "PA", "VT"]);

const GST: TaxComponent = { name: "GST", rate: 50_000, exempt: [] };

// Canada, 2025–2026 (Canada Revenue Agency, GST/HST rates; provincial finance ministries):
// GST 5% everywhere; HST replaces it in ON (13%), NB, NL, PE (15%) and NS (14% since
// 2025-04-01, down from 15%); BC PST 7%, SK PST 6%, MB RST 7% and QC QST 9.975% are added
// beside GST, each on the price before tax (QST has not been charged on GST since 2013).
// AB and the territories (NT, NU, YT) have GST only. Shipping follows the goods (taxable).
// Children's-clothing PST exemptions need an age attribute we do not have: out of scope.
export const CA_PROVINCE_TAXES: Readonly<Record<string, readonly TaxComponent[]>> = {
  AB: [GST],
  BC: [GST, { name: "PST", rate: 70_000, exempt: [] }],
  MB: [GST, { name: "RST", rate: 70_000, exempt: [] }],
  NB: [{ name: "HST", rate: 150_000, exempt: [] }],
  NL: [{ name: "HST", rate: 150_000, exempt: [] }],
  NS: [{ name: "HST", rate: 140_000, exempt: [] }],
  NT: [GST],
  NU: [GST],
  ON: [{ name: "HST", rate: 130_000, exempt: [] }],
  PE: [{ name: "HST", rate: 150_000, exempt: [] }],
  QC: [GST, { name: "QST", rate: 99_750, exempt: [] }],
  SK: [GST, { name: "PST", rate: 60_000, exempt: [] }],
  YT: [GST],
};

// Standard VAT rates of the UK and EU sites (HMRC; EU Commission "VAT rates" list): GB 20%,
// DE 19%, FR 20%. Reduced rates (children's clothing in GB) need attributes we do not have.
// Shipping takes the rate of the goods, which for our single-rate orders is the standard rate.
export const VAT_RATES: Readonly<Record<string, number>> = {
  GB: 200_000,
  DE: 190_000,
  FR: 200_000,
};

/** A region code as the tables key it: "ca", " US-CA " and "CA" all become "CA". */
function regionKey(country: string, region: string): string {
  const key = region.trim().toUpperCase();
  return key.startsWith(`${country}-`) ? key.slice(country.length + 1) : key;
}

/**
 * The taxes that apply at a destination: an empty list where there is none (Oregon), or null
 * when the country or region is not one we know (the caller answers TAX309, never guesses).
 */
export function taxComponentsFor(
  country: string,
  region: string | null,
): readonly TaxComponent[] | null {
  const code = country.trim().toUpperCase();
  const vat = VAT_RATES[code];
  // VAT is national on our sites: the region (a county, a Land) does not change it.
  if (vat !== undefined) return [{ name: "VAT", rate: vat, exempt: [] }];
  if (region === null) return null;
  const key = regionKey(code, region);
  // Keys are upper case, so no Object.prototype name ("constructor") can ever match one.
  if (code === "CA") return CA_PROVINCE_TAXES[key] ?? null;
  const rate = code === "US" ? US_STATE_RATES[key] : undefined;
  if (rate === undefined) return null;
  if (rate === 0) return [];
  const exempt: Taxable[] = [];
  if (US_CLOTHING_EXEMPT.has(key)) exempt.push("clothing");
  if (!US_SHIPPING_TAXABLE.has(key)) exempt.push("shipping");
  return [{ name: "Sales tax", rate, exempt }];
}

/** "QST 9.975%": the rate written exactly from its parts per million, trailing zeros dropped. */
export function rateLabel(name: string, rate: number): string {
  const hundredths = RATE_SCALE / 100;
  const whole = Math.floor(rate / hundredths);
  const fraction = String(rate % hundredths)
    .padStart(String(hundredths).length - 1, "0")
    .replace(/0+$/, "");
  return `${name} ${whole}${fraction ? `.${fraction}` : ""}%`;
}
