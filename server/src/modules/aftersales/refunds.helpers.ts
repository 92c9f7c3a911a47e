// The arithmetic of refunds (issue 14 point 4, decision 0075). Pure: no database, no clock.
//
// Per unit, to the cent: a line of n units with an amount A (its net after discounts, or its
// gross where prices include tax) and a tax T is spread over its units once and for all: unit i
// (0-based) carries ⌊A/n⌋, plus one minor unit for each of the first A mod n units; the same
// for T. Units leave in order (the first return takes units 0…k−1, the next k…), so any set of
// partial refunds of a line adds up to exactly its A and T, never a cent more or less.

/** What units `from`…`from + count − 1` of `qty` carry of `amountMinor`. */
export function unitsShare(amountMinor: number, qty: number, from: number, count: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`amount ${amountMinor} is not a whole number of minor units`);
  if (!Number.isInteger(qty) || qty < 1) throw new RangeError(`qty ${qty} is not a quantity`);
  if (!Number.isInteger(from) || !Number.isInteger(count) || from < 0 || count < 0)
    throw new RangeError(`units ${from}+${count} are not units`);
  if (from + count > qty) throw new RangeError(`units ${from}+${count} exceed the line's ${qty}`);
  const base = Math.floor(amountMinor / qty);
  const extra = amountMinor % qty;
  const extraUnits = Math.max(0, Math.min(from + count, extra) - Math.min(from, extra));
  return base * count + extraUnits;
}

/** The units a refund gives back money for: `count` of a line from unit `from` on. */
export interface RefundUnits {
  lineNo: number;
  from: number;
  count: number;
}

/** One order line as a refund sees it. */
export interface RefundLine {
  lineNo: number;
  qty: number;
  /** After discounts: net where tax is added, gross where prices include it. */
  totalMinor: number;
  taxMinor: number;
}

/** The money of `count` units of a line, after `from` units already refunded. */
export interface LineRefund {
  lineNo: number;
  qty: number;
  /** The line's amount for these units (net, or gross with tax included). */
  amountMinor: number;
  taxMinor: number;
  /** What the shopper gets back for them: amount, plus tax where it was added on top. */
  refundMinor: number;
}

export function lineRefund(
  line: RefundLine,
  from: number,
  count: number,
  taxIncluded: boolean,
): LineRefund {
  const amountMinor = unitsShare(line.totalMinor, line.qty, from, count);
  const taxMinor = unitsShare(line.taxMinor, line.qty, from, count);
  return {
    lineNo: line.lineNo,
    qty: count,
    amountMinor,
    taxMinor,
    refundMinor: taxIncluded ? amountMinor : amountMinor + taxMinor,
  };
}

/**
 * The order tenders give money back in (decision 0075): the card or other provider payment
 * first (the shopper's own money), then gift cards, then points, then the athlete's allowance,
 * then rewards. An unknown method comes last, in the order it was paid.
 */
export const REFUND_ORDER: readonly string[] = [
  "CREDIT_CARD",
  "KLARNA",
  "PAYPAL",
  "GIFT_CARD",
  "LOYALTY_POINTS",
  "ATHLETES_PAYMENT",
  "REWARD_CODE",
  "REWARD_CARD",
];

export interface RefundableTender {
  paymentNo: number;
  method: string;
  /** What it paid of the order. */
  amountMinor: number;
  /** What refunds already gave back to it. */
  refundedMinor: number;
}

/**
 * Spreads a refund over the order's tenders in REFUND_ORDER, each up to what it has left to
 * give back. Throws when the tenders have less left than the refund (a caller's bug: a refund
 * is never more than what was paid for the units).
 */
export function allocateRefund(
  amountMinor: number,
  tenders: readonly RefundableTender[],
): { paymentNo: number; method: string; amountMinor: number }[] {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`refund ${amountMinor} is not a whole number of minor units`);
  const rank = (method: string) => {
    const at = REFUND_ORDER.indexOf(method);
    return at === -1 ? REFUND_ORDER.length : at;
  };
  const ordered = [...tenders].sort(
    (a, b) => rank(a.method) - rank(b.method) || a.paymentNo - b.paymentNo,
  );
  let left = amountMinor;
  const parts: { paymentNo: number; method: string; amountMinor: number }[] = [];
  for (const tender of ordered) {
    if (left === 0) break;
    const room = Math.max(0, tender.amountMinor - tender.refundedMinor);
    const take = Math.min(room, left);
    if (take > 0)
      parts.push({ paymentNo: tender.paymentNo, method: tender.method, amountMinor: take });
    left -= take;
  }
  if (left > 0)
    throw new RangeError(
      `the tenders have ${amountMinor - left} left to refund, not ${amountMinor}`,
    );
  return parts;
}

/**
 * A refund's tax per rate for the credit note: the order's rates ("GST 5%", "QST 9.975%"), each
 * with its share of `taxMinor` in proportion to what the rate raised on the order, by largest
 * remainder (ties to the earlier rate), so the rows add up to `taxMinor` exactly. Every taxed
 * line bears every rate of its destination (the exemptions in tax-rates.data.ts remove a line's
 * only tax), so the order's proportions are each line's.
 */
export function taxByRate(
  taxMinor: number,
  rates: readonly { label: string; taxMinor: number }[],
): { label: string; taxMinor: number }[] {
  const raised = rates.reduce((sum, rate) => sum + rate.taxMinor, 0);
  if (taxMinor === 0 || raised === 0)
    return rates.map((rate) => ({ label: rate.label, taxMinor: 0 }));
  const exact = rates.map((rate) => BigInt(taxMinor) * BigInt(rate.taxMinor));
  const shares = exact.map((value) => Number(value / BigInt(raised)));
  let left = taxMinor - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % BigInt(raised) }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return rates.map((rate, index) => ({ label: rate.label, taxMinor: shares[index] ?? 0 }));
}
