import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { toMajor, type Currency, type OrderDetail, type OrderSummary } from "@ridgeline/contract";
import type { Db, Queryable } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import {
  insertHistory,
  insertOrder,
  insertOrderParts,
  nextOrderNumber,
  reassignOrders,
  selectHistory,
  selectOrder,
  selectOrderPage,
  updateOrderStatus,
  updateOrderLocale,
  updatePaymentStatus,
  lockOrder,
  type OrderRow,
} from "./orders.tables";
import type { NewOrder, NewOrderPayment, OrderStatus, PlacedOrder } from "./orders.types";
import type { Mailer } from "../../platform/mail/mailer";
import type { RateLimits } from "../../platform/rate-limit/rate-limits";
import { confirmationMessage, orderAnswer } from "./orders.helpers";
import { createOrderProof, type OrderAccess, type OrderProof } from "./order-proof.service";
import { attachGuestOrder, deleteExpiredAccessKeys } from "./order-proof.tables";

/** What the orders area does for the checkout (issue 13, decision 0065). */
export interface OrdersService {
  /**
   * Makes the bag's order inside the caller's transaction (the saga's `ordered` step, with the
   * stock committed and the bag closed in the same one). A bag has one order: a second call
   * for it, also one racing the first, answers the existing order and writes nothing.
   * `confirmationToken` (the link's `st`) is only known to the call that made the order.
   */
  createOrder(
    tx: Queryable,
    order: NewOrder,
    /** From `numberOrder`, taken before the transaction. */
    orderNo: string,
  ): Promise<
    | { created: true; orderNo: string; confirmationToken: string }
    | { created: false; orderNo: string }
  >;
  /**
   * The site's next order number, taken on its own before the order's transaction (decision
   * 0086): numbers rise per site, and a placement that fails afterwards leaves a gap.
   */
  numberOrder(siteId: string): Promise<string>;
  /**
   * Deletes up to `limit` mailed order links that expired before `now` (the housekeeping
   * job): a link that no longer opens anything is not kept. Answers how many went.
   */
  purgeExpiredLinks(now: Date, limit: number): Promise<number>;
  /** The bag's order, or null. */
  orderOfBasket(basketId: string, tx?: Queryable): Promise<PlacedOrder | null>;
  /**
   * The order a confirmation link names (000 §2 `/order-confirmation`, reachable again from the
   * e-mail): OHS4004 for an unknown number and for a wrong token alike, so a number alone
   * tells nothing.
   */
  orderForConfirmation(orderNo: string, token: string): Promise<PlacedOrder>;
  /** A page of a shopper's orders, newest first (000 §7 purchasehistory). */
  history(
    consumerNo: string,
    page: { page: number; pageSize: number },
  ): Promise<{ orders: OrderSummary[]; page: number; pageSize: number; total: number }>;
  /**
   * One of a shopper's orders with its history (000 §7 purchase/{orderId}): OHS4004 for another
   * shopper's order exactly as for an unknown number.
   */
  detail(consumerNo: string, orderNo: string): Promise<OrderDetail>;
  /**
   * 000 §7 TrackOrder: the order its proof opens for its status (decision 0077): by number and
   * e-mail, ORD400 for a wrong e-mail and for a well-formed number no order has, alike, OHS4004
   * for what cannot be an order number; by the order's secret, OHS4004 when it is wrong.
   */
  track(orderNumber: string, proof: OrderProof): Promise<OrderDetail>;
  /**
   * The order `proof` opens for `access`, or OHS4004 whether or not the order exists (decision
   * 0077): every after-sales call asks here, and only here.
   */
  proveOrder(
    orderNumber: string,
    proof: OrderProof,
    access: OrderAccess,
    field?: string,
  ): Promise<PlacedOrder>;
  /**
   * Mails a link with a fresh secret to the order's own address when the number and e-mail
   * name it; the same quiet answer otherwise (counted against the look-up budget).
   */
  sendAccessLink(
    input: { orderNumber: string; email: string; locale: string },
    clientAddress: string,
  ): Promise<void>;
  /**
   * The path an order e-mail links to: the account's order page for a registered shopper's
   * order, the order's page with a fresh secret for a guest's (written in `tx`).
   */
  orderMailPath(
    tx: Queryable,
    order: Pick<PlacedOrder, "orderNo" | "consumerNo">,
    locale: string,
    purpose: string,
  ): Promise<string>;
  /**
   * A sign-in's `orderNo` and `st` (000 §7): the guest order the secret opens becomes the
   * signed-in shopper's (an order already in an account stays there); true when it is theirs.
   */
  attachOrder(orderNo: string, consumerNo: string): Promise<boolean>;
  /** A guest's orders become a signed-in shopper's; answers how many. */
  adoptGuestOrders(guestNo: string, consumerNo: string): Promise<number>;
  /** An order by its number, or null. */
  order(orderNo: string, tx?: Queryable): Promise<PlacedOrder | null>;
  /**
   * The order, its row locked for a change in the caller's transaction (a cancel, a return):
   * changes of one order happen one after the other. Null for an unknown number.
   */
  lockOrder(tx: Queryable, orderNo: string): Promise<PlacedOrder | null>;
  /** A line in the order's history (decision 0072). */
  addHistory(
    tx: Queryable,
    orderNo: string,
    event: string,
    detail?: Record<string, unknown>,
  ): Promise<void>;
  /** The order's history, oldest first. */
  historyOf(orderNo: string): Promise<{ at: string; event: string }[]>;
  /** Moves an order on, with a line in its history; false when it was not in one of `from`. */
  moveOrder(
    tx: Queryable,
    orderNo: string,
    from: readonly OrderStatus[],
    to: OrderStatus,
    detail?: Record<string, unknown>,
  ): Promise<boolean>;
  /**
   * Queues the confirmation e-mail in the caller's transaction (the order's, or the one that
   * placed a challenged order), with the link's secret only this caller knows.
   */
  sendConfirmation(tx: Queryable, orderNo: string, token: string, locale: string): Promise<void>;
  /** The status of the order's payments drawn on a provider payment. */
  setPaymentStatus(
    tx: Queryable,
    orderNo: string,
    reference: string,
    status: NewOrderPayment["status"] | "voided" | "refunded",
  ): Promise<void>;
}

