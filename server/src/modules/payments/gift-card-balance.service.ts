import { createHash } from "node:crypto";
import { toMajor, type Currency } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";
import { cardDigits, giftCardProblem } from "./card-sandbox.helpers";
import {
  giveBackRedemptions,
  refundRedemption,
  openCardAccount,
  redeemCard,
  selectCardsLeft,
} from "./gift-card-ledger.tables";
import {
  countPinTry,
  deleteSpentPinGuards,
  forgivePinTry,
  lockPin,
} from "./gift-card-pin-guard.tables";
import { readGiftCard } from "./gift-cards.helpers";
import { isIssuedNumber } from "./issued-gift-cards.helpers";
import type { IssuedGiftCardsService } from "./issued-gift-cards.service";

const HOUR_MS = 60 * 60 * 1000;

/**
 * Balance checks per network address: a shopper checks a few cards; guessing PINs of a found
 * number (4 to 8 digits) takes thousands. Wrong answers count as much as right ones. Adding a
 * card to a bag reads it the same way, so it counts against the same limit.
 */
export const GIFT_CARD_BALANCE_LIMIT: RateRule = {
  name: "gift-card-balance-address",
  limit: 10,
  windowMs: HOUR_MS,
  message: "Too many gift card checks from this network. Please try again later.",
};

/**
 * Wrong PINs per card, whatever network address sends them (decision 0078). A PIN has 4 digits
 * (10,000 values): five wrong in an hour lock the card's PIN for a day, so guessing one card
 * takes years, not the minutes that many addresses within their own limit would need. During
 * the lock even the right PIN is refused; a right PIN before it gives its try back.
 */
export const GIFT_CARD_PIN_LOCKOUT = {
  failures: 5,
  windowMs: HOUR_MS,
  lockMs: 24 * HOUR_MS,
} as const;

function lockedCard(): AppError {
  return new AppError("API429", {
    field: "pin",
    message:
      "This gift card is locked after too many wrong PINs. Please try again tomorrow, or ask us for help.",
  });
}

/**
 * How a card is recognised without keeping its number (decision 0068): a SHA-256 of its digits
 * under this store's label. The ledger and the bag keep only this and the last four digits.
 */
export function giftCardHash(digits: string): string {
  return createHash("sha256").update(`ridgeline gift card:${digits}`).digest("hex");
}

/** A gift card that can pay: how the ledger knows it, what the page shows, what is left on it. */
export interface RedeemableGiftCard {
  cardHash: string;
  lastFour: string;
  balanceMinor: number;
}

export interface GiftCardBalanceService {
  /** 000 §7 `giftcard/balance`: what is left on a card, in the site's currency (GFC codes). */
  balance(
    input: { number: string; pin: string },
    site: { currency: Currency },
    clientAddress: string,
  ): Promise<{ balance: number; currency: Currency; maskedNumber: string }>;
  /**
   * A card read as the balance call reads it (the same GFC codes and the same limit per
   * address), with what is left on it after its redemptions. It may be 0: the caller decides.
   * A card the store sold pays only in its own currency (GFC725 for another `currency`).
   */
  redeemable(
    input: { number: string; pin: string },
    clientAddress: string,
    currency?: Currency,
  ): Promise<RedeemableGiftCard>;
  /** Forgets PIN counts whose window and lock are over (an hourly job); answers how many. */
  forgetSpentPinTries(): Promise<number>;
  /** What is left on each of these cards (by hash); a card without an account is absent. */
  cardsLeft(cardHashes: readonly string[], db?: Queryable): Promise<Map<string, number>>;
  /**
   * Spends `amountMinor` of a card against an order's `reference`, in the caller's transaction:
   * GFC740 when the card no longer holds it (the transaction must roll back). Never below zero,
   * also when two orders spend one card at once. The same card and reference twice counts once.
   */
  spend(
    tx: Queryable,
    spend: { cardHash: string; amountMinor: number; reference: string },
  ): Promise<void>;
  /** Gives back what a reference spent on any card; a second call gives back nothing. */
  giveBack(tx: Queryable, reference: string): Promise<void>;
  /**
   * Gives part of what `reference` spent on a card back to it (a return's refund), in the
   * caller's transaction. Throws when the spend has less than that left to give back: the
   * caller's refund plan is wrong and its transaction must roll back.
   */
  refundPart(
    tx: Queryable,
    part: { cardHash: string; reference: string; amountMinor: number },
  ): Promise<void>;
}

