import { randomUUID } from "node:crypto";
import {
  MAX_GIFT_CARDS_PER_BAG,
  PROVIDER_TENDERS,
  toMinor,
  type AddTenderInput,
  type Cart,
  type Currency,
  type ProviderTender,
  type StoredValueMethodId,
} from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { Shopper } from "../../platform/http/request-scope";
import type { CartCore } from "./cart-core.service";
import type { CartTenderBooks } from "./cart-deps.types";
import { POINT_VALUE_MINOR, tenderLabel, usablePoints } from "./cart-tenders.helpers";
import {
  deleteTender,
  insertTender,
  selectStampedTenders,
  selectTenders,
  stampAllocation,
  type TenderRow,
} from "./cart-tenders.tables";
import { selectCartRow, type CartRow } from "./cart.tables";
import type { PaymentMethodsService } from "./payment-methods.service";

/** A stored-value tender of a bag with what it pays now (what the placement saga reads). */
export interface BagTender {
  instrumentId: string;
  method: StoredValueMethodId;
  amountMinor: number;
  label: string;
}

/** A tender debited for an order: what it paid, against the order's reference. */
export interface SpentTender extends BagTender {
  reference: string;
}

/** Where an add comes from: the buy-in-store session (the tenders offered) and the address. */
export interface TenderRequest {
  storeSession: string | null;
  /** The caller's network address: gift card reads are limited per address. */
  clientAddress: string;
}

export interface TenderService {
  /**
   * 000 §7 POST …/paymentInstruments: a gift card, points, the athlete's allowance or a reward
   * pays part of the bag; only a tender `paymentMethods` offers the bag (VAL400), each with its
   * checks (GFC codes, REW140, PYT404). Answers the cart.
   */
  addTender(
    basketId: string,
    input: AddTenderInput,
    shopper: Shopper,
    request: TenderRequest,
  ): Promise<Cart>;
  /** 000 §7 DELETE …/paymentInstruments: PYT404 when the bag has no such tender. */
  removeTender(basketId: string, instrumentId: string, shopper: Shopper): Promise<Cart>;
  /**
   * The bag's stored-value tenders with what each pays of its total now, in the order they pay;
   * what they leave is the provider tender's. Records these amounts for the bag's revision:
   * `spendTenders` debits exactly them. Reads the bag's total through the cart's reader, so
   * call it outside a transaction (PGlite has one connection); `db` reads the tenders.
   */
  tendersOf(basketId: string, db?: Queryable): Promise<BagTender[]>;
  /**
   * In the order's transaction: debits every tender by what the last `tendersOf` gave it to pay
   * (gift card ledger, points, the athlete's allowance, the reward ledger), each against
   * `reference`. GFC740 (a gift card) or PYT400 (the others) when a balance no longer covers
   * it, or when the bag changed since `tendersOf` (its revision moved, a tender was added): the
   * caller rolls the transaction back. The same reference twice debits once.
   */
  spendTenders(tx: Queryable, basketId: string, reference: string): Promise<SpentTender[]>;
  /** Gives back everything `reference` debited (a cancelled order); a second call: nothing. */
  giveBackTenders(tx: Queryable, reference: string): Promise<void>;
  /**
   * Gives part of what one of the bag's tenders paid for `reference` back to it (a return's
   * refund, decision 0075), in the refund's transaction: the gift card's or reward's balance,
   * the athlete's allowance, or points. Points go back at the rate they were paid at; as a
   * point is worth more than a cent, they are counted over the order's refunds so far
   * (`refundedBeforeMinor`), rounding up, so all of an order's refunds give back exactly the
   * points it took. The caller gives each part once.
   */
  refundTender(
    tx: Queryable,
    part: {
      basketId: string;
      instrumentId: string;
      reference: string;
      amountMinor: number;
      refundedBeforeMinor: number;
      refundKey: string;
    },
  ): Promise<void>;
}

/** The shopper a bag's own reads are for (the placement has no request of the shopper's). */
function ownerOf(cart: CartRow): Shopper {
  // EMPLOYEE only lets the reader ask for the employee discount; the programs area answers
  // none for anyone who is not an employee, so a registered shopper's total is theirs.
  return {
    consumerNo: cart.consumer_no,
    consumerType: cart.owner_registered ? "EMPLOYEE" : "GUEST",
  };
}

const invalid = (field: string, message: string) => new AppError("VAL400", { field, message });

type ProviderInput = Extract<AddTenderInput, { payment_method_id: ProviderTender }>;
type StoredValueInput = Exclude<AddTenderInput, ProviderInput>;

const isProviderInput = (input: AddTenderInput): input is ProviderInput =>
  (PROVIDER_TENDERS as readonly string[]).includes(input.payment_method_id);

/** A stored-value tender's input; a provider's tender is VAL400 (it is chosen at placement). */
function storedValueInput(input: AddTenderInput): StoredValueInput {
  if (isProviderInput(input))
    throw invalid(
      "payment_method_id",
      `${input.payment_method_id} pays what the bag's other tenders leave: choose it when placing the order (paymentMethod).`,
    );
  return input;
}

