import { describe, expect, it } from "vitest";
import { createRng, pick as pickFrom, randomInt } from "../../../../../seed/seed-random";
import { spreadByLargestRemainder } from "./promotion-math.helpers";
import {
  applyPromotions,
  type Promotion,
  type PromotionInput,
  type PromotionLine,
  type PromotionReward,
} from "./promotions.helpers";
import { runs } from "../../../../../scripts/fast-check-runs.mjs";

// Property tests over generated carts and promotion sets. Each case comes from its seed alone
// (the seed's mulberry32), and every failure message names the seed: `generateCase(seed)` replays it.

const CASES = runs(600);
const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const PRODUCTS = ["P1", "P2", "P3", "P4"];
const STYLES = ["S1", "S2", "S3"];
const CATEGORIES = ["C1", "C2", "C3"];
const CODES = ["SAVE10", "SHIPFREE", "VIP"];
// Repeated and awkward prices so ties, odd cents and zero lines come up often.
const PRICES = [0, 1, 99, 500, 999, 1999, 2500, 3333, 4999, 12000];
const PERCENTS = [5, 10, 12.5, 15, 33.33, 50, 99.99, 100];
const METHODS = ["STANDARD", "EXPRESS", "PUDO", "SAME_DAY_1820"];

function generatorFor(seed: number) {
  const rand = createRng(seed);
  const int = (low: number, high: number) => randomInt(rand, low, high);
  const chance = (p: number) => rand() < p;
  const pick = <T>(items: readonly T[]) => pickFrom(rand, items);
  const some = <T>(items: readonly T[]) => items.filter(() => chance(0.4));
  const shuffle = <T>(items: readonly T[]) => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return { int, chance, pick, some, shuffle };
}

type Generator = ReturnType<typeof generatorFor>;

function generateReward(g: Generator, level: Promotion["level"]): PromotionReward {
  // A shipping reward names some methods (now and then none: it must simply not apply).
  const methods = level === "SHIPPING" ? { methods: g.some(METHODS) } : {};
  const percentOff = { kind: "percentOff", percent: g.pick(PERCENTS), ...methods } as const;
  const amountOff = { kind: "amountOff", amountMinor: g.int(0, 3000), ...methods } as const;
  const freeShipping = { kind: "freeShipping", methods: g.some(METHODS) } as const;
  const buyXGetY = {
    kind: "buyXGetY",
    buy: g.int(1, 3),
    get: g.int(1, 2),
    percentOff: g.pick(PERCENTS),
  } as const;
  // Now and then a reward that does not fit its level: it must simply not apply.
  if (g.chance(0.05)) return g.pick<PromotionReward>([buyXGetY, freeShipping]);
  if (level === "PRODUCT") return g.pick<PromotionReward>([percentOff, amountOff, buyXGetY]);
  if (level === "ORDER") return g.pick<PromotionReward>([percentOff, amountOff]);
  return g.pick<PromotionReward>([freeShipping, percentOff, amountOff]);
}

function generatePromotion(g: Generator, index: number): Promotion {
  const level = g.pick(["PRODUCT", "ORDER", "SHIPPING"] as const);
  const shifted = (days: number) => new Date(NOW.getTime() + days * DAY);
  return {
    id: `PR${index}`,
    name: `Promotion ${index}`,
    callout: `Callout ${index}`,
    level,
    priority: g.int(0, 3),
    exclusive: g.chance(0.2),
    couponCode: g.chance(0.3) ? g.pick(CODES) : null,
    startsAt: g.chance(0.15) ? shifted(g.int(-3, 2)) : null,
    endsAt: g.chance(0.15) ? shifted(g.int(-2, 3)) : null,
    registeredOnly: g.chance(0.2),
    condition: {
      ...(g.chance(0.5) ? { minSubtotalMinor: g.int(0, 20000) } : {}),
      ...(g.chance(0.2) ? { productIds: g.some(PRODUCTS) } : {}),
      ...(g.chance(0.2) ? { styleIds: g.some(STYLES) } : {}),
      ...(g.chance(0.2) ? { categoryIds: g.some(CATEGORIES) } : {}),
      ...(g.chance(0.2) ? { minQty: g.int(0, 5) } : {}),
    },
    reward: generateReward(g, level),
  };
}

