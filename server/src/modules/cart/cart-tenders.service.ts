import { toMajor, toMinor, type Cart } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import type { CartDeps } from "./cart-deps.types";
import {
  allocateTenders,
  POINT_VALUE_MINOR,
  tenderLabel,
  usablePoints,
  type TenderCapacity,
} from "./cart-tenders.helpers";
import { selectTenders, type TenderRow } from "./cart-tenders.tables";
import type { CartRow } from "./cart.tables";

/** A tender with what it pays of the bag now (decision 0068). */
export interface AllocatedTender {
  row: TenderRow;
  amountMinor: number;
  label: string;
  /** Points it uses (LOYALTY_POINTS), else null. */
  points: number | null;
  /** The athlete's allowance left this year (ATHLETES_PAYMENT), else null. */
  athleteRemainingMinor: number | null;
}

/**
 * The bag's tenders worked out at read time: each one's most (a card's balance left, the
 * member's points not held by the bag's voucher, the athlete's allowance left, a reward's value
 * left in the bag's currency), then paid in the order added against the bag's total.
 */
export function createTenderReader(deps: CartDeps) {
  async function capacities(
    db: Queryable,
    cart: CartRow,
    rows: readonly TenderRow[],
  ): Promise<(TenderCapacity & { athleteRemainingMinor: number | null })[]> {
    const books = deps.tenders;
    const has = (method: TenderRow["method"]) => rows.some((row) => row.method === method);
    const cardHashes = rows.flatMap((row) => (row.card_hash ? [row.card_hash] : []));
    const rewardIds = rows.flatMap((row) => (row.reward_id ? [row.reward_id] : []));
    const registered = cart.owner_registered;
    const [cardsLeft, rewards, member, athleteRemaining] = await Promise.all([
      books && cardHashes.length > 0 ? books.giftCards.cardsLeft(cardHashes, db) : new Map(),
      books && rewardIds.length > 0 ? books.loyalty.rewards(rewardIds, db) : new Map(),
      registered && has("LOYALTY_POINTS") ? deps.loyalty?.membership(cart.consumer_no, db) : null,
      registered && has("ATHLETES_PAYMENT") ? deps.athleteRemaining?.(cart.consumer_no) : null,
    ]);
    const pointValue = POINT_VALUE_MINOR[cart.currency];
    // The points of the bag's voucher are the voucher's: spent with the order too.
    const pointsFree = Math.max(0, (member?.balance ?? 0) - (cart.reward_points ?? 0));
    return rows.map((row) => {
      const plain = (capacityMinor: number) => ({
        capacityMinor,
        stepMinor: 1,
        athleteRemainingMinor: null,
      });
      switch (row.method) {
        case "GIFT_CARD":
          return plain(cardsLeft.get(row.card_hash ?? "") ?? 0);
        case "LOYALTY_POINTS":
          return {
            capacityMinor: usablePoints(row.points, pointsFree) * pointValue,
            stepMinor: pointValue,
            athleteRemainingMinor: null,
          };
        case "ATHLETES_PAYMENT": {
          const remaining = Math.max(0, athleteRemaining ?? 0);
          return { capacityMinor: remaining, stepMinor: 1, athleteRemainingMinor: remaining };
        }
        case "REWARD_CODE":
        case "REWARD_CARD": {
          const reward = rewards.get(row.reward_id ?? "");
          return plain(reward && reward.currency === cart.currency ? reward.leftMinor : 0);
        }
      }
    });
  }

  /** The bag's tenders, what each pays of `totalMinor`, and what is left to pay. */
  async function allocated(
    db: Queryable,
    cart: CartRow,
    totalMinor: number,
  ): Promise<{ tenders: AllocatedTender[]; remainingMinor: number }> {
    const rows = await selectTenders(db, cart.basket_id);
    if (rows.length === 0) return { tenders: [], remainingMinor: Math.max(0, totalMinor) };
    const most = await capacities(db, cart, rows);
    const { amounts, remainingMinor } = allocateTenders(totalMinor, most);
    const pointValue = POINT_VALUE_MINOR[cart.currency];
    const tenders = rows.map((row, index) => {
      const amountMinor = amounts[index] ?? 0;
      const points = row.method === "LOYALTY_POINTS" ? amountMinor / pointValue : null;
      return {
        row,
        amountMinor,
        label: tenderLabel(row.method, { lastFour: row.last_four, points }),
        points,
        athleteRemainingMinor: most[index]?.athleteRemainingMinor ?? null,
      };
    });
    return { tenders, remainingMinor };
  }

  /** The cart's answer with its tenders (`payment_instruments`) and `remainingToPay`. */
  async function withTenders(db: Queryable, cart: CartRow, answer: Cart): Promise<Cart> {
    const money = (minor: number) => toMajor(minor, cart.currency);
    const totalMinor = toMinor(answer.totals.total, cart.currency);
    const { tenders, remainingMinor } = await allocated(db, cart, totalMinor);
    if (tenders.length === 0) return answer;
    return {
      ...answer,
      totals: { ...answer.totals, remainingToPay: money(remainingMinor) },
      payment_instruments: tenders.map((tender) => {
        const athlete = tender.row.method === "ATHLETES_PAYMENT";
        return {
          payment_instrument_id: tender.row.instrument_id,
          payment_method_id: tender.row.method,
          amount: money(tender.amountMinor),
          label: tender.label,
          lastFour: tender.row.last_four,
          points: tender.points,
          remaining: athlete ? money(tender.athleteRemainingMinor ?? 0) : null,
          payable: athlete ? money(tender.amountMinor) : null,
        };
      }),
    };
  }

  return { allocated, withTenders };
}

export type TenderReader = ReturnType<typeof createTenderReader>;
