// Property tests of computeTax over generated orders. Each case has its own seed (BASE_SEED +
// case number, printed in every failure), so a failing order is replayed with
// `generateOrder(seed)` alone.
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../../seed/seed-random";
import { CA_PROVINCE_TAXES, RATE_SCALE, US_STATE_RATES, VAT_RATES } from "./tax-rates.data";
import {
  computeTax,
  isTaxFailure,
  type RateTax,
  type TaxInput,
  type TaxResult,
} from "./tax.helpers";

const BASE_SEED = 20261125;
// Not scaled for CI (runs()): 600 seeded orders are what it takes to meet all 20 country,
// rounding and convention combinations the coverage test below asks for.
const CASES = 600;

function generateOrder(seed: number): TaxInput {
  const rng = createRng(seed);
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const country = pick(["US", "CA", "GB", "DE", "FR"]);
  const regions: Record<string, readonly (string | null)[]> = {
    US: Object.keys(US_STATE_RATES),
    CA: Object.keys(CA_PROVINCE_TAXES),
  };
  // The seed's sites add tax in US/CA and include it in GB/DE/FR; one order in ten flips the
  // setting, so included tax with two rates (GST + QST) is exercised too.
  const conventional = country in VAT_RATES;
  const pricesIncludeTax = rng() < 0.1 ? !conventional : conventional;
  // Small amounts make rounding ties and remainders common; large ones check no overflow.
  const amount = () => pick([int(0, 5), int(0, 5_000), int(0, 200_000), int(0, 5e12)]);
  const lines = Array.from({ length: int(0, 8) }, (_, i) => {
    const qty = int(1, 12);
    return {
      id: `line-${i}`,
      amountMinor: rng() < 0.1 ? 0 : amount() * (rng() < 0.5 ? qty : 1),
      qty,
      taxClass: pick(["standard", "clothing", "digital"] as const),
    };
  });
  return {
    site: { country, pricesIncludeTax, rounding: pick(["line", "order-per-rate"] as const) },
    destination: { country, region: regions[country] ? pick(regions[country]) : null },
    lines,
    shippingMinor: rng() < 0.3 ? 0 : int(0, 3_000),
  };
}

interface Case {
  seed: number;
  input: TaxInput;
  result: TaxResult;
}

const cases: Case[] = Array.from({ length: CASES }, (_, n) => {
  const seed = BASE_SEED + n;
  const input = generateOrder(seed);
  const result = computeTax(input);
  if (isTaxFailure(result)) throw new Error(`seed ${seed}: ${result.reason}`);
  return { seed, input, result };
});

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** Exact tax of one rate on an amount, as numerator / denominator (rule 2 of tax.helpers.ts). */
function exactTax(amount: number, rate: number, rowsOnItem: readonly RateTax[], included: boolean) {
  const denominator = included ? RATE_SCALE + sum(rowsOnItem.map((r) => r.rate)) : RATE_SCALE;
  return { numerator: BigInt(amount) * BigInt(rate), denominator: BigInt(denominator) };
}

/** Every taxed item of a case (lines, then shipping) with its amount and its rate rows. */
function itemsOf({ input, result }: Case) {
  return [
    ...result.lines.map((l, i) => ({ amount: input.lines[i]?.amountMinor ?? 0, ...l })),
    { amount: input.shippingMinor, ...result.shipping },
  ];
}

describe(`computeTax over ${CASES} generated orders (seeds ${BASE_SEED}…)`, () => {
  it("line taxes (shipping included) sum to taxMinor, and rate rows to their line", () => {
    for (const { seed, result } of cases) {
      const items = [...result.lines, result.shipping];
      expect(sum(items.map((l) => l.taxMinor)), `seed ${seed}`).toBe(result.taxMinor);
      for (const item of items)
        expect(sum(item.rates.map((r) => r.taxMinor)), `seed ${seed}`).toBe(item.taxMinor);
      expect(sum(result.byRate.map((r) => r.taxMinor)), `seed ${seed}`).toBe(result.taxMinor);
    }
  });

  it("netMinor + taxMinor = grossMinor, and the given amounts are the net or the gross", () => {
    for (const { seed, input, result } of cases) {
      const given = sum(input.lines.map((l) => l.amountMinor)) + input.shippingMinor;
      expect(result.netMinor + result.taxMinor, `seed ${seed}`).toBe(result.grossMinor);
      // Tax included: the total the shopper saw never moves. Tax on top: it adds to the net.
      if (input.site.pricesIncludeTax) expect(result.grossMinor, `seed ${seed}`).toBe(given);
      else expect(result.netMinor, `seed ${seed}`).toBe(given);
    }
  });

  it("every figure is a non-negative integer", () => {
    for (const { seed, result } of cases) {
      const figures = [
        result.taxMinor,
        result.netMinor,
        result.grossMinor,
        ...[...result.lines, result.shipping].flatMap((l) => [
          l.taxMinor,
          ...l.rates.map((r) => r.taxMinor),
        ]),
        ...result.byRate.flatMap((r) => [r.taxMinor, r.taxableMinor]),
      ];
      for (const figure of figures) {
        expect(Number.isSafeInteger(figure) && figure >= 0, `seed ${seed}: ${figure}`).toBe(true);
      }
    }
  });

  it("is deterministic: the same order gives the same answer", () => {
    for (const { seed, result } of cases) {
      expect(computeTax(generateOrder(seed)), `seed ${seed}`).toEqual(result);
    }
  });

  it("line rounding leaves each line's tax within half a minor unit of the exact tax", () => {
    for (const c of cases.filter((c) => c.input.site.rounding === "line")) {
      for (const item of itemsOf(c)) {
        for (const row of item.rates) {
          const { numerator, denominator } = exactTax(
            item.amount,
            row.rate,
            item.rates,
            c.input.site.pricesIncludeTax,
          );
          const error = BigInt(row.taxMinor) * denominator - numerator;
          // |tax − exact| ≤ ½, and exactly ½ only rounds up (half up).
          expect(2n * error <= denominator && -2n * error < denominator, `seed ${c.seed}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("order rounding is within half a unit per rate, and each line within one unit", () => {
    for (const c of cases.filter((c) => c.input.site.rounding === "order-per-rate")) {
      const items = itemsOf(c);
      for (const rate of c.result.byRate) {
        const exact = items.flatMap((item) =>
          item.rates
            .filter((r) => r.name === rate.name)
            .map((r) => ({
              ...exactTax(item.amount, r.rate, item.rates, c.input.site.pricesIncludeTax),
              tax: r.taxMinor,
            })),
        );
        // Compare Σ exact with the rounded total on a common denominator.
        const common = exact.reduce((l, e) => l * e.denominator, 1n);
        const exactSum = exact.reduce((s, e) => s + e.numerator * (common / e.denominator), 0n);
        const error = BigInt(rate.taxMinor) * common - exactSum;
        expect(2n * error <= common && -2n * error < common, `seed ${c.seed} ${rate.name}`).toBe(
          true,
        );
        for (const e of exact) {
          const lineError = BigInt(e.tax) * e.denominator - e.numerator;
          expect(lineError < e.denominator && -lineError < e.denominator, `seed ${c.seed}`).toBe(
            true,
          );
        }
      }
    }
  });

  it("covers both rounding modes, both conventions and every country", () => {
    const seen = new Set(
      cases.map(
        ({ input }) =>
          `${input.site.country}/${input.site.rounding}/${input.site.pricesIncludeTax}`,
      ),
    );
    expect(seen.size).toBe(20);
  });
});
