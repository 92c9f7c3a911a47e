import { createHmac, randomBytes } from "node:crypto";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { PaymentCard } from "./payment-provider.types";
import {
  cardDigits,
  detectBrand,
  expiryProblem,
  fullYear,
  giftCardProblem,
  isExpired,
  isValidHolder,
  maskNumber,
  passesLuhn,
  SANDBOX_TEST_CARDS,
  securityCodeLength,
  type CardBrand,
  type SandboxBehaviour,
} from "./card-sandbox.helpers";
import {
  deleteToken,
  insertToken,
  selectToken,
  selectTokenUse,
  spendFrameToken,
  unspendFrameTokens,
  updateToken,
  vaultSecret,
  type TokenRow,
} from "./payment-sandbox.tables";

/**
 * How long a card frame's token can pay (decision 0078): long enough to finish a checkout after
 * typing the card (the checkout's own state lasts an hour), short enough that a token found in a
 * log or a browser's history is dead by the time anyone reads it.
 */
export const FRAME_TOKEN_LIFETIME_MS = 30 * 60_000;

/** What a card frame's token is made for: the bag whose order it may pay. */
/** What charging a token does, and what the provider says of the card with its answer. */
export interface ChargedCard {
  behaviour: SandboxBehaviour;
  expired: boolean;
  fingerprint: string;
  card: PaymentCard;
}

export interface FrameTokenScope {
  basketId: string;
}

export interface CardDetails {
  number: string;
  expirationMonth: number;
  expirationYear: number;
  securityCode: string;
  holder: string;
}

/** What the store keeps of a tokenised card; never the number or the security code. */
export interface CardToken {
  token: string;
  /** Keyed hash of the number: equal for the same card, useless without the vault's secret. */
  fingerprint: string;
  brand: CardBrand;
  lastFour: string;
  maskedNumber: string;
  expirationMonth: number;
  expirationYear: number;
  holder: string;
}

export interface CardHolderDetails {
  expirationMonth: number;
  expirationYear: number;
  holder: string;
}

export interface GiftCardFingerprint {
  fingerprint: string;
  lastFour: string;
  maskedNumber: string;
}

export type AuthorisationStatus = "AUTHORISED" | "DECLINED" | "CHALLENGE_REQUIRED";

/**
 * The store's own offline payment provider. Callers treat it as an outside service: never call
 * it inside one of their transactions. Errors name the field of the card object (`card.number`).
 */
export interface PaymentSandbox {
  /**
   * Checks a card and exchanges it for a random token (VAL400, FE309 for the expiry). With a
   * `scope` (the card frame) the token is single-use: it pays one order of that bag, within
   * FRAME_TOKEN_LIFETIME_MS; without (a saved card) it is reusable and never leaves the server.
   */
  tokeniseCard(card: CardDetails, scope?: FrameTokenScope): Promise<CardToken>;
  /**
   * A new token of the card an existing token stands for (PYT404 for an unknown token): a
   * saved card gets its own, so the card frame's token stays the checkout's.
   */
  copyToken(token: string): Promise<CardToken>;
  /** New expiry or holder of a tokenised card (FE309, VAL400); answers them as stored. */
  updateCard(token: string, changes: CardHolderDetails): Promise<CardHolderDetails>;
  /** Forgets a token; charging it afterwards fails. */
  forgetToken(token: string): Promise<void>;
  /** Checks a gift card's number and PIN (GFC800) and answers its keyed fingerprint. */
  fingerprintGiftCard(card: { number: string; pin: string }): Promise<GiftCardFingerprint>;
  /**
   * Authorises an amount on a token: declined for the decline test numbers and expired cards,
   * a 3-D Secure challenge for the challenge test numbers, authorised otherwise (PYT404 for an
   * unknown token).
   */
  authorise(input: {
    token: string;
    amountMinor: number;
    currency: string;
  }): Promise<{ status: AuthorisationStatus; reference: string }>;
  /**
   * What charging a saved card's token does, for the provider: its test-card behaviour, and
   * whether the card is past its expiry (PYT404 for an unknown token or a card frame's).
   */
  cardBehaviour(token: string): Promise<ChargedCard>;
  /**
   * Spends a card frame's token for one checkout attempt (`reference`) of the bag it was made
   * for, atomically: one attempt gets it, a repeat of that attempt gets it again, every other
   * is refused with PYT404 (spent, expired, made for another bag, a saved card's token, or
   * unknown). Answers what charging it does, as `cardBehaviour`.
   */
  /**
   * The test-card behaviour of any token, spent or not, or null for an unknown one: how the
   * provider plays the outage cards (decision 0078). Never a reason to charge.
   */
  testBehaviour(token: string): Promise<SandboxBehaviour | null>;
  spendFrameToken(spend: {
    token: string;
    basketId: string;
    reference: string;
  }): Promise<ChargedCard>;
  /** Gives back the live frame tokens `reference` spent (an attempt recovery undid). */
  unspendFrameTokens(reference: string): Promise<number>;
}