/** An order number: the site's id and its sequence, eight digits (`US00000042`). */
export function orderNumberOf(siteId: string, sequence: number): string {
  return `${siteId.toUpperCase()}${String(sequence).padStart(8, "0")}`;
}

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function placedOrder(row: OrderRow): PlacedOrder {
  return {
    orderNo: row.order_no,
    siteId: row.site_id,
    basketId: row.basket_id,
    consumerNo: row.consumer_no,
    email: row.email,
    currency: row.currency as Currency,
    status: row.status,
    totals: row.totals,
    billingAddress: row.billing_address,
    lines: row.lines.map(({ lineNo: _lineNo, ...line }) => line),
    shipments: row.shipments,
    payments: row.payments,
    inStore:
      row.in_store_store_id && row.in_store_employee_id
        ? { storeId: row.in_store_store_id, storeEmployeeId: row.in_store_employee_id }
        : null,
    shippingThreshold: row.shipping_threshold ?? null,
    locale: row.locale ?? null,
    placedAt: new Date(row.placed_at),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function createOrdersService(deps: {
  db: Db;
  limits: Pick<RateLimits, "check">;
  /** The site ids the store has (an order number starts with one). */
  siteIds: () => Promise<readonly string[]>;
  mailer: Pick<Mailer, "enqueue">;
  publicOrigin: string;
  now?: () => Date;
}): OrdersService {
  const { db } = deps;
  const historyOf = async (orderNo: string) =>
    (await selectHistory(db, orderNo)).map((line) => ({
      at: new Date(line.at).toISOString(),
      event: line.event,
    }));
  /**
   * The order a guest names by number and e-mail (decision 0072), uncounted: only the proof
   * (below) calls it, after counting the look-up. ORD400 for a wrong e-mail or an unknown
   * number, OHS4004 for what is no order number.
   */
  async function findByEmail(orderNumber: string, email: string): Promise<PlacedOrder> {
    const number = orderNumber.trim().toUpperCase();
    const site = /^([A-Z]{2,8})\d{8,12}$/.exec(number)?.[1];
    if (!site || !(await deps.siteIds()).includes(site))
      throw new AppError("OHS4004", {
        field: "orderNumber",
        message: "The order was not found.",
      });
    const row = await selectOrder(db, { orderNo: number });
    const matches =
      row !== null &&
      row.status !== "failed" &&
      EMAIL.test(email) &&
      row.email.trim().toLowerCase() === email.trim().toLowerCase();
    if (!row || !matches)
      throw new AppError("ORD400", {
        field: "email",
        message: "We could not find an order with this number and e-mail address.",
      });
    return placedOrder(row);
  }
  const proof = createOrderProof({
    db,
    limits: deps.limits,
    mailer: deps.mailer,
    publicOrigin: deps.publicOrigin,
    now: deps.now ?? (() => new Date()),
    findByEmail,
    async orderWithHash(orderNo) {
      const row = await selectOrder(db, { orderNo });
      return row ? { order: placedOrder(row), confirmationHash: row.confirmation_hash } : null;
    },
  });
  return {
    proveOrder: proof.proveOrder,
    sendAccessLink: proof.sendAccessLink,
    orderMailPath: proof.orderMailPath,
    attachOrder: (orderNo, consumerNo) =>
      db.transaction((tx) => attachGuestOrder(tx, orderNo, consumerNo)),
    purgeExpiredLinks: (now, limit) => deleteExpiredAccessKeys(db, now, limit),
    async numberOrder(siteId) {
      return orderNumberOf(siteId, await nextOrderNumber(db, siteId));
    },
    async createOrder(tx, order, orderNo) {
      // One order per bag: a second call for the bag waits here until the first commits, then
      // finds its order, so it takes no number and writes nothing.
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`order:${order.basketId}`]);
      const existing = await selectOrder(tx, { basketId: order.basketId });
      if (existing) return { created: false, orderNo: existing.order_no };
      const confirmationToken = randomBytes(32).toString("base64url");
      if (!(await insertOrder(tx, orderNo, order, hashOf(confirmationToken))))
        throw new Error(`the bag ${order.basketId} got an order while its lock was held`);
      await insertOrderParts(tx, orderNo, order);
      await insertHistory(tx, orderNo, order.status ?? "placed", {
        totalMinor: order.totals.totalMinor,
        currency: order.currency,
      });
      return { created: true, orderNo, confirmationToken };
    },

    async orderOfBasket(basketId, tx) {
      const row = await selectOrder(tx ?? db, { basketId });
      return row ? placedOrder(row) : null;
    },

    async order(orderNo, tx) {
      const row = await selectOrder(tx ?? db, { orderNo });
      return row ? placedOrder(row) : null;
    },
    moveOrder: updateOrderStatus,
    async lockOrder(tx, orderNo) {
      if (!(await lockOrder(tx, orderNo))) return null;
      const row = await selectOrder(tx, { orderNo });
      return row ? placedOrder(row) : null;
    },
    addHistory: insertHistory,
    historyOf,
    adoptGuestOrders: (guestNo, consumerNo) => reassignOrders(db, guestNo, consumerNo),
    async history(consumerNo, { page, pageSize }) {
      const { rows, total } = await selectOrderPage(db, consumerNo, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      return {
        orders: rows.map((row) => {
          const currency = row.currency as Currency;
          return {
            orderNumber: row.order_no,
            status: row.status,
            placedAt: new Date(row.placed_at).toISOString(),
            total: toMajor(row.total_minor, currency),
            currency,
            itemCount: row.item_count,
            itemNames: row.item_names,
          };
        }),
        page,
        pageSize,
        total,
      };
    },
    async track(orderNumber, asker) {
      const order = await proof.proveOrder(orderNumber, asker, "status");
      return { ...orderAnswer(order), history: await historyOf(order.orderNo) };
    },
    async detail(consumerNo, orderNo) {
      const row = await selectOrder(db, { orderNo });
      if (!row || row.consumer_no !== consumerNo || row.status === "failed")
        throw new AppError("OHS4004", { field: "orderId", message: "The order was not found." });
      return { ...orderAnswer(placedOrder(row)), history: await historyOf(orderNo) };
    },
    async sendConfirmation(tx, orderNo, token, locale) {
      const row = await selectOrder(tx, { orderNo });
      if (!row) throw new Error(`no order ${orderNo} to confirm`);
      await updateOrderLocale(tx, orderNo, locale);
      await deps.mailer.enqueue(
        tx,
        confirmationMessage(placedOrder(row), token, locale, deps.publicOrigin),
      );
    },
    setPaymentStatus: updatePaymentStatus,
    async orderForConfirmation(orderNo, token) {
      const row = /^[A-Z]{2,8}\d{8,}$/.test(orderNo) ? await selectOrder(db, { orderNo }) : null;
      const expected = Buffer.from(row?.confirmation_hash ?? hashOf("none"), "hex");
      const given = Buffer.from(hashOf(token), "hex");
      if (!row || !timingSafeEqual(expected, given))
        throw new AppError("OHS4004", { message: "The order was not found." });
      return placedOrder(row);
    },
  };
}
