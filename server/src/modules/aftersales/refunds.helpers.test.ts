import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocateRefund, lineRefund, taxByRate, unitsShare } from "./refunds.helpers";

describe("unitsShare", () => {
  it("spreads an amount over units so that any split adds up to it exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
        (amount, qty, cuts) => {
          // Cut the units into consecutive returns of random sizes; the rest stays kept.
          let from = 0;
          let sum = 0;
          for (const cut of cuts) {
            const count = Math.min(cut, qty - from);
            sum += unitsShare(amount, qty, from, count);
            from += count;
          }
          sum += unitsShare(amount, qty, from, qty - from);
          expect(sum).toBe(amount);
        },
      ),
    );
  });

  it("gives each unit the floor or one minor unit more, the larger ones first", () => {
    expect([0, 1, 2].map((unit) => unitsShare(1000, 3, unit, 1))).toEqual([334, 333, 333]);
    expect(unitsShare(1000, 3, 1, 2)).toBe(666);
  });

  it("refuses what is not units of the line", () => {
    expect(() => unitsShare(100, 2, 1, 2)).toThrow(RangeError);
    expect(() => unitsShare(-1, 2, 0, 1)).toThrow(RangeError);
    expect(() => unitsShare(100, 0, 0, 0)).toThrow(RangeError);
  });
});

describe("lineRefund", () => {
  it("adds tax on top where it was added, not where prices include it", () => {
    const line = { lineNo: 1, qty: 3, totalMinor: 10_000, taxMinor: 887 };
    expect(lineRefund(line, 0, 1, false)).toEqual({
      lineNo: 1,
      qty: 1,
      amountMinor: 3334,
      taxMinor: 296,
      refundMinor: 3630,
    });
    expect(lineRefund(line, 0, 1, true).refundMinor).toBe(3334);
  });

  it("refunds of every unit, in any returns, sum to the line's amount and tax", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.boolean(),
        (qty, total, tax, included) => {
          const line = { lineNo: 1, qty, totalMinor: total, taxMinor: tax };
          let amount = 0;
          let taxSum = 0;
          for (let unit = 0; unit < qty; unit += 1) {
            const part = lineRefund(line, unit, 1, included);
            amount += part.amountMinor;
            taxSum += part.taxMinor;
          }
          expect([amount, taxSum]).toEqual([total, tax]);
        },
      ),
    );
  });
});

describe("allocateRefund", () => {
  const tenders = [
    { paymentNo: 1, method: "LOYALTY_POINTS", amountMinor: 500, refundedMinor: 0 },
    { paymentNo: 2, method: "GIFT_CARD", amountMinor: 2000, refundedMinor: 0 },
    { paymentNo: 3, method: "CREDIT_CARD", amountMinor: 3000, refundedMinor: 1000 },
  ];

  it("gives back to the card first, then the gift card, then points", () => {
    expect(allocateRefund(4500, tenders)).toEqual([
      { paymentNo: 3, method: "CREDIT_CARD", amountMinor: 2000 },
      { paymentNo: 2, method: "GIFT_CARD", amountMinor: 2000 },
      { paymentNo: 1, method: "LOYALTY_POINTS", amountMinor: 500 },
    ]);
  });

  it("never gives a tender more than it has left, and throws past what all have", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4500 }), (amount) => {
        const parts = allocateRefund(amount, tenders);
        expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(amount);
        for (const part of parts) {
          const tender = tenders.find((entry) => entry.paymentNo === part.paymentNo);
          expect(part.amountMinor).toBeLessThanOrEqual(
            (tender?.amountMinor ?? 0) - (tender?.refundedMinor ?? 0),
          );
        }
      }),
    );
    expect(() => allocateRefund(4501, tenders)).toThrow(RangeError);
  });
});

describe("taxByRate", () => {
  it("splits a refund's tax over the order's rates, adding up exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 3 }),
        (tax, raised) => {
          const rates = raised.map((taxMinor, index) => ({ label: `T${index}`, taxMinor }));
          const split = taxByRate(tax, rates);
          const total = split.reduce((sum, rate) => sum + rate.taxMinor, 0);
          expect(total).toBe(raised.some((value) => value > 0) ? tax : 0);
        },
      ),
    );
  });

  it("keeps GST and QST in the proportion of their rates", () => {
    expect(
      taxByRate(1497, [
        { label: "GST 5%", taxMinor: 500 },
        { label: "QST 9.975%", taxMinor: 998 },
      ]),
    ).toEqual([
      { label: "GST 5%", taxMinor: 500 },
      { label: "QST 9.975%", taxMinor: 997 },
    ]);
  });
});