function checkHolder(holder: string): string {
  const trimmed = holder.trim().replace(/\s+/g, " ");
  if (!isValidHolder(trimmed)) {
    throw new AppError("VAL400", {
      field: "card.holder",
      message: "card.holder: Name is not valid.",
    });
  }
  return trimmed;
}

function checkExpiry(month: number, year: number, now: Date): { month: number; year: number } {
  const full = fullYear(year);
  const problem = expiryProblem(month, full, now);
  if (problem) {
    throw new AppError("FE309", {
      field: `card.${problem.field}`,
      message: `card.${problem.field}: ${problem.message}`,
    });
  }
  return { month, year: full };
}

function invalidNumber(message: string): AppError {
  // The number is never part of a message: messages reach logs and monitoring.
  return new AppError("VAL400", { field: "card.number", message: `card.number: ${message}` });
}

export function createPaymentSandbox(deps: {
  /** The handle, or the seed's transaction: the sandbox only queries. */
  db: Queryable;
  /** A secret for fingerprints held outside the database; without it the vault keeps one. */
  vaultKey?: string;
  now?: () => Date;
}): PaymentSandbox {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  let secret: Promise<string> | null = deps.vaultKey ? Promise.resolve(deps.vaultKey) : null;
  const key = (): Promise<string> => {
    secret ??= vaultSecret(db, randomBytes(32).toString("base64url")).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
  const fingerprint = async (kind: string, digits: string) =>
    createHmac("sha256", await key())
      .update(`${kind}:${digits}`)
      .digest("base64url");

  const behaviourOf = (row: TokenRow) => ({
    behaviour: row.behaviour,
    expired: isExpired(row.expiration_month, row.expiration_year, now()),
    // The card's keyed fingerprint (the same card tokenised twice has the same one).
    fingerprint: row.fingerprint,
    // What the provider answers of the card with its authorisation, for the order to show.
    card: { brand: row.brand, lastFour: row.last_four },
  });

  /** Why a frame token could not be spent, in words for the shopper (always PYT404). */
  const refusedToken = async (
    token: string,
    basketId: string,
    field = "paymentMethod.additionalData.token",
  ): Promise<AppError> => {
    const use = await selectTokenUse(db, token);
    const reason = !use
      ? "This card entry is not known. Please enter the card again."
      : use.basket_id === null
        ? "Pay with a saved card by choosing it, not by its token."
        : use.basket_id !== basketId
          ? "This card entry was made for another bag. Please enter the card again."
          : use.used_by !== null
            ? "This card entry has already paid for an order. Please enter the card again."
            : "This card entry has expired. Please enter the card again.";
    return new AppError("PYT404", { field, message: reason });
  };

  const cardBehaviour = async (token: string) => {
    const row = await selectToken(db, token);
    if (!row) throw new AppError("PYT404", { field: "token" });
    // A card frame's token pays only through spendFrameToken: once, for its bag.
    if (row.basket_id !== null)
      throw new AppError("PYT404", {
        field: "token",
        message: "A card frame's token pays only for the bag it was made for.",
      });
    return behaviourOf(row);
  };

  return {
    async tokeniseCard(card, scope) {
      const digits = cardDigits(card.number);
      if (!digits || digits.length < 12 || digits.length > 19) {
        throw invalidNumber("Enter the 12 to 19 digits of the card number.");
      }
      if (!passesLuhn(digits)) throw invalidNumber("The card number is not valid.");
      const brand = detectBrand(digits);
      if (!brand) {
        throw invalidNumber("We accept Visa, Mastercard, American Express and Discover.");
      }
      const expiry = checkExpiry(card.expirationMonth, card.expirationYear, now());
      if (card.securityCode.length !== securityCodeLength(brand)) {
        throw new AppError("VAL400", {
          field: "card.securityCode",
          message: `card.securityCode: This card's security code has ${securityCodeLength(brand)} digits.`,
        });
      }
      const holder = checkHolder(card.holder);
      const row = {
        token: `tok_${randomBytes(24).toString("base64url")}`,
        fingerprint: await fingerprint("card", digits),
        brand,
        last_four: digits.slice(-4),
        expiration_month: expiry.month,
        expiration_year: expiry.year,
        holder,
        behaviour: SANDBOX_TEST_CARDS[digits] ?? "APPROVE",
        basket_id: scope?.basketId ?? null,
        expires_at: scope ? new Date(now().getTime() + FRAME_TOKEN_LIFETIME_MS) : null,
      };
      await insertToken(db, row);
      return {
        token: row.token,
        fingerprint: row.fingerprint,
        brand,
        lastFour: row.last_four,
        maskedNumber: maskNumber(digits),
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        holder,
      };
    },

    async copyToken(token) {
      const found = await selectToken(db, token);
      // Only a card frame's token becomes a saved card, and saving spends it like an order
      // would (decision 0078): one frame entry is one order or one saved card, within its life.
      const copyOf = `tok_${randomBytes(24).toString("base64url")}`;
      const row =
        found?.basket_id != null
          ? await spendFrameToken(db, {
              token,
              basketId: found.basket_id,
              reference: `saved-card:${copyOf}`,
              now: now(),
            })
          : null;
      if (!row) {
        throw found?.basket_id != null
          ? await refusedToken(token, found.basket_id, "card.token")
          : new AppError("PYT404", {
              field: "card.token",
              message: "This card entry is not known. Please enter the card again.",
            });
      }
      const copy = { ...row, token: copyOf, basket_id: null, expires_at: null };
      await insertToken(db, copy);
      return {
        token: copy.token,
        fingerprint: row.fingerprint,
        brand: row.brand as CardToken["brand"],
        lastFour: row.last_four,
        maskedNumber: maskNumber(`000000000000${row.last_four}`),
        expirationMonth: row.expiration_month,
        expirationYear: row.expiration_year,
        holder: row.holder,
      };
    },

    async updateCard(token, changes) {
      const expiry = checkExpiry(changes.expirationMonth, changes.expirationYear, now());
      const holder = checkHolder(changes.holder);
      const stored = { expirationMonth: expiry.month, expirationYear: expiry.year, holder };
      await updateToken(db, token, stored);
      return stored;
    },

    async forgetToken(token) {
      await deleteToken(db, token);
    },

    async fingerprintGiftCard(card) {
      const problem = giftCardProblem(card.number, card.pin.trim());
      if (problem) {
        throw new AppError("GFC800", {
          field: `card.${problem}`,
          message:
            problem === "number"
              ? "card.number: This gift card is not valid."
              : "card.pin: The PIN of this gift card is not valid.",
        });
      }
      const digits = cardDigits(card.number) ?? "";
      return {
        fingerprint: await fingerprint("gift", digits),
        lastFour: digits.slice(-4),
        maskedNumber: maskNumber(digits),
      };
    },

    async authorise(input) {
      const { behaviour, expired } = await cardBehaviour(input.token);
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw new AppError("VAL400", { field: "amount", message: "amount must be above zero." });
      }
      const status: AuthorisationStatus =
        expired || behaviour !== "APPROVE"
          ? behaviour === "CHALLENGE" && !expired
            ? "CHALLENGE_REQUIRED"
            : "DECLINED"
          : "AUTHORISED";
      return { status, reference: `auth_${randomBytes(12).toString("hex")}` };
    },

    cardBehaviour,

    async testBehaviour(token) {
      return (await selectToken(db, token))?.behaviour ?? null;
    },

    async spendFrameToken(spend) {
      const row = await spendFrameToken(db, { ...spend, now: now() });
      if (!row) throw await refusedToken(spend.token, spend.basketId);
      return behaviourOf(row);
    },

    unspendFrameTokens: (reference) => unspendFrameTokens(db, reference, now()),
  };
}