export function createGiftCardBalance(deps: {
  db: Db;
  limits: RateLimits;
  issued: IssuedGiftCardsService;
}): GiftCardBalanceService {
  const { db } = deps;

  async function redeemable(
    input: { number: string; pin: string },
    clientAddress: string,
    currency?: Currency,
  ): Promise<RedeemableGiftCard & { currency: Currency | null }> {
    await deps.limits.check(GIFT_CARD_BALANCE_LIMIT, clientAddress);
    const digits = cardDigits(input.number);
    // A well-formed card's PIN is checked only within its lockout (a malformed one never is).
    if (!digits || giftCardProblem(input.number, input.pin) !== null)
      return readCard(input, digits, currency);
    const guard = giftCardHash(digits);
    const { failures, locked } = await countPinTry(db, guard, GIFT_CARD_PIN_LOCKOUT.windowMs);
    if (locked) throw lockedCard();
    if (failures > GIFT_CARD_PIN_LOCKOUT.failures) {
      // Tries racing past the limit: the card locks, and this one is not checked.
      await lockPin(db, guard, GIFT_CARD_PIN_LOCKOUT.lockMs);
      throw lockedCard();
    }
    try {
      const card = await readCard(input, digits, currency);
      await forgivePinTry(db, guard);
      return card;
    } catch (error) {
      if (!(error instanceof AppError) || error.errorId !== "GFC700") {
        await forgivePinTry(db, guard);
        throw error;
      }
      if (failures < GIFT_CARD_PIN_LOCKOUT.failures) throw error;
      await lockPin(db, guard, GIFT_CARD_PIN_LOCKOUT.lockMs);
      throw new AppError("GFC700", {
        field: "pin",
        message:
          "The number and PIN do not match. After too many wrong PINs this gift card is locked until tomorrow.",
      });
    }
  }

  async function readCard(
    input: { number: string; pin: string },
    digits: string | null,
    currency?: Currency,
  ): Promise<RedeemableGiftCard & { currency: Currency | null }> {
    // A card the store sold (decision 0076); a malformed one is refused as the sandbox does.
    if (digits && isIssuedNumber(digits) && giftCardProblem(input.number, input.pin) === null)
      return deps.issued.read(digits, input.pin, currency);
    const card = readGiftCard(input.number, input.pin);
    if ("code" in card) throw new AppError(card.code, { field: card.field, message: card.message });
    const cardHash = giftCardHash(cardDigits(input.number) ?? "");
    await openCardAccount(db, cardHash, card.balanceMinor);
    const left = (await selectCardsLeft(db, [cardHash])).get(cardHash) ?? card.balanceMinor;
    return { cardHash, lastFour: card.lastFour, balanceMinor: left, currency: null };
  }

  return {
    redeemable,

    async forgetSpentPinTries() {
      let forgotten = 0;
      for (;;) {
        const gone = await deleteSpentPinGuards(db, GIFT_CARD_PIN_LOCKOUT.windowMs, 1000);
        forgotten += gone;
        if (gone < 1000) return forgotten;
      }
    },

    async balance(input, site, clientAddress) {
      const card = await redeemable(input, clientAddress, site.currency);
      return {
        balance: toMajor(card.balanceMinor, card.currency ?? site.currency),
        currency: card.currency ?? site.currency,
        maskedNumber: `•••• ${card.lastFour}`,
      };
    },

    cardsLeft: (cardHashes, queryable) => selectCardsLeft(queryable ?? db, cardHashes),

    async spend(tx, spend) {
      if (!Number.isSafeInteger(spend.amountMinor) || spend.amountMinor <= 0) return;
      if (!(await redeemCard(tx, spend)))
        throw new AppError("GFC740", {
          field: "payment_method_id",
          message: "A gift card no longer holds the amount it was to pay.",
        });
    },

    async giveBack(tx, reference) {
      await giveBackRedemptions(tx, reference);
    },

    async refundPart(tx, part) {
      if (!Number.isSafeInteger(part.amountMinor) || part.amountMinor <= 0) return;
      if (!(await refundRedemption(tx, part)))
        throw new Error(`gift card spend ${part.reference} has not ${part.amountMinor} to refund`);
    },
  };
}
