import {
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_MIN_AMOUNT,
  GIFT_CARD_RESENDS_PER_DAY,
  toMajor,
  type Currency,
  type SoldGiftCard,
} from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { Mailer } from "../../platform/mail/mailer";
import type { RateLimits, RateRule } from "../../platform/rate-limit/rate-limits";
import type { CatalogService } from "../catalog";
import type { OrderProof, OrdersArea } from "../orders";
import type { GiftCardView, IssuedGiftCard, NewGiftCard, PaymentsArea } from "../payments";
import { buyerNote, recipientMessage } from "./gift-card-mail.helpers";

type PlacedOrder = NonNullable<Awaited<ReturnType<OrdersArea["order"]>>>;

/** Who asks, with the proof they hold for the order (decision 0077). */
export type GiftCardAsker = OrderProof;

/** Resends of one card: each makes a new card, so a few a day is plenty for a typo. */
export const GIFT_CARD_RESEND_LIMIT: RateRule = {
  name: "gift-card-resend",
  limit: GIFT_CARD_RESENDS_PER_DAY,
  windowMs: 24 * 60 * 60_000,
  message: `A gift card's e-mail can be sent ${GIFT_CARD_RESENDS_PER_DAY} times a day. Please try again tomorrow.`,
};

/** The orders whose shipments still move: a cancelled or failed order issues no card. */
const LIVE = new Set(["placed", "processing", "shipped", "delivered"]);

export interface GiftCardsService {
  /**
   * Issues the cards of an order's gift card lines (one per unit), e-mails each recipient with
   * its number and PIN and the buyer a note, and hands the digital shipment over, all in one
   * transaction. A second call for the order issues and sends nothing. Answers the cards issued.
   */
  issueForOrder(orderNo: string): Promise<number>;
  /** Blocks an order's open cards (its cancel); answers how many and what was spent of them. */
  blockForOrder(orderNo: string): Promise<{ blocked: number; spentMinor: number }>;
  /**
   * 000 §7 resendGiftCardEmail: a new card (number and PIN) for what is left on one unit's,
   * e-mailed to its recipient or `recipientEmail`; the old card stops working. OHS4004 for an
   * order or card the asker cannot see, VAL400 at `lineNo` for a line that is no gift card,
   * API429 past GIFT_CARD_RESEND_LIMIT.
   */
  resend(
    asker: GiftCardAsker,
    input: {
      orderNumber: string;
      lineNo: number;
      unitNo: number;
      recipientEmail?: string | undefined;
      locale: string;
    },
  ): Promise<{ card: SoldGiftCard; newPin: true; sentTo: string }>;
  /** The cards a shopper bought, newest order first. */
  cardsOf(consumerNo: string): Promise<SoldGiftCard[]>;
  /**
   * What has been spent of an order's gift cards (minor units): for a cancel to ask first.
   * Cancelling refunds the whole order, so the aftersales area should refuse (ORD409) while
   * this is above 0 (decision 0076); it is 0 for an order without cards.
   */
  spentOfOrder(orderNo: string): Promise<number>;
  /** The gift card the catalogue sells, in the site's currency; PLP400 when it sells none. */
  product(currency: Currency): Promise<{
    productId: string;
    upc: string;
    name: string;
    currency: Currency;
    minAmount: number;
    maxAmount: number;
    amounts: number[];
  }>;
}

/** A sold card as the API shows it. */
export function soldCardAnswer(card: GiftCardView): SoldGiftCard {
  return {
    orderNumber: card.orderNo,
    lineNo: card.lineNo,
    unitNo: card.unitNo,
    maskedNumber: `•••• ${card.lastFour}`,
    amount: toMajor(card.amountMinor, card.currency),
    balance: toMajor(card.leftMinor, card.currency),
    currency: card.currency,
    status: card.status,
    recipientName: card.recipient.name,
    recipientEmail: card.recipient.email,
    resends: card.resends,
    issuedAt: card.issuedAt,
  };
}

/** The order's gift card lines (those in its digital shipment), numbered as the order's. */
function giftCardLines(order: PlacedOrder) {
  const digital = new Set(
    order.shipments.filter((entry) => entry.kind === "digital").map((entry) => entry.shipmentId),
  );
  return order.lines
    .map((line, index) => ({ line, lineNo: index + 1 }))
    .filter(({ line }) => digital.has(line.shipmentId));
}

/** The recipient a line names (its gift option), the buyer when it names none. */
function recipientOf(order: PlacedOrder, options: Record<string, unknown>) {
  const gift = (options["giftOption"] ?? null) as {
    to?: string;
    email?: string | null;
    message?: string;
  } | null;
  const billing = order.billingAddress;
  const from = billing ? `${billing.firstName} ${billing.lastName}`.trim() : "";
  return {
    name: gift?.to || from || order.email,
    email: gift?.email || order.email,
    message: gift?.message ?? "",
    from,
  };
}