/** The cart and promotions of one seed. */
function generateCase(seed: number): PromotionInput {
  const g = generatorFor(seed);
  const ids = g.shuffle(["l0", "l1", "l2", "l3", "l4", "l5", "l6", "l7"]).slice(0, g.int(1, 6));
  const lines: PromotionLine[] = ids.map((id) => ({
    id,
    productId: g.pick(PRODUCTS),
    styleId: g.pick(STYLES),
    categoryIds: g.some(CATEGORIES),
    unitMinor: g.chance(0.5) ? g.pick(PRICES) : g.int(0, 20000),
    qty: g.int(0, 6),
  }));
  return {
    lines,
    shipping: Array.from({ length: g.int(0, 3) }, (_, index) => ({
      shippingId: `sh${index}`,
      method: g.pick(METHODS),
      priceMinor: g.chance(0.3) ? 0 : g.int(0, 2000),
    })),
    promotions: Array.from({ length: g.int(0, 6) }, (_, index) => generatePromotion(g, index)),
    coupons: g.some([...CODES, "NOSUCHCODE"]),
    now: NOW,
    shopper: { registered: g.chance(0.5) },
  };
}

const SEEDS = Array.from({ length: CASES }, (_, index) => 1000 + index);
const RUNS = SEEDS.map((seed) => {
  const input = generateCase(seed);
  return { seed, input, result: applyPromotions(input) };
});
const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

