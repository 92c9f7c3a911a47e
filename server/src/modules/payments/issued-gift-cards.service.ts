import type { Currency } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import {
  issuedCardHash,
  issuedPinHash,
  newCardNumber,
  newPin,
  pinMatches,
} from "./issued-gift-cards.helpers";
import {
  closeCards,
  insertIssuedCard,
  lockCurrentCard,
  selectCardsOfOrders,
  selectIssuedCard,
  type CardRecipient,
  type IssuedCardRow,
} from "./issued-gift-cards.tables";

export type { CardRecipient };

/** One unit of an order's gift card line, to become a card. */
export interface NewGiftCard {
  orderNo: string;
  lineNo: number;
  unitNo: number;
  amountMinor: number;
  currency: Currency;
  recipient: CardRecipient;
}

/**
 * A card just issued, with its number and PIN in clear: the only moment they exist outside the
 * recipient's e-mail. Put them in that e-mail, in the same transaction, and nowhere else.
 */
export interface IssuedGiftCard extends NewGiftCard {
  number: string;
  pin: string;
  lastFour: string;
  generation: number;
}

/** A sold card as its buyer's account shows it: never its number or PIN. */
export interface GiftCardView {
  orderNo: string;
  lineNo: number;
  unitNo: number;
  lastFour: string;
  amountMinor: number;
  leftMinor: number;
  currency: Currency;
  status: "active" | "blocked" | "replaced";
  /** How many times it was sent again (each a new card). */
  resends: number;
  recipient: CardRecipient;
  issuedAt: string;
}

export interface IssuedGiftCardsService {
  /**
   * Issues a card for each unit that has none yet, in the caller's transaction, and opens its
   * ledger account at its amount. Units already issued are skipped, so a second delivery of the
   * order's event issues nothing. Answers the cards issued now.
   */
  issue(tx: Queryable, cards: readonly NewGiftCard[]): Promise<IssuedGiftCard[]>;
  /**
   * Replaces a unit's card by a new one (new number and PIN) holding what was left on it, for
   * `recipient` (the old one's when absent); the old card pays nothing any more. OHS4004 for a
   * unit without a card, GFC725 for a blocked one, GFC740 for one spent to zero.
   */
  replace(
    tx: Queryable,
    unit: { orderNo: string; lineNo: number; unitNo: number },
    recipient?: Partial<CardRecipient>,
  ): Promise<IssuedGiftCard>;
  /**
   * Blocks every open card of an order (its cancel): nothing more is spent from them. Answers
   * how many were blocked now and what had been spent of them before.
   */
  blockOrder(tx: Queryable, orderNo: string): Promise<{ blocked: number; spentMinor: number }>;
  /** The current card of each unit of these orders, in order and line order. */
  cardsOfOrders(orderNos: readonly string[], db?: Queryable): Promise<GiftCardView[]>;
  /**
   * A sold card read by number (digits) and PIN, as the balance call reads cards: GFC760 for
   * an unknown number, GFC700 for a wrong PIN, GFC725 for a closed card or another currency.
   */
  read(
    digits: string,
    pin: string,
    currency?: Currency,
  ): Promise<{ cardHash: string; lastFour: string; balanceMinor: number; currency: Currency }>;
}

/** Draws numbers until one is free (a clash is one in hundreds of millions per card). */
const MAX_DRAWS = 5;