export function createGiftCardsService(deps: {
  db: Db;
  events: Pick<EventBus, "transaction">;
  mailer: Pick<Mailer, "enqueue">;
  limits: RateLimits;
  publicOrigin: string;
  orders: OrdersArea;
  payments: Pick<PaymentsArea, "issuedGiftCards">;
  catalog: Pick<CatalogService, "giftCardSku">;
}): GiftCardsService {
  const { orders, payments } = deps;
  const cards = payments.issuedGiftCards;

  /** A resend changes who receives the card: the owner or the order's secret (decision 0077). */
  const orderFor = (asker: GiftCardAsker, orderNumber: string): Promise<PlacedOrder> =>
    orders.proveOrder(orderNumber, asker, "control");

  async function sendCards(
    tx: Queryable,
    order: PlacedOrder,
    issued: readonly IssuedGiftCard[],
    resend: boolean,
  ): Promise<void> {
    const locale = order.locale ?? "en-us";
    for (const card of issued)
      await deps.mailer.enqueue(
        tx,
        recipientMessage(card, { locale, publicOrigin: deps.publicOrigin, resend }),
      );
    await deps.mailer.enqueue(
      tx,
      buyerNote(issued, {
        orderNo: order.orderNo,
        to: order.email,
        locale,
        currency: order.currency,
        resend,
      }),
    );
  }

  return {
    async issueForOrder(orderNo) {
      const order = await orders.order(orderNo);
      if (!order || !LIVE.has(order.status)) return 0;
      const lines = giftCardLines(order);
      if (lines.length === 0) return 0;
      const wanted: NewGiftCard[] = lines.flatMap(({ line, lineNo }) =>
        Array.from({ length: line.qty }, (_, unit) => ({
          orderNo,
          lineNo,
          unitNo: unit + 1,
          amountMinor: line.unitMinor,
          currency: order.currency as Currency,
          recipient: recipientOf(order, line.options),
        })),
      );
      const shipmentIds = [...new Set(lines.map(({ line }) => line.shipmentId))];
      return deps.events.transaction(async (tx) => {
        // Under the order's lock, as a cancel takes it: a cancel that came first leaves nothing
        // to issue, one that comes after finds the cards to block.
        const locked = await orders.lockOrder(tx, orderNo);
        if (!locked || !LIVE.has(locked.status)) return 0;
        const issued = await cards.issue(tx, wanted);
        if (issued.length === 0) return 0;
        await sendCards(tx, order, issued, false);
        for (const shipmentId of shipmentIds)
          await orders.fulfilment.deliverDigital(tx, orderNo, shipmentId);
        return issued.length;
      });
    },

    blockForOrder(orderNo) {
      return deps.db.transaction((tx) => cards.blockOrder(tx, orderNo));
    },

    async resend(asker, input) {
      const order = await orderFor(asker, input.orderNumber);
      const line = order.lines[input.lineNo - 1];
      if (!line)
        throw new AppError("OHS4004", { field: "lineNo", message: "The order has no such line." });
      if (!giftCardLines(order).some((entry) => entry.lineNo === input.lineNo))
        throw new AppError("VAL400", {
          field: "lineNo",
          message: "lineNo: this line is not a gift card.",
        });
      if (input.unitNo > line.qty)
        throw new AppError("OHS4004", { field: "unitNo", message: "There is no such gift card." });
      await deps.limits.check(
        GIFT_CARD_RESEND_LIMIT,
        `${order.orderNo}:${input.lineNo}:${input.unitNo}`,
      );
      const unit = { orderNo: order.orderNo, lineNo: input.lineNo, unitNo: input.unitNo };
      const card = await deps.db.transaction(async (tx) => {
        const made = await cards.replace(
          tx,
          unit,
          input.recipientEmail ? { email: input.recipientEmail } : {},
        );
        await sendCards(tx, order, [made], true);
        return made;
      });
      const [current] = (await cards.cardsOfOrders([order.orderNo])).filter(
        (entry) => entry.lineNo === input.lineNo && entry.unitNo === input.unitNo,
      );
      if (!current) throw new Error("a resent gift card is gone");
      return { card: soldCardAnswer(current), newPin: true, sentTo: card.recipient.email };
    },

    async product(currency) {
      const sku = await deps.catalog.giftCardSku();
      if (!sku)
        throw new AppError("PLP400", {
          field: "productId",
          message: "This store sells no gift card at the moment.",
        });
      return {
        productId: sku.styleId,
        upc: sku.upc,
        name: sku.name,
        currency,
        minAmount: GIFT_CARD_MIN_AMOUNT,
        maxAmount: GIFT_CARD_MAX_AMOUNT,
        amounts: [...GIFT_CARD_AMOUNTS],
      };
    },

    async spentOfOrder(orderNo) {
      const order = await orders.order(orderNo);
      if (!order) return 0;
      const sold = giftCardLines(order).reduce(
        (sum, { line }) => sum + line.unitMinor * line.qty,
        0,
      );
      const views = await cards.cardsOfOrders([orderNo]);
      if (views.length === 0) return 0;
      const left = views.reduce((sum, view) => sum + view.leftMinor, 0);
      return Math.max(0, sold - left);
    },

    async cardsOf(consumerNo) {
      const history = await orders.history(consumerNo, { page: 1, pageSize: 50 });
      const orderNos = history.orders.map((entry) => entry.orderNumber);
      const views = await cards.cardsOfOrders(orderNos);
      const rank = new Map(orderNos.map((orderNo, index) => [orderNo, index]));
      return views
        .sort((a, b) => (rank.get(a.orderNo) ?? 0) - (rank.get(b.orderNo) ?? 0))
        .map(soldCardAnswer);
    },
  };
}
