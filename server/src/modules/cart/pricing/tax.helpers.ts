// The tax engine of the bag (issue 12, point 5; decision 0056). A pure function of its input:
// no database, no clock, no I/O, so the cart, checkout and tests all get the same figures.
//
// The rules, each with its reason:
//
// 1. Where: the destination decides the taxes (tax-rates.data.ts): US state sales tax, Canadian GST
//    with PST/RST/QST or HST by province, VAT on the GB, DE and FR sites. A destination country
//    other than the site's, or a country or region the tables do not know, is TAX309 with a
//    reason: a wrong tax is worse than none shown, so we never guess (a missing state, a
//    misspelt province, an order from a US site to Canada all stop here).
// 2. On top or included: `site.pricesIncludeTax` says which. US and CA sites add tax on top of
//    the prices (tax = net × rate). GB and EU sites show prices with VAT included, so the tax is
//    extracted from the gross (tax = gross × rate / (1 + rate), with several rates the
//    denominator is 1 + their sum) and net = gross − tax: the total the shopper saw never moves.
// 3. Exact arithmetic: amounts are integer minor units, rates integer parts per million, and
//    every exact tax is kept as a fraction of BigInts until it is rounded. No float ever
//    multiplies money, so no total drifts by a cent however many lines there are.
// 4. Rounding is half up to the minor unit, at a level the site chooses:
//    - "line": each line's tax for each rate is rounded, then summed. A line is the quantity
//      times the unit price, and we never round per unit: £38.23 × 10 at 20% included is
//      £63.72 of VAT on the line, where 10 × the rounded unit tax (£6.37) would say £63.70.
//    - "order-per-rate": the exact tax of each rate is summed over the order and rounded once,
//      then spread back to the lines by largest remainder (each line gets the floor of its exact
//      share, the units left over go to the largest fractional parts, ties to the earlier line,
//      shipping last), so the line taxes still sum to the order's tax.
// 5. Shipping is taxed like a line where the destination taxes delivery (CA, VAT countries, the
//    US states of US_SHIPPING_TAXABLE), and only by a tax that at least one line bears (even a
//    line discounted to 0: a free gift is still taxable goods being delivered): delivering only
//    exempt goods (clothing in Pennsylvania) carries no tax.
// 6. The tax class of a line: clothing is exempt from US sales tax in MN, NJ, PA and VT;
//    otherwise clothing and digital goods are taxed as standard goods (tax-rates.data.ts says which
//    finer exemptions are out of scope, and why).

import {
  RATE_SCALE,
  rateLabel,
  taxComponentsFor,
  type TaxClass,
  type TaxComponent,
  type Taxable,
} from "./tax-rates.data";

export type { TaxClass } from "./tax-rates.data";
export type TaxRounding = "line" | "order-per-rate";

export interface TaxInput {
  site: { pricesIncludeTax: boolean; rounding: TaxRounding; country: string };
  /** postalCode is accepted and ignored: local (ZIP-level) rates are out of scope. */
  destination: { country: string; region: string | null; postalCode?: string | null };
  /** amountMinor is the line's amount after discounts: net, or gross if prices include tax. */
  lines: readonly { id: string; amountMinor: number; qty: number; taxClass: TaxClass }[];
  /** Shipping after its discount, in the same convention as the lines. */
  shippingMinor: number;
}

/** One tax on one line or on shipping; rate in parts per million (RATE_SCALE). */
export interface RateTax {
  name: string;
  rate: number;
  taxMinor: number;
}

export interface LineTax {
  id: string;
  taxMinor: number;
  rates: RateTax[];
}

/** One row of the itemised summary ("QST 9.975%"); taxableMinor is the net (tax-free) base. */
export interface RateSummary {
  name: string;
  rate: number;
  label: string;
  taxableMinor: number;
  taxMinor: number;
}

export interface TaxResult {
  pricesIncludeTax: boolean;
  lines: LineTax[];
  shipping: { taxMinor: number; rates: RateTax[] };
  byRate: RateSummary[];
  taxMinor: number;
  /** Lines and shipping without tax. */
  netMinor: number;
  /** Lines and shipping with tax: netMinor + taxMinor. */
  grossMinor: number;
}

/** The tax could not be computed; the cart shows TAX309 and the reason goes to the log. */
export interface TaxFailure {
  error: "TAX309";
  reason: string;
}

/** What gets taxed: each line, then shipping, with the taxes that apply to it. */
interface Item {
  amount: bigint;
  /** Indexes into the destination's components. */
  applies: number[];
  /** Exact tax of component c is amount × rate / denominator. */
  denominator: bigint;
}

const SCALE = BigInt(RATE_SCALE);

/** Half up, for a non-negative fraction: floor(n / d + 1/2). */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function validate(input: TaxInput): string | null {
  const money = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!money(input.shippingMinor)) return `shipping amount ${input.shippingMinor} is not valid`;
  for (const line of input.lines) {
    if (!money(line.amountMinor)) return `line ${line.id}: amount ${line.amountMinor} is not valid`;
    if (!Number.isSafeInteger(line.qty) || line.qty < 1)
      return `line ${line.id}: quantity ${line.qty} is not valid`;
  }
  return null;
}