export function createTenders(core: CartCore, methods: PaymentMethodsService): TenderService {
  const { db, deps, writeCart } = core;
  const needBooks = (): CartTenderBooks => {
    if (!deps.tenders) throw new Error("the cart area was made without the tenders' books");
    return deps.tenders;
  };

  /** What the tender will be, read before the cart's lock: cards and rewards are other areas'. */
  async function tenderOf(
    input: StoredValueInput,
    cart: { consumerNo: string; currency: string },
    request: TenderRequest,
  ): Promise<TenderRow> {
    const books = needBooks();
    const row: TenderRow = {
      instrument_id: randomUUID(),
      method: input.payment_method_id,
      card_hash: null,
      last_four: null,
      points: null,
      reward_id: null,
    };
    switch (input.payment_method_id) {
      case "GIFT_CARD": {
        // A card the store sold pays in its own currency only (decision 0076).
        const card = await books.giftCards.redeemable(
          input,
          request.clientAddress,
          cart.currency as Currency,
        );
        if (card.balanceMinor <= 0)
          throw new AppError("GFC740", { field: "number", message: "This gift card is empty." });
        return { ...row, card_hash: card.cardHash, last_four: card.lastFour };
      }
      case "LOYALTY_POINTS": {
        const member = await deps.loyalty?.membership(cart.consumerNo);
        if (!member) throw new AppError("REW130", { field: "payment_method_id" });
        const points = input.points ?? null;
        if (points !== null && usablePoints(points, member.balance) < points)
          throw new AppError("REW140", {
            field: "points",
            message: `You have ${member.balance} points.`,
          });
        return { ...row, points };
      }
      case "ATHLETES_PAYMENT":
        return row;
      case "REWARD_CODE":
      case "REWARD_CARD": {
        const code = input.payment_method_id === "REWARD_CODE";
        const field = code ? "code" : "number";
        const reward = await books.loyalty.rewardOf(
          cart.consumerNo,
          code ? "CODE" : "CARD",
          code ? input.code : input.number,
        );
        if (!reward)
          throw new AppError("PYT404", {
            field,
            message: code ? "We do not know this reward code." : "We do not know this reward card.",
          });
        if (reward.currency !== cart.currency)
          throw invalid(field, `This reward pays in ${reward.currency}, not this site's currency.`);
        if (reward.leftMinor <= 0)
          throw new AppError("PYT400", {
            field,
            message: code ? "This reward code has been used." : "This reward card is empty.",
          });
        return { ...row, reward_id: reward.rewardId, last_four: reward.lastFour };
      }
    }
  }

  /** The checks against the bag's other tenders, inside its lock. */
  function checkAgainst(existing: readonly TenderRow[], row: TenderRow): void {
    if (row.method === "GIFT_CARD") {
      if (existing.some((other) => other.card_hash === row.card_hash))
        throw new AppError("GFC755", { field: "number" });
      const cards = existing.filter((other) => other.method === "GIFT_CARD").length;
      if (cards >= MAX_GIFT_CARDS_PER_BAG)
        throw new AppError("GFC410", {
          field: "number",
          message: `A bag can be paid with at most ${MAX_GIFT_CARDS_PER_BAG} gift cards.`,
        });
    }
    if (row.reward_id !== null && existing.some((other) => other.reward_id === row.reward_id))
      throw invalid(
        row.method === "REWARD_CODE" ? "code" : "number",
        "This reward is already paying for your bag.",
      );
  }

  async function debit(
    tx: Queryable,
    cart: CartRow,
    row: TenderRow,
    amountMinor: number,
    reference: string,
  ): Promise<void> {
    const books = needBooks();
    switch (row.method) {
      case "GIFT_CARD":
        return books.giftCards.spend(tx, {
          cardHash: row.card_hash ?? "",
          amountMinor,
          reference,
        });
      case "LOYALTY_POINTS":
        return books.loyalty.spendTenderPoints(tx, {
          consumerNo: cart.consumer_no,
          points: amountMinor / POINT_VALUE_MINOR[cart.currency],
          reference,
        });
      case "ATHLETES_PAYMENT":
        return books.allowance.spend(tx, {
          consumerNo: cart.consumer_no,
          program: "ATHLETE",
          amountMinor,
          reference,
        });
      case "REWARD_CODE":
      case "REWARD_CARD":
        return books.loyalty.spendReward(tx, {
          rewardId: row.reward_id ?? "",
          amountMinor,
          reference,
        });
    }
  }

  const labelOf = (cart: CartRow, row: TenderRow, amountMinor: number) =>
    tenderLabel(row.method, {
      lastFour: row.last_four,
      points:
        row.method === "LOYALTY_POINTS" ? amountMinor / POINT_VALUE_MINOR[cart.currency] : null,
    });

  return {
    async addTender(basketId, body, shopper, request) {
      const input = storedValueInput(body);
      // The shopper's bag (BSK404, AUT498) and a tender it is offered, before anything is read.
      const offered = await methods.paymentMethods(basketId, shopper, request.storeSession);
      if (!offered.applicablePaymentMethods.some((m) => m.id === input.payment_method_id))
        throw invalid(
          "payment_method_id",
          `${input.payment_method_id} cannot pay for this bag (GET …/paymentMethods lists those that can).`,
        );
      const bag = await core.ownedBundle(db, basketId, shopper);
      const row = await tenderOf(
        input,
        { consumerNo: shopper.consumerNo, currency: bag.cart.currency },
        request,
      );
      return writeCart(basketId, shopper, async (tx, cart) => {
        const existing = await selectTenders(tx, cart.basket_id);
        // Points and the allowance are one tender each: asking again replaces the first.
        const same = existing.find(
          (other) =>
            other.method === row.method &&
            (row.method === "LOYALTY_POINTS" || row.method === "ATHLETES_PAYMENT"),
        );
        if (same) await deleteTender(tx, cart.basket_id, same.instrument_id);
        checkAgainst(
          existing.filter((other) => other !== same),
          row,
        );
        await insertTender(tx, cart.basket_id, row);
      });
    },

    removeTender(basketId, instrumentId, shopper) {
      return writeCart(basketId, shopper, async (tx, cart) => {
        if (!(await deleteTender(tx, cart.basket_id, instrumentId)))
          throw new AppError("PYT404", {
            field: "payment_instrument_id",
            message: "This bag has no such payment instrument.",
          });
      });
    },

    async tendersOf(basketId, queryable = db) {
      const cart = await selectCartRow(queryable, basketId);
      if (!cart) throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
      const answer = await core.view(db, cart, ownerOf(cart));
      const totalMinor = toMinor(answer.totals.total, cart.currency);
      const { tenders } = await core.tenders.allocated(queryable, cart, totalMinor);
      const bagTenders = tenders.map((tender) => ({
        instrumentId: tender.row.instrument_id,
        method: tender.row.method,
        amountMinor: tender.amountMinor,
        label: tender.label,
      }));
      await stampAllocation(queryable, basketId, cart.revision, bagTenders);
      return bagTenders;
    },

    async spendTenders(tx, basketId, reference) {
      const cart = await selectCartRow(tx, basketId);
      if (!cart) throw new AppError("BSK404", { message: `Cart ${basketId} was not found.` });
      const rows = await selectStampedTenders(tx, basketId);
      const spent: SpentTender[] = [];
      for (const row of rows) {
        if (row.allocated_revision !== cart.revision || row.allocated_minor === null)
          throw new AppError("PYT400", {
            field: "payment_instrument_id",
            message: "The bag changed since its payment was worked out: review it and try again.",
          });
        if (row.allocated_minor > 0) await debit(tx, cart, row, row.allocated_minor, reference);
        spent.push({
          instrumentId: row.instrument_id,
          method: row.method,
          amountMinor: row.allocated_minor,
          label: labelOf(cart, row, row.allocated_minor),
          reference,
        });
      }
      return spent;
    },

    async refundTender(tx, part) {
      const books = needBooks();
      const cart = await selectCartRow(tx, part.basketId);
      const row = (await selectStampedTenders(tx, part.basketId)).find(
        (tender) => tender.instrument_id === part.instrumentId,
      );
      if (!cart || !row) throw new Error(`no tender ${part.instrumentId} in ${part.basketId}`);
      const { reference, amountMinor } = part;
      switch (row.method) {
        case "GIFT_CARD":
          return books.giftCards.refundPart(tx, {
            cardHash: row.card_hash ?? "",
            reference,
            amountMinor,
          });
        case "LOYALTY_POINTS": {
          const value = POINT_VALUE_MINOR[cart.currency];
          const before = Math.ceil(part.refundedBeforeMinor / value);
          const after = Math.ceil((part.refundedBeforeMinor + amountMinor) / value);
          return books.loyalty.refundTenderPoints(tx, {
            consumerNo: cart.consumer_no,
            reference,
            points: after - before,
            refundKey: part.refundKey,
          });
        }
        case "ATHLETES_PAYMENT":
          return books.allowance.refundPart(tx, {
            consumerNo: cart.consumer_no,
            program: "ATHLETE",
            reference,
            amountMinor,
          });
        case "REWARD_CODE":
        case "REWARD_CARD":
          return books.loyalty.refundReward(tx, {
            rewardId: row.reward_id ?? "",
            reference,
            amountMinor,
          });
      }
    },

    async giveBackTenders(tx, reference) {
      const books = needBooks();
      await books.giftCards.giveBack(tx, reference);
      await books.loyalty.giveBackTenders(tx, reference);
      await books.allowance.giveBack(tx, reference);
    },
  };
}
