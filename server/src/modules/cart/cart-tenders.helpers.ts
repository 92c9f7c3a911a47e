// The bag's stored-value tenders, worked out at read time (decision 0068): pure steps, so the
// unit tests and the cart's reader call the very same code.
import type { Currency, StoredValueMethodId } from "@ridgeline/contract";

/**
 * What one loyalty point pays, in minor units of the bag's currency: the rate of every voucher
 * tier the loyalty area offers (migration 0016: 100 points buy 5.00 USD, CAD or EUR, 4.00 GBP,
 * and each larger tier is the same rate), so paying with points is worth exactly what turning
 * them into a voucher is, and neither way is the better deal.
 */
export const POINT_VALUE_MINOR: Readonly<Record<Currency, number>> = {
  USD: 5,
  CAD: 5,
  EUR: 5,
  GBP: 4,
};

/** A tender with what it could pay at most, before the bag's total and the others are counted. */
export interface TenderCapacity {
  /** Minor units it could pay at most (a card's balance, the points' worth…); never below 0. */
  capacityMinor: number;
  /**
   * The unit it pays in (points: a point's worth, so it never pays a fraction of a point; 1
   * for the others).
   */
  stepMinor: number;
}

/**
 * What each tender pays of the bag's total, in the order they were added: each as much as it
 * can of what the ones before it left, in whole steps; when the total falls, the last ones
 * shrink first, and one with nothing left to pay pays 0.
 */
export function allocateTenders(
  totalMinor: number,
  tenders: readonly TenderCapacity[],
): { amounts: number[]; remainingMinor: number } {
  let left = Math.max(0, Math.trunc(totalMinor));
  const amounts = tenders.map((tender) => {
    const step = Math.max(1, Math.trunc(tender.stepMinor));
    const most = Math.min(Math.max(0, Math.trunc(tender.capacityMinor)), left);
    const amount = most - (most % step);
    left -= amount;
    return amount;
  });
  return { amounts, remainingMinor: left };
}

/** The points a member can pay with: those asked for (or all), never more than they have. */
export function usablePoints(asked: number | null, balance: number): number {
  const have = Math.max(0, balance);
  return asked === null ? have : Math.min(asked, have);
}

/** How the page names a tender. */
export function tenderLabel(
  method: StoredValueMethodId,
  shown: { lastFour: string | null; points: number | null },
): string {
  switch (method) {
    case "GIFT_CARD":
      return `Gift card •••• ${shown.lastFour ?? ""}`;
    case "LOYALTY_POINTS":
      return `${(shown.points ?? 0).toLocaleString("en-US")} points`;
    case "ATHLETES_PAYMENT":
      return "Athlete allowance";
    case "REWARD_CODE":
      return `Reward code •••• ${shown.lastFour ?? ""}`;
    case "REWARD_CARD":
      return `Reward card •••• ${shown.lastFour ?? ""}`;
  }
}