function toItems(input: TaxInput, components: readonly TaxComponent[]): Item[] {
  const applying = (taxable: Taxable) =>
    components.flatMap((c, index) => (c.exempt.includes(taxable) ? [] : [index]));
  const lines = input.lines.map((line) => ({
    amount: BigInt(line.amountMinor),
    applies: applying(line.taxClass),
  }));
  // Rule 5: shipping bears a tax only if a line bears it too.
  const borne = new Set(lines.flatMap((line) => line.applies));
  const shipping = {
    amount: BigInt(input.shippingMinor),
    applies: applying("shipping").filter((c) => borne.has(c)),
  };
  return [...lines, shipping].map((item) => ({
    ...item,
    denominator: input.site.pricesIncludeTax
      ? SCALE + item.applies.reduce((sum, c) => sum + BigInt(components[c]?.rate ?? 0), 0n)
      : SCALE,
  }));
}

/** Rounded tax per item for one component, "line" mode: each item rounded on its own. */
function perLine(items: readonly Item[], c: number, rate: bigint): bigint[] {
  return items.map((item) =>
    item.applies.includes(c) ? roundHalfUp(item.amount * rate, item.denominator) : 0n,
  );
}

/** Rounded tax per item for one component, "order-per-rate": rounded once, then spread. */
function perRate(items: readonly Item[], c: number, rate: bigint): bigint[] {
  const exact = items.map((item) => ({
    numerator: item.applies.includes(c) ? item.amount * rate : 0n,
    denominator: item.denominator,
  }));
  const common = exact.reduce((l, e) => (l / gcd(l, e.denominator)) * e.denominator, 1n);
  const sum = exact.reduce((s, e) => s + e.numerator * (common / e.denominator), 0n);
  const shares = exact.map((e) => e.numerator / e.denominator);
  let left = roundHalfUp(sum, common) - shares.reduce((s, share) => s + share, 0n);
  const byRemainder = exact
    .map((e, index) => ({ index, remainder: e.numerator % e.denominator, of: e.denominator }))
    .filter((e) => e.remainder > 0n)
    .sort((a, b) => {
      const diff = b.remainder * a.of - a.remainder * b.of;
      return diff > 0n ? 1 : diff < 0n ? -1 : a.index - b.index;
    });
  // left ≤ the number of items with a remainder: rounding a sum of fractions each below 1
  // adds at most one unit per fraction.
  for (const { index } of byRemainder) {
    if (left <= 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/** Computes the tax of a bag: per line, on shipping, per rate, and the totals (rules above). */
export function computeTax(input: TaxInput): TaxResult | TaxFailure {
  const invalid = validate(input);
  if (invalid) return { error: "TAX309", reason: invalid };
  const { site, destination } = input;
  const country = destination.country.trim().toUpperCase();
  if (country !== site.country.trim().toUpperCase())
    return {
      error: "TAX309",
      reason: `destination country ${country} is not the site's country ${site.country}`,
    };
  const components = taxComponentsFor(country, destination.region);
  if (!components)
    return {
      error: "TAX309",
      reason: `no tax table for country ${country}, region ${destination.region ?? "(none)"}`,
    };

  const items = toItems(input, components);
  const round = site.rounding === "line" ? perLine : perRate;
  const taxes = components.map((component, c) => round(items, c, BigInt(component.rate)));
  const itemTax = items.map((_, i) => taxes.reduce((sum, t) => sum + (t[i] ?? 0n), 0n));
  const itemNet = items.map((item, i) =>
    site.pricesIncludeTax ? item.amount - (itemTax[i] ?? 0n) : item.amount,
  );

  const rowsOf = (i: number): RateTax[] =>
    (items[i]?.applies ?? []).map((c) => ({
      name: components[c]?.name ?? "",
      rate: components[c]?.rate ?? 0,
      taxMinor: Number(taxes[c]?.[i] ?? 0n),
    }));
  const byRate = components
    .map((component, c) => ({
      name: component.name,
      rate: component.rate,
      label: rateLabel(component.name, component.rate),
      taxableMinor: Number(
        items.reduce((s, item, i) => s + (item.applies.includes(c) ? (itemNet[i] ?? 0n) : 0n), 0n),
      ),
      taxMinor: Number((taxes[c] ?? []).reduce((s, t) => s + t, 0n)),
    }))
    .filter((row) => row.taxableMinor > 0 || row.taxMinor > 0);

  const taxMinor = itemTax.reduce((s, t) => s + t, 0n);
  const netMinor = itemNet.reduce((s, n) => s + n, 0n);
  // Amounts are safe integers, but a sum of them (plus tax on top) might not be.
  if (netMinor + taxMinor > BigInt(Number.MAX_SAFE_INTEGER))
    return { error: "TAX309", reason: "the order's total is beyond exact integer range" };
  const shippingIndex = items.length - 1;
  return {
    pricesIncludeTax: site.pricesIncludeTax,
    lines: input.lines.map((line, i) => ({
      id: line.id,
      taxMinor: Number(itemTax[i] ?? 0n),
      rates: rowsOf(i),
    })),
    shipping: { taxMinor: Number(itemTax[shippingIndex] ?? 0n), rates: rowsOf(shippingIndex) },
    byRate,
    taxMinor: Number(taxMinor),
    netMinor: Number(netMinor),
    grossMinor: Number(netMinor + taxMinor),
  };
}

/** Narrows computeTax's answer to the failure. */
export function isTaxFailure(result: TaxResult | TaxFailure): result is TaxFailure {
  return "error" in result;
}
