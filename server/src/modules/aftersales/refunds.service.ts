// Refunds and the documents that go with them (issue 14 points 3 to 5, decision 0075).
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import type { Mailer } from "../../platform/mail/mailer";
import type { CartService } from "../cart";
import type { OrdersService, PlacedOrder } from "../orders";
import type { PaymentProvider } from "../payments";
import { refundMessage } from "./aftersales-mail.helpers";
import {
  insertDocument,
  insertRefund,
  nextDocumentNumber,
  refundSettled,
  selectDocuments,
  selectPendingParts,
  selectRefunds,
  updatePartDone,
  updateReturnStatus,
  type DocumentRow,
} from "./aftersales.tables";
import { refundNote, creditNoteOf, invoiceOf } from "./documents.helpers";
import type { InvoiceDocument } from "../../platform/documents";
import { allocateRefund, type RefundUnits } from "./refunds.helpers";
import { sellerOf } from "./sellers.data";

/** Tenders the provider holds: refunded after the refund's transaction, never inside one. */
export const PROVIDER_METHODS: ReadonlySet<string> = new Set(["CREDIT_CARD", "KLARNA", "PAYPAL"]);

/** What the refunds need of the cart's tenders (the store's own money). */
export type RefundTenders = Pick<
  CartService,
  "giveBackTenders" | "releaseCoupons" | "refundTender"
>;

export interface RefundsDeps {
  db: Db;
  events: Pick<EventBus, "publish" | "transaction">;
  mailer: Pick<Mailer, "enqueue">;
  publicOrigin: string;
  tenders: RefundTenders;
  provider: Pick<PaymentProvider, "refund" | "void">;
  setPaymentStatus(
    tx: Queryable,
    orderNo: string,
    reference: string,
    status: "refunded",
  ): Promise<void>;
  order(orderNo: string, tx?: Queryable): Promise<PlacedOrder | null>;
  addHistory: OrdersService["addHistory"];
  /** Where an order e-mail links to: the account's page, or a guest's own link. */
  orderMailPath: OrdersService["orderMailPath"];
  localeOf(order: PlacedOrder): Promise<string>;
  now: () => Date;
}

const DOCUMENT_PREFIX = { invoice: "INV", "credit-note": "CN" } as const;

const documentNumber = (kind: "invoice" | "credit-note", siteId: string, sequence: number) =>
  `${DOCUMENT_PREFIX[kind]}-${siteId.toUpperCase()}-${String(sequence).padStart(6, "0")}`;

/** A document's frozen content with its dates back as dates. */
export function documentOf(row: DocumentRow): InvoiceDocument {
  const content = row.content as unknown as InvoiceDocument;
  return {
    ...content,
    issuedAt: new Date(content.issuedAt),
    orderedAt: new Date(content.orderedAt),
  };
}

