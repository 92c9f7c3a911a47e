import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateTenders,
  POINT_VALUE_MINOR,
  tenderLabel,
  usablePoints,
} from "./cart-tenders.helpers";

const plain = (capacityMinor: number) => ({ capacityMinor, stepMinor: 1 });

describe("allocateTenders (decision 0068)", () => {
  it("pays in the order added, each up to what it can and what the others left", () => {
    expect(allocateTenders(12_000, [plain(2_500), plain(10_000), plain(5_000)])).toEqual({
      amounts: [2_500, 9_500, 0],
      remainingMinor: 0,
    });
    expect(allocateTenders(3_000, [plain(1_000)])).toEqual({
      amounts: [1_000],
      remainingMinor: 2_000,
    });
  });

  it("pays points in whole points: what a fraction would pay is left to the card", () => {
    const points = { capacityMinor: 100 * POINT_VALUE_MINOR.USD, stepMinor: POINT_VALUE_MINOR.USD };
    expect(allocateTenders(1_003, [points])).toEqual({ amounts: [500], remainingMinor: 503 });
    expect(allocateTenders(333, [points])).toEqual({ amounts: [330], remainingMinor: 3 });
  });

  it("never pays more than the total or a tender's capacity, and the parts add up", () => {
    const tender = fc.record({
      capacityMinor: fc.integer({ min: -100, max: 50_000 }),
      stepMinor: fc.constantFrom(1, 4, 5),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100_000 }),
        fc.array(tender, { maxLength: 6 }),
        (total, tenders) => {
          const { amounts, remainingMinor } = allocateTenders(total, tenders);
          const sum = amounts.reduce((a, b) => a + b, 0);
          expect(sum + remainingMinor).toBe(Math.max(0, total));
          amounts.forEach((amount, index) => {
            const { capacityMinor, stepMinor } = tenders[index] ?? plain(0);
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(Math.max(0, capacityMinor));
            expect(amount % stepMinor).toBe(0);
          });
          // A smaller total never makes the tenders pay more together.
          const smaller = allocateTenders(Math.floor(total / 2), tenders).amounts;
          expect(smaller.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(sum);
        },
      ),
    );
  });

  it("uses the points asked for, never more than the member has", () => {
    expect(usablePoints(null, 1_250)).toBe(1_250);
    expect(usablePoints(200, 1_250)).toBe(200);
    expect(usablePoints(2_000, 1_250)).toBe(1_250);
    expect(usablePoints(null, -5)).toBe(0);
  });

  it("names each tender as the page shows it", () => {
    expect(tenderLabel("GIFT_CARD", { lastFour: "0005", points: null })).toBe(
      "Gift card •••• 0005",
    );
    expect(tenderLabel("LOYALTY_POINTS", { lastFour: null, points: 1_200 })).toBe("1,200 points");
    expect(tenderLabel("ATHLETES_PAYMENT", { lastFour: null, points: null })).toBe(
      "Athlete allowance",
    );
  });
});