export function createIssuedGiftCards(deps: { db: Db; key: string }): IssuedGiftCardsService {
  const { key } = deps;

  async function issueOne(
    tx: Queryable,
    card: NewGiftCard,
    generation: number,
  ): Promise<IssuedGiftCard | null> {
    for (let draw = 0; draw < MAX_DRAWS; draw++) {
      const number = newCardNumber();
      const pin = newPin();
      const cardHash = issuedCardHash(key, number);
      const outcome = await insertIssuedCard(tx, {
        ...card,
        cardHash,
        pinHash: issuedPinHash(key, cardHash, pin),
        lastFour: number.slice(-4),
        generation,
      });
      if (outcome === "exists") return null;
      if (outcome === "issued")
        return { ...card, number, pin, lastFour: number.slice(-4), generation };
    }
    throw new Error(`no free gift card number after ${MAX_DRAWS} draws`);
  }

  const view = (row: IssuedCardRow): GiftCardView => ({
    orderNo: row.order_no,
    lineNo: row.line_no,
    unitNo: row.unit_no,
    lastFour: row.last_four,
    amountMinor: row.amount_minor,
    leftMinor: row.status === "active" ? row.left_minor : 0,
    currency: row.currency as Currency,
    status: row.status,
    resends: row.generation - 1,
    recipient: row.recipient,
    issuedAt: row.created_at.toISOString(),
  });

  return {
    async issue(tx, cards) {
      const issued: IssuedGiftCard[] = [];
      for (const card of cards) {
        const made = await issueOne(tx, card, 1);
        if (made) issued.push(made);
      }
      return issued;
    },

    async replace(tx, unit, recipient = {}) {
      const current = await lockCurrentCard(tx, unit);
      if (!current)
        throw new AppError("OHS4004", { field: "unitNo", message: "There is no such gift card." });
      if (current.status !== "active")
        throw new AppError("GFC725", {
          field: "lineNo",
          message: "This gift card was cancelled with its order: it cannot be sent again.",
        });
      if (current.left_minor <= 0)
        throw new AppError("GFC740", {
          field: "lineNo",
          message: "This gift card has been spent: there is nothing left to send.",
        });
      await closeCards(tx, [current.card_hash], "replaced");
      const made = await issueOne(
        tx,
        {
          orderNo: current.order_no,
          lineNo: current.line_no,
          unitNo: current.unit_no,
          amountMinor: current.left_minor,
          currency: current.currency as Currency,
          recipient: { ...current.recipient, ...recipient },
        },
        current.generation + 1,
      );
      if (!made) throw new Error("a gift card's next generation exists under its lock");
      return made;
    },

    async blockOrder(tx, orderNo) {
      const open = (await selectCardsOfOrders(tx, [orderNo])).filter(
        (row) => row.status === "active",
      );
      for (const row of open)
        await tx.query("select 1 from gift_card_balances where card_hash = $1 for update", [
          row.card_hash,
        ]);
      const locked = (await selectCardsOfOrders(tx, [orderNo])).filter(
        (row) => row.status === "active",
      );
      const blocked = await closeCards(
        tx,
        locked.map((row) => row.card_hash),
        "blocked",
      );
      const spentMinor = locked.reduce((sum, row) => sum + (row.amount_minor - row.left_minor), 0);
      return { blocked: blocked.length, spentMinor };
    },

    async cardsOfOrders(orderNos, db) {
      return (await selectCardsOfOrders(db ?? deps.db, orderNos)).map(view);
    },

    async read(digits, pin, currency) {
      const cardHash = issuedCardHash(key, digits);
      const row = await selectIssuedCard(deps.db, cardHash);
      if (!row)
        throw new AppError("GFC760", {
          field: "number",
          message: "We do not know this gift card.",
        });
      if (!pinMatches(key, cardHash, pin, row.pin_hash))
        throw new AppError("GFC700", { field: "pin", message: "The number and PIN do not match." });
      if (row.status !== "active")
        throw new AppError("GFC725", {
          field: "number",
          message:
            row.status === "replaced"
              ? "This gift card was replaced: use the number and PIN of the latest e-mail."
              : "This gift card was cancelled with its order.",
        });
      if (currency && row.currency !== currency)
        throw new AppError("GFC725", {
          field: "number",
          message: `This gift card pays in ${row.currency}: use it on a site that sells in ${row.currency}.`,
        });
      return {
        cardHash,
        lastFour: row.last_four,
        balanceMinor: row.left_minor,
        currency: row.currency as Currency,
      };
    },
  };
}