describe(`applyPromotions over ${CASES} generated carts`, () => {
  it("keeps total = subtotal − item − order discounts + shipping − shipping discount, never negative", () => {
    for (const { seed, result } of RUNS) {
      const t = result.totals;
      expect(t.totalMinor, `seed ${seed}`).toBe(
        t.itemSubtotalMinor -
          t.itemDiscountMinor -
          t.orderDiscountMinor +
          t.shippingMinor -
          t.shippingDiscountMinor,
      );
      expect(t.totalMinor, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(t.itemDiscountMinor, `seed ${seed}`).toBe(
        sum(result.lines.map((l) => l.itemDiscountMinor)),
      );
    }
  });

  it("never takes a line or the shipping below 0, and no discount is negative", () => {
    for (const { seed, input, result } of RUNS) {
      input.lines.forEach((line, index) => {
        const out = result.lines[index];
        expect(out?.id, `seed ${seed}`).toBe(line.id);
        const discounts = (out?.itemDiscountMinor ?? 0) + (out?.orderDiscountMinor ?? 0);
        expect(out?.itemDiscountMinor, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(out?.orderDiscountMinor, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(discounts, `seed ${seed} line ${line.id}`).toBeLessThanOrEqual(
          line.unitMinor * line.qty,
        );
      });
      expect(result.shippingDiscountMinor, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      expect(result.shippingDiscountMinor, `seed ${seed}`).toBeLessThanOrEqual(
        sum(input.shipping.map((charge) => charge.priceMinor)),
      );
    }
  });

  it("spreads order discounts so the line shares sum exactly to the order discounts applied", () => {
    for (const { seed, result } of RUNS) {
      const byLevel = (level: string) =>
        sum(result.applied.filter((a) => a.level === level).map((a) => a.amountMinor));
      expect(sum(result.lines.map((l) => l.orderDiscountMinor)), `seed ${seed}`).toBe(
        byLevel("ORDER"),
      );
      expect(result.totals.orderDiscountMinor, `seed ${seed}`).toBe(byLevel("ORDER"));
      expect(result.totals.itemDiscountMinor, `seed ${seed}`).toBe(byLevel("PRODUCT"));
      expect(result.shippingDiscountMinor, `seed ${seed}`).toBe(byLevel("SHIPPING"));
    }
  });

  it("takes shipping only off shipments whose method an applied shipping reward names", () => {
    for (const { seed, input, result } of RUNS) {
      const named = new Set(
        input.promotions
          .filter((p) =>
            result.applied.some((a) => a.promotionId === p.id && a.level === "SHIPPING"),
          )
          .flatMap((p) => ("methods" in p.reward ? (p.reward.methods ?? []) : [])),
      );
      expect(sum(result.shipments.map((s) => s.discountMinor)), `seed ${seed}`).toBe(
        result.shippingDiscountMinor,
      );
      input.shipping.forEach((charge, index) => {
        const discount = result.shipments[index]?.discountMinor ?? 0;
        expect(result.shipments[index]?.shippingId, `seed ${seed}`).toBe(charge.shippingId);
        expect(discount, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(discount, `seed ${seed}`).toBeLessThanOrEqual(charge.priceMinor);
        if (!named.has(charge.method)) expect(discount, `seed ${seed} ${charge.method}`).toBe(0);
      });
    }
  });

  it("gives every amount in whole minor units", () => {
    for (const { seed, result } of RUNS) {
      const amounts = [
        ...Object.values(result.totals),
        ...result.lines.flatMap((l) => [l.itemDiscountMinor, l.orderDiscountMinor]),
        ...result.applied.map((a) => a.amountMinor),
        ...result.approaching.map((a) => a.remainingMinor),
      ];
      for (const amount of amounts) expect(Number.isSafeInteger(amount), `seed ${seed}`).toBe(true);
    }
  });

  it("gives the same result when run twice", () => {
    for (const { seed, input, result } of RUNS) {
      expect(applyPromotions(input), `seed ${seed}`).toEqual(result);
    }
  });

  it("gives the same total and the same per-line discounts whatever order the lines come in", () => {
    for (const { seed, input, result } of RUNS) {
      const reordered = { ...input, lines: generatorFor(seed + 1e6).shuffle(input.lines) };
      const again = applyPromotions(reordered);
      expect(again.totals, `seed ${seed}`).toEqual(result.totals);
      const byId = (lines: typeof result.lines) =>
        [...lines].sort((a, b) => (a.id < b.id ? -1 : 1));
      expect(byId(again.lines), `seed ${seed}`).toEqual(byId(result.lines));
      expect(again.applied, `seed ${seed}`).toEqual(result.applied);
    }
  });

  it("reports every coupon entered once, and only entered codes as applied", () => {
    for (const { seed, input, result } of RUNS) {
      expect(
        result.coupons.map((c) => c.code),
        `seed ${seed}`,
      ).toEqual([...new Set(input.coupons)]);
      for (const applied of result.applied) {
        if (applied.couponCode === null) continue;
        expect(input.coupons, `seed ${seed}`).toContain(applied.couponCode);
        expect(
          result.coupons.find((c) => c.code === applied.couponCode)?.status,
          `seed ${seed}`,
        ).toBe("APPLIED");
      }
    }
  });

  it("reaches more generated carts than trivial ones (the generator exercises the engine)", () => {
    const withOrder = RUNS.filter((r) => r.result.totals.orderDiscountMinor > 0).length;
    const withItem = RUNS.filter((r) => r.result.totals.itemDiscountMinor > 0).length;
    const withCoupon = RUNS.filter((r) => r.result.coupons.some((c) => c.status === "APPLIED"));
    expect(withOrder).toBeGreaterThan(CASES / 10);
    expect(withItem).toBeGreaterThan(CASES / 10);
    expect(withCoupon.length).toBeGreaterThan(CASES / 20);
  });
});

describe("spreadByLargestRemainder over generated weights", () => {
  it("sums exactly to the total and keeps each share within one unit of its exact proportion", () => {
    for (let seed = 1; seed <= CASES; seed++) {
      const g = generatorFor(seed);
      const weights = Array.from({ length: g.int(1, 8) }, () => g.int(0, 50000));
      const total = g.int(0, sum(weights));
      const shares = spreadByLargestRemainder(total, weights);
      expect(sum(shares), `seed ${seed}`).toBe(sum(weights) > 0 ? total : 0);
      shares.forEach((share, index) => {
        const exact = sum(weights) > 0 ? (total * (weights[index] ?? 0)) / sum(weights) : 0;
        expect(share, `seed ${seed}`).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(share, `seed ${seed}`).toBeLessThanOrEqual(Math.ceil(exact));
        expect(share, `seed ${seed}`).toBeLessThanOrEqual(weights[index] ?? 0);
      });
    }
  });

  it("gives the leftover units to the largest remainders, equal remainders in line order", () => {
    // 100 over three equal weights: 33 each, remainders equal, the leftover 1 to the first.
    expect(spreadByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over weights 1, 2, 4 (sum 7): 10/7, 20/7, 40/7 → 1 r3, 2 r6, 5 r5; the floors sum to
    // 8, and the 2 leftover units go to the remainders 6 and 5.
    expect(spreadByLargestRemainder(10, [1, 2, 4])).toEqual([1, 3, 6]);
  });
});
