// After the order (issue 14, decision 0075): cancel, returns, refunds, invoices and credit notes.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { CANCELLABLE_STATUSES, type OrderDetail } from "@ridgeline/contract";
import type { Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { OrderProof, OrdersService, PlacedOrder } from "../orders";
import { cancelledMessage, returnLabelMessage } from "./aftersales-mail.helpers";
import {
  insertReturn,
  selectDocuments,
  selectRefunds,
  selectReturnLabel,
  selectReturns,
  updateReceivedLines,
  updateReturnLabel,
  updateReturnStatus,
} from "./aftersales.tables";
import { returnLabelOf } from "./documents.helpers";
import {
  aftersalesAnswer,
  locationOf,
  ONLINE_LOCATION,
  orderOfReturn,
  returnableUntil,
  unitsOut,
} from "./order-aftersales.helpers";
import type { InvoiceDocument, ReturnLabelDocument } from "../../platform/documents";
import { lineRefund, type RefundUnits } from "./refunds.helpers";
import { createRefunds, documentOf, type RefundsDeps } from "./refunds.service";
import { returnsCentreOf } from "./sellers.data";

/** Who asks, with the proof they hold for the order (decision 0077). */
export type Asker = OrderProof;

/** Units a return's receipt counts, per line (the warehouse's scan). */
export interface ReceivedLine {
  lineNo: number;
  receivedQty: number;
  damagedQty: number;
}

export interface AftersalesDeps extends RefundsDeps {
  /** Where a failure after a commit goes (the refund job retries what it left). */
  warn: (error: unknown) => void;
  orders: {
    lockOrder(tx: Queryable, orderNo: string): Promise<PlacedOrder | null>;
    moveOrder(
      tx: Queryable,
      orderNo: string,
      from: readonly PlacedOrder["status"][],
      to: PlacedOrder["status"],
      detail?: Record<string, unknown>,
    ): Promise<boolean>;
    historyOf(orderNo: string): Promise<{ at: string; event: string }[]>;
    /** The order the proof opens for `access` (the orders area's one check, decision 0077). */
    proveOrder: OrdersService["proveOrder"];
    /** TrackOrder: the order's status for its number and e-mail, or its secret. */
    track(orderNumber: string, proof: OrderProof): Promise<OrderDetail>;
    answer(order: PlacedOrder): Omit<OrderDetail, "history" | "aftersales">;
  };
  stock: {
    putBack(
      lines: readonly { upc: string; locationId: string; qty: number }[],
      tx: Queryable,
    ): Promise<void>;
  };
  /** What has been spent of the gift cards the order sold (a cancel would give it back). */
  giftCardsSpent(orderNo: string): Promise<number>;
  /** Points the order earned, net of what was taken back. */
  pointsOfOrder(orderNo: string): Promise<number>;
  render: {
    invoice(document: InvoiceDocument): Promise<Uint8Array>;
    label(document: ReturnLabelDocument): Promise<Uint8Array>;
  };
}

const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

/** The label's page on the store: it reads the label with the link's key (no sign-in). */
export const labelPath = (locale: string, returnNo: string, key: string) =>
  `/${locale}/returns/${returnNo}/label?key=${encodeURIComponent(key)}`;

export function createAftersales(deps: AftersalesDeps) {
  const { db, orders } = deps;
  const refunds = createRefunds(deps);

  /** Everything after the order moves money or reads the buyer's address: owner or secret. */
  const orderFor = (
    asker: Asker,
    orderNumber: string,
    field: "orderNumber" | "orderId" = "orderNumber",
  ): Promise<PlacedOrder> => orders.proveOrder(orderNumber, asker, "control", field);

  async function aftersalesOf(order: PlacedOrder): Promise<NonNullable<OrderDetail["aftersales"]>> {
    const [returns, refundRows, documents, points] = await Promise.all([
      selectReturns(db, order.orderNo),
      selectRefunds(db, order.orderNo),
      selectDocuments(db, order.orderNo),
      deps.pointsOfOrder(order.orderNo),
    ]);
    return aftersalesAnswer(order, {
      returns,
      refunds: refundRows,
      documents,
      points,
      now: deps.now(),
    });
  }

  async function detailOf(order: PlacedOrder): Promise<OrderDetail> {
    const [history, aftersales] = await Promise.all([
      orders.historyOf(order.orderNo),
      aftersalesOf(order),
    ]);
    return { ...orders.answer(order), history, aftersales };
  }

  /** Settles provider refunds now; an outage leaves them to the recovery job. */
  async function settleQuietly(): Promise<void> {
    await refunds.settle().catch((error: unknown) => {
      deps.warn(error);
      return 0;
    });
  }

  return {
    /** An order with what can still be done with it (the account's and the guest's page). */
    async detail(asker: Asker, orderNumber: string): Promise<OrderDetail> {
      return detailOf(await orderFor(asker, orderNumber, "orderId"));
    },

    /**
     * 000 §7 TrackOrder (decisions 0072, 0077): by number and e-mail, the order's status only;
     * by the order's secret, also what can still be done with it.
     */
    async track(orderNumber: string, asker: Asker): Promise<OrderDetail> {
      if (asker.st === undefined) return orders.track(orderNumber, asker);
      return detailOf(await orderFor(asker, orderNumber));
    },

    /**
     * 000 §7 CancelOrder: while the order is placed or processing (ORD409 after), in one
     * transaction: the order cancelled, its units back on the shelf, the store's own money
     * (gift cards, points, allowance, rewards) and its codes given back, the card's refund
     * booked, the credit note issued, the e-mail queued; then the provider refunds the card.
     */
    async cancel(
      asker: Asker,
      input: { orderNumber: string; reason?: string },
    ): Promise<OrderDetail> {
      const found = await orderFor(asker, input.orderNumber);
      // A gift card the order sold that has paid for something cannot be taken back with it
      // (decision 0076): the order stays, and a return is the way for its other lines.
      if ((await deps.giftCardsSpent(found.orderNo)) > 0)
        throw new AppError("ORD409", {
          field: "orderNumber",
          message:
            "A gift card from this order has already been used, so the order can no longer be cancelled.",
        });
      await deps.events.transaction(async (tx) => {
        const order = await orders.lockOrder(tx, found.orderNo);
        if (!order) throw new AppError("OHS4004", { field: "orderNumber" });
        if (!(CANCELLABLE_STATUSES as readonly string[]).includes(order.status))
          throw new AppError("ORD409", {
            field: "orderNumber",
            message:
              order.status === "cancelled"
                ? "This order is already cancelled."
                : `This order is ${order.status} and can no longer be cancelled: return it once it arrives.`,
          });
        const reason = input.reason?.trim() || "shopper";
        await orders.moveOrder(tx, order.orderNo, CANCELLABLE_STATUSES, "cancelled", { reason });
        await deps.stock.putBack(
          order.lines.map((line) => ({
            upc: line.upc,
            locationId: locationOf(order, line),
            qty: line.qty,
          })),
          tx,
        );
        const { parts } = await refunds.issue(tx, order, {
          kind: "cancel",
          returnNo: null,
          amountMinor: order.totals.totalMinor,
          units: order.lines.map((line, index) => ({
            lineNo: index + 1,
            from: 0,
            count: line.qty,
          })),
          note: "Order cancelled before it shipped.",
        });
        await deps.events.publish(tx, "orderCancelled", {
          orderNo: order.orderNo,
          consumerNo: order.consumerNo,
          siteId: order.siteId,
          reason,
        });
        const locale = await deps.localeOf(order);
        await deps.mailer.enqueue(
          tx,
          cancelledMessage(
            order,
            {
              locale,
              amountMinor: order.totals.totalMinor,
              parts,
              orderPath: await deps.orderMailPath(tx, order, locale, "cancelled"),
            },
            deps.publicOrigin,
          ),
        );
      });
      await settleQuietly();
      const after = await deps.order(found.orderNo);
      return detailOf(after ?? found);
    },

    /**
     * 000 §7 return/{orderId}/returnLabel: some units of arrived lines, within the site's
     * window, each with a reason; the label (a PDF with the return number's barcode) is made
     * in the same transaction, so a return either has its label or does not exist (RTN500).
     */
    async startReturn(
      asker: Asker,
      orderNumber: string,
      input: {
        lines: readonly { lineNo: number; qty: number; reason: string }[];
        comment?: string;
        locale: string;
      },
    ): Promise<{ returnNumber: string; status: string; labelUrl: string }> {
      const found = await orderFor(asker, orderNumber, "orderId");
      const key = randomBytes(24).toString("base64url");
      const returnNo = await deps.events.transaction(async (tx) => {
        const order = await orders.lockOrder(tx, found.orderNo);
        if (!order) throw new AppError("OHS4004", { field: "orderNumber" });
        if (order.status === "cancelled")
          throw new AppError("ORD409", {
            field: "orderNumber",
            message: "This order was cancelled.",
          });
        const out = unitsOut(await selectReturns(tx, order.orderNo));
        const now = deps.now();
        const seen = new Set<number>();
        input.lines.forEach((wanted, index) => {
          const at = `lines[${index}]`;
          const line = order.lines[wanted.lineNo - 1];
          if (!line || seen.has(wanted.lineNo))
            throw new AppError("VAL400", {
              field: `${at}.lineNo`,
              message: `${at}.lineNo: the order has no line ${wanted.lineNo}${line ? " left to name twice" : ""}.`,
            });
          seen.add(wanted.lineNo);
          const until = returnableUntil(order, line);
          if (!until)
            throw new AppError("ORD409", {
              field: `${at}.lineNo`,
              message: `${line.name} has not arrived yet (or cannot be sent back): a return starts once it is delivered.`,
            });
          if (until <= now)
            throw new AppError("ORD409", {
              field: `${at}.lineNo`,
              message: `The return window for ${line.name} closed on ${until.toISOString().slice(0, 10)}.`,
            });
          const left = line.qty - (out.get(wanted.lineNo) ?? 0);
          if (wanted.qty > left)
            throw new AppError("VAL400", {
              field: `${at}.qty`,
              message: `${at}.qty: ${left} of ${line.name} can still be returned.`,
            });
        });
        const created = await insertReturn(tx, {
          orderNo: order.orderNo,
          keyHash: hashOf(key),
          comment: input.comment?.trim() || null,
          lines: input.lines,
        });
        await deps.addHistory(tx, order.orderNo, "return-requested", { returnNo: created });
        let pdf: Uint8Array;
        try {
          pdf = await deps.render.label(
            returnLabelOf(order, {
              returnNumber: created,
              createdAt: now,
              locale: input.locale,
              centre: returnsCentreOf(order.siteId),
              lines: input.lines,
            }),
          );
        } catch (error) {
          throw new AppError("RTN500", {
            message: `The return label could not be made: ${(error as Error).message}`,
          });
        }
        await updateReturnLabel(tx, created, pdf);
        await deps.addHistory(tx, order.orderNo, "return-label-issued", { returnNo: created });
        for (const to of ["requested", "label_issued"])
          await deps.events.publish(tx, "returnStatusChanged", {
            orderNo: order.orderNo,
            returnNo: created,
            consumerNo: order.consumerNo,
            to,
          });
        await deps.mailer.enqueue(
          tx,
          returnLabelMessage(
            order,
            {
              locale: input.locale,
              returnNo: created,
              labelPath: labelPath(input.locale, created, key),
              items: input.lines.map(
                (line) => `${line.qty} × ${order.lines[line.lineNo - 1]?.name ?? ""}`,
              ),
            },
            deps.publicOrigin,
          ),
        );
        return created;
      });
      return {
        returnNumber: returnNo,
        status: "label_issued",
        labelUrl: labelPath(input.locale, returnNo, key),
      };
    },

    /** A return's label by its link's key (OHS4004 for a wrong key or number, alike). */
    async labelByKey(returnNo: string, key: string): Promise<Uint8Array> {
      const row = await selectReturnLabel(db, returnNo);
      const expected = Buffer.from(row?.label_key_hash ?? hashOf("none"), "hex");
      const given = Buffer.from(hashOf(key), "hex");
      if (!row?.label_pdf || !timingSafeEqual(expected, given))
        throw new AppError("OHS4004", {
          field: "returnNumber",
          message: "The return was not found.",
        });
      return new Uint8Array(row.label_pdf);
    },

    /** A return's label for whoever may see its order (the account's page, a guest's look-up). */
    async label(asker: Asker, orderNumber: string, returnNo: string): Promise<Uint8Array> {
      const order = await orderFor(asker, orderNumber);
      const row = returnNo.startsWith(`R${order.orderNo}-`)
        ? await selectReturnLabel(db, returnNo)
        : null;
      if (!row?.label_pdf)
        throw new AppError("OHS4004", {
          field: "returnNumber",
          message: "The return was not found.",
        });
      return new Uint8Array(row.label_pdf);
    },

    /**
     * 000 §7 purchase/invoice/download: the invoice (issued now if it was not yet) or one of
     * the order's credit notes, as a PDF.
     */
    async document(asker: Asker, orderNumber: string, documentNo?: string): Promise<Uint8Array> {
      const order = await orderFor(asker, orderNumber);
      if (!documentNo)
        await deps.events.transaction(async (tx) => {
          const locked = await orders.lockOrder(tx, order.orderNo);
          if (locked) await refunds.ensureInvoice(tx, locked);
        });
      const rows = await selectDocuments(db, order.orderNo);
      const row = documentNo
        ? rows.find((entry) => entry.document_no === documentNo)
        : rows.find((entry) => entry.kind === "invoice");
      if (!row)
        throw new AppError("OHS4004", {
          field: "documentNumber",
          message: "The document was not found.",
        });
      return deps.render.invoice(documentOf(row));
    },

    /** Issues the invoice of a placed order (once; the orderPlaced listener). */
    async issueInvoice(orderNo: string): Promise<void> {
      await deps.events.transaction(async (tx) => {
        const order = await orders.lockOrder(tx, orderNo);
        if (order && order.status !== "failed" && order.status !== "pending")
          await refunds.ensureInvoice(tx, order);
      });
    },

    /**
     * The returns centre scanned a return's parcel (the fulfilment simulator): what arrived and
     * what is damaged per line (all of every line, none damaged, when not said). Undamaged
     * units go back on the shelf; every received unit is refunded, per unit to the cent, with
     * its credit note. ORD409 when the return is not waiting for its parcel.
     */
    async receive(returnNo: string, received?: readonly ReceivedLine[]): Promise<string> {
      const orderNo = orderOfReturn(returnNo);
      if (!orderNo) throw new AppError("OHS4004", { field: "returnNumber" });
      const status = await deps.events.transaction(async (tx) => {
        const order = await orders.lockOrder(tx, orderNo);
        const entry = order
          ? (await selectReturns(tx, orderNo)).find((row) => row.return_no === returnNo)
          : undefined;
        if (!order || !entry) throw new AppError("OHS4004", { field: "returnNumber" });
        if (entry.status !== "label_issued")
          throw new AppError("ORD409", {
            field: "returnNumber",
            message: `Return ${returnNo} is ${entry.status}, not waiting for its parcel.`,
          });
        const counts = entry.lines.map((line) => {
          const said = received?.find((item) => item.lineNo === line.lineNo);
          const receivedQty = said?.receivedQty ?? (received ? 0 : line.qty);
          const damagedQty = said?.damagedQty ?? 0;
          if (
            !Number.isInteger(receivedQty) ||
            !Number.isInteger(damagedQty) ||
            receivedQty < 0 ||
            receivedQty > line.qty ||
            damagedQty < 0 ||
            damagedQty > receivedQty
          )
            throw new AppError("VAL400", {
              field: `lines.${line.lineNo}`,
              message: `line ${line.lineNo}: received 0–${line.qty}, damaged 0–received.`,
            });
          return { lineNo: line.lineNo, receivedQty, damagedQty };
        });
        for (const item of received ?? [])
          if (!entry.lines.some((line) => line.lineNo === item.lineNo))
            throw new AppError("VAL400", {
              field: `lines.${item.lineNo}`,
              message: `line ${item.lineNo} is not in return ${returnNo}.`,
            });
        await updateReceivedLines(tx, returnNo, counts);
        await updateReturnStatus(tx, returnNo, ["label_issued"], "received");
        await deps.addHistory(tx, orderNo, "return-received", { returnNo, lines: counts });
        await deps.events.publish(tx, "returnStatusChanged", {
          orderNo,
          returnNo,
          consumerNo: order.consumerNo,
          to: "received",
        });
        const restock = counts
          .filter((count) => count.receivedQty - count.damagedQty > 0)
          .map((count) => {
            const line = order.lines[count.lineNo - 1] as PlacedOrder["lines"][number];
            return {
              upc: line.upc,
              locationId: ONLINE_LOCATION,
              qty: count.receivedQty - count.damagedQty,
            };
          });
        if (restock.length > 0) await deps.stock.putBack(restock, tx);
        // Units leave each line in order: this refund starts after those refunded before.
        const before = new Map<number, number>();
        for (const row of await selectRefunds(tx, orderNo))
          for (const units of row.units)
            before.set(units.lineNo, (before.get(units.lineNo) ?? 0) + units.count);
        const units: RefundUnits[] = counts
          .filter((count) => count.receivedQty > 0)
          .map((count) => ({
            lineNo: count.lineNo,
            from: before.get(count.lineNo) ?? 0,
            count: count.receivedQty,
          }));
        if (units.length === 0) return "received";
        const amountMinor = units.reduce((sum, item) => {
          const line = order.lines[item.lineNo - 1] as PlacedOrder["lines"][number];
          return (
            sum +
            lineRefund(
              {
                lineNo: item.lineNo,
                qty: line.qty,
                totalMinor: line.totalMinor,
                taxMinor: line.taxMinor,
              },
              item.from,
              item.count,
              order.totals.taxIncluded,
            ).refundMinor
          );
        }, 0);
        const { refundId } = await refunds.issue(tx, order, {
          kind: "return",
          returnNo,
          amountMinor,
          units,
          note: `Return ${returnNo}.`,
        });
        await deps.addHistory(tx, orderNo, "refund-issued", { returnNo, refundId, amountMinor });
        // All in the store's own money: nothing waits for the provider.
        const settled = (await selectRefunds(tx, orderNo))
          .find((row) => Number(row.refund_id) === refundId)
          ?.parts.every((part) => part.status === "done");
        if (settled) {
          await refunds.finishReturn(tx, order, returnNo);
          return "refunded";
        }
        return "received";
      });
      await settleQuietly();
      if (status !== "received") return status;
      const after = (await selectReturns(db, orderNo)).find((row) => row.return_no === returnNo);
      return after?.status ?? status;
    },

    /** The returns centre found every unit of a return damaged (the simulator's page). */
    async receiveAllDamaged(returnNo: string): Promise<string> {
      const orderNo = orderOfReturn(returnNo) ?? "";
      const entry = (await selectReturns(db, orderNo)).find((row) => row.return_no === returnNo);
      if (!entry) throw new AppError("OHS4004", { field: "returnNumber" });
      return this.receive(
        returnNo,
        entry.lines.map((line) => ({
          lineNo: line.lineNo,
          receivedQty: line.qty,
          damagedQty: line.qty,
        })),
      );
    },

    /** The provider's pending refunds (the recovery job; tests call it when they choose). */
    settleRefunds: (limit?: number) => refunds.settle(limit),
  };
}

export type AftersalesService = ReturnType<typeof createAftersales>;
export type { Queryable };