export function createRefunds(deps: RefundsDeps) {
  const { db } = deps;

  /** The order's invoice number, issuing it now if it has none (in the caller's transaction). */
  async function ensureInvoice(tx: Queryable, order: PlacedOrder): Promise<string> {
    const existing = (await selectDocuments(tx, order.orderNo)).find(
      (row) => row.kind === "invoice",
    );
    if (existing) return existing.document_no;
    const number = documentNumber(
      "invoice",
      order.siteId,
      await nextDocumentNumber(tx, order.siteId, "invoice"),
    );
    const issuedAt = deps.now();
    const content = invoiceOf(order, {
      number,
      issuedAt,
      locale: await deps.localeOf(order),
      seller: sellerOf(order.siteId),
    });
    await insertDocument(tx, {
      documentNo: number,
      siteId: order.siteId,
      kind: "invoice",
      orderNo: order.orderNo,
      refundId: null,
      content,
      issuedAt,
    });
    return number;
  }

  /**
   * Gives money back in the caller's transaction (the order's row locked): spreads it over the
   * tenders card first (decision 0075), gives the store's own money back at once, leaves the
   * provider's parts pending for `settle`, and issues the credit note. A cancel gives every
   * tender back whole (and the codes used); a return gives back `amountMinor` of them.
   */
  async function issue(
    tx: Queryable,
    order: PlacedOrder,
    refund: {
      kind: "cancel" | "return";
      returnNo: string | null;
      amountMinor: number;
      units: readonly RefundUnits[];
      note: string;
    },
  ): Promise<{ refundId: number; parts: { method: string; amountMinor: number }[] }> {
    const earlier = await selectRefunds(tx, order.orderNo);
    const refunded = new Map<number, number>();
    for (const row of earlier)
      for (const part of row.parts)
        refunded.set(
          part.paymentNo,
          (refunded.get(part.paymentNo) ?? 0) + Number(part.amountMinor),
        );
    const payable = order.payments.filter((payment) => (payment.status as string) !== "voided");
    const plan = allocateRefund(
      refund.amountMinor,
      payable.map((payment) => ({
        paymentNo: payment.paymentNo,
        method: payment.method,
        amountMinor: payment.amountMinor,
        refundedMinor: refunded.get(payment.paymentNo) ?? 0,
      })),
    );
    const refundKey = refund.returnNo ?? `${order.orderNo}-cancel`;
    if (refund.kind === "cancel") {
      await deps.tenders.giveBackTenders(tx, order.orderNo);
      await deps.tenders.releaseCoupons(tx, order.orderNo);
    } else {
      for (const part of plan) {
        if (PROVIDER_METHODS.has(part.method)) continue;
        const payment = payable.find((entry) => entry.paymentNo === part.paymentNo);
        await deps.tenders.refundTender(tx, {
          basketId: order.basketId,
          instrumentId: payment?.reference ?? "",
          reference: order.orderNo,
          amountMinor: part.amountMinor,
          refundedBeforeMinor: refunded.get(part.paymentNo) ?? 0,
          refundKey,
        });
      }
    }
    const parts = plan.map((part) => ({
      ...part,
      status: PROVIDER_METHODS.has(part.method) ? ("pending" as const) : ("done" as const),
    }));
    const refundId = await insertRefund(tx, {
      orderNo: order.orderNo,
      kind: refund.kind,
      returnNo: refund.returnNo,
      amountMinor: refund.amountMinor,
      units: refund.units,
      parts,
    });
    const invoiceNumber = await ensureInvoice(tx, order);
    const number = documentNumber(
      "credit-note",
      order.siteId,
      await nextDocumentNumber(tx, order.siteId, "credit-note"),
    );
    const issuedAt = deps.now();
    const locale = await deps.localeOf(order);
    const note = creditNoteOf(
      order,
      { number, issuedAt, locale, seller: sellerOf(order.siteId), invoiceNumber },
      {
        units: refund.units,
        withShipping: refund.kind === "cancel",
        parts,
        note: refundNote(refund, locale),
      },
    );
    if (note.totals.totalMinor !== refund.amountMinor)
      throw new Error(
        `credit note ${number} says ${note.totals.totalMinor}, the refund is ${refund.amountMinor}`,
      );
    await insertDocument(tx, {
      documentNo: number,
      siteId: order.siteId,
      kind: "credit-note",
      orderNo: order.orderNo,
      refundId,
      content: note,
      issuedAt,
    });
    const total = earlier.reduce((sum, row) => sum + Number(row.amount_minor), 0);
    await deps.events.publish(tx, "orderRefunded", {
      orderNo: order.orderNo,
      consumerNo: order.consumerNo,
      refundId,
      amountMinor: refund.amountMinor,
      refundedMinor: total + refund.amountMinor,
      totalMinor: order.totals.totalMinor,
    });
    return { refundId, parts: plan };
  }

  /**
   * Asks the provider for every pending part (each under its own idempotency key, so a repeat
   * after a lost answer moves no money twice) and marks it done; a return whose refund is then
   * complete is `refunded`, with its e-mail. A payment the provider never captured is voided
   * instead. An outage leaves the part pending for the next run. Answers how many were done.
   */
  async function settle(limit = 100): Promise<number> {
    let done = 0;
    for (const part of await selectPendingParts(db, limit)) {
      const refundId = Number(part.refund_id);
      const key = `refund:${refundId}:${part.payment_no}`;
      const amountMinor = Number(part.amount_minor);
      // The provider's reference is the orders area's record of the payment.
      const reference = (await deps.order(part.order_no))?.payments.find(
        (payment) => payment.paymentNo === part.payment_no,
      )?.reference;
      if (!reference) continue;
      try {
        await deps.provider.refund(reference, amountMinor, key);
      } catch (error) {
        if (!(error instanceof AppError && error.errorId === "PAY400")) continue;
        // Authorised but never captured (capture still pending): release the hold instead.
        try {
          await deps.provider.void(reference, `${key}:void`);
        } catch {
          continue;
        }
      }
      await deps.events.transaction(async (tx) => {
        if (!(await updatePartDone(tx, refundId, part.payment_no))) return;
        done += 1;
        const order = await deps.order(part.order_no, tx);
        if (!order) return;
        const refunds = await selectRefunds(tx, part.order_no);
        const paid = order.payments.find((payment) => payment.paymentNo === part.payment_no);
        const given = refunds
          .flatMap((row) => row.parts)
          .filter((entry) => entry.paymentNo === part.payment_no && entry.status === "done")
          .reduce((sum, entry) => sum + Number(entry.amountMinor), 0);
        if (paid && given >= paid.amountMinor)
          await deps.setPaymentStatus(tx, part.order_no, reference, "refunded");
        if (!(await refundSettled(tx, refundId)) || part.kind !== "return" || !part.return_no)
          return;
        await finishReturn(tx, order, part.return_no);
      });
    }
    return done;
  }

  /** A return whose refund is all given back: `refunded`, its history line, its e-mail. */
  async function finishReturn(tx: Queryable, order: PlacedOrder, returnNo: string): Promise<void> {
    if (!(await updateReturnStatus(tx, returnNo, ["received"], "refunded"))) return;
    await deps.addHistory(tx, order.orderNo, "return-refunded", { returnNo });
    const refund = (await selectRefunds(tx, order.orderNo)).find(
      (row) => row.return_no === returnNo,
    );
    await deps.events.publish(tx, "returnStatusChanged", {
      orderNo: order.orderNo,
      returnNo,
      consumerNo: order.consumerNo,
      to: "refunded",
    });
    const locale = await deps.localeOf(order);
    await deps.mailer.enqueue(
      tx,
      refundMessage(
        order,
        {
          locale,
          orderPath: await deps.orderMailPath(tx, order, locale, "refund"),
          returnNo,
          amountMinor: Number(refund?.amount_minor ?? 0),
          parts: (refund?.parts ?? []).map((part) => ({
            method: part.method,
            amountMinor: Number(part.amountMinor),
          })),
        },
        deps.publicOrigin,
      ),
    );
  }

  return { ensureInvoice, issue, settle, finishReturn };
}

export type Refunds = ReturnType<typeof createRefunds>;
