import type { Db, Queryable } from "../../platform/database/db.types";
import type { Mailer } from "../../platform/mail/mailer";
import { shipmentMessage } from "./orders.helpers";
import { AppError } from "../../platform/errors/app-error";
import type { EventBus } from "../../platform/events/event-bus";
import {
  insertHistory,
  lockOrder,
  selectLatestOrders,
  selectShipmentStates,
  updateOrderStatus,
  updateShipmentStatus,
} from "./orders.tables";
import type { OrderStatus, ShipmentStatus } from "./orders.types";
import type { OrdersService } from "./orders.service";

/** What the warehouse, a store or a carrier does to an order (decision 0072). */
export type FulfilmentMove =
  | { kind: "process" }
  | { kind: "ship"; shipmentId: string; carrier: string; trackingNumber: string }
  | { kind: "deliver"; shipmentId: string };

/** Moves orders through their states; the fulfilment simulator's CLI and page call it. */
export interface FulfilmentService {
  /**
   * Makes one move and answers the order's status after it: ORD409 for a move the order or
   * the shipment is past, OHS4004 for an unknown order or shipment. Each move is a line in the
   * order's history and an `orderStatusChanged` event when the order's status changes.
   */
  move(orderNo: string, move: FulfilmentMove): Promise<OrderStatus>;
  /**
   * Every move left to the order's delivery, one after the other (the simulator's "deliver
   * all"): processed, each shipment out with a generated tracking number, each delivered.
   */
  deliverAll(orderNo: string): Promise<OrderStatus>;
  /**
   * A digital shipment handed over (its e-mail queued, decision 0076), in the caller's
   * transaction, which the event bus must have opened: pending → delivered at once, a line in
   * the history, and the order `delivered` when nothing else waits (`processing` otherwise).
   * False, changing nothing, when it is no pending digital shipment of a live order.
   */
  deliverDigital(tx: Queryable, orderNo: string, shipmentId: string): Promise<boolean>;
  /** The latest orders that did not fail, newest first, with their shipments' states. */
  latest(limit: number): Promise<SimulatedOrder[]>;
}

/** An order as the fulfilment simulator's page lists it. */
export interface SimulatedOrder {
  orderNo: string;
  status: OrderStatus;
  placedAt: Date;
  shipments: { shipmentId: string; kind: string; status: ShipmentStatus }[];
}

/** A pickup or ship-to-store shipment waits at the store; the others travel to an address. */
const AT_STORE = new Set(["pickup", "sts"]);
const GONE: readonly ShipmentStatus[] = ["shipped", "ready", "delivered", "collected"];
const ARRIVED: readonly ShipmentStatus[] = ["delivered", "collected"];
/** The orders whose shipments still move. */
const LIVE: readonly OrderStatus[] = ["placed", "processing", "shipped"];

function refused(message: string): AppError {
  return new AppError("ORD409", { field: "status", message });
}

export function createFulfilment(deps: {
  db: Db;
  events: Pick<EventBus, "transaction" | "publish" | "owns">;
  mailer: Pick<Mailer, "enqueue">;
  publicOrigin: string;
  /** Where the order's e-mails link to (a guest's own link, or the account's page). */
  orderMailPath: OrdersService["orderMailPath"];
}): FulfilmentService {
  /** The shopper hears of each shipment that leaves or arrives, in the order's language. */
  async function tellShopper(
    tx: Queryable,
    orderNo: string,
    shipment: Parameters<typeof shipmentMessage>[1],
  ): Promise<void> {
    const [row] = await tx.query<{ email: string; locale: string | null; consumer_no: string }>(
      "select email, locale, consumer_no from orders where order_no = $1",
      [orderNo],
    );
    if (!row) return;
    // Orders placed before the locale was kept speak the store's default language.
    const locale = row.locale ?? "en-us";
    const path = await deps.orderMailPath(
      tx,
      { orderNo, consumerNo: row.consumer_no },
      locale,
      `shipment-${shipment.kind}`,
    );
    await deps.mailer.enqueue(
      tx,
      shipmentMessage({ orderNo, email: row.email, locale }, shipment, path, deps.publicOrigin),
    );
  }

  /** The order's status its shipments give: delivered, shipped, or still processing. */
  async function statusOfShipments(tx: Queryable, orderNo: string): Promise<OrderStatus> {
    const states = (await selectShipmentStates(tx, orderNo)).map((entry) => entry.status);
    if (states.every((state) => ARRIVED.includes(state))) return "delivered";
    return states.every((state) => GONE.includes(state)) ? "shipped" : "processing";
  }

  /** Writes the order's new status and tells the other areas, when it changed. */
  async function settle(
    tx: Queryable,
    change: { orderNo: string; consumerNo: string; from: OrderStatus; to: OrderStatus },
  ): Promise<void> {
    if (change.to === change.from) return;
    await updateOrderStatus(tx, change.orderNo, [change.from], change.to);
    await deps.events.publish(tx, "orderStatusChanged", change);
  }

  const service: FulfilmentService = {
    async latest(limit) {
      const rows = await selectLatestOrders(deps.db, limit);
      return rows.map((row) => ({
        orderNo: row.order_no,
        status: row.status,
        placedAt: new Date(row.placed_at),
        shipments: row.shipments,
      }));
    },
    async deliverAll(orderNo) {
      const [order] = await deps.db.query<{ status: OrderStatus }>(
        "select status from orders where order_no = $1",
        [orderNo],
      );
      if (!order) throw new AppError("OHS4004", { field: "orderNo" });
      let status = order.status;
      if (status === "placed") status = await service.move(orderNo, { kind: "process" });
      for (const shipment of await selectShipmentStates(deps.db, orderNo)) {
        if (shipment.status === "pending")
          status = await service.move(orderNo, {
            kind: "ship",
            shipmentId: shipment.shipment_id,
            carrier: AT_STORE.has(shipment.kind) ? "store" : "UPS",
            trackingNumber: `1Z${orderNo}${shipment.shipment_id.slice(0, 6)}`.toUpperCase(),
          });
        if (!ARRIVED.includes(shipment.status))
          status = await service.move(orderNo, {
            kind: "deliver",
            shipmentId: shipment.shipment_id,
          });
      }
      return status;
    },
    move(orderNo, move) {
      return deps.events.transaction(async (tx) => {
        const order = await lockOrder(tx, orderNo);
        if (!order) throw new AppError("OHS4004", { field: "orderNo" });
        const from = order.status;
        let to: OrderStatus;
        if (move.kind === "process") {
          if (from !== "placed") throw refused(`The order is ${from}, not placed.`);
          to = "processing";
        } else {
          if (!LIVE.includes(from))
            throw refused(`The order is ${from}: its shipments do not move.`);
          const shipments = await selectShipmentStates(tx, orderNo);
          const shipment = shipments.find((entry) => entry.shipment_id === move.shipmentId);
          if (!shipment) throw new AppError("OHS4004", { field: "shipmentId" });
          const atStore = AT_STORE.has(shipment.kind);
          const moved =
            move.kind === "ship"
              ? await updateShipmentStatus(tx, {
                  orderNo,
                  shipmentId: move.shipmentId,
                  from: ["pending"],
                  to: atStore ? "ready" : "shipped",
                  carrier: move.carrier,
                  trackingNumber: move.trackingNumber,
                })
              : await updateShipmentStatus(tx, {
                  orderNo,
                  shipmentId: move.shipmentId,
                  from: [atStore ? "ready" : "shipped"],
                  to: atStore ? "collected" : "delivered",
                });
          if (!moved)
            throw refused(
              `Shipment ${move.shipmentId} is ${shipment.status}: it cannot ${move.kind}.`,
            );
          await tellShopper(tx, orderNo, {
            kind:
              move.kind === "ship"
                ? atStore
                  ? "ready"
                  : "shipped"
                : atStore
                  ? "collected"
                  : "delivered",
            carrier: move.kind === "ship" ? move.carrier : shipment.carrier,
            trackingNumber: move.kind === "ship" ? move.trackingNumber : shipment.tracking_number,
          });
          await insertHistory(
            tx,
            orderNo,
            move.kind === "ship" ? "shipment-shipped" : "shipment-delivered",
            move.kind === "ship"
              ? {
                  shipmentId: move.shipmentId,
                  carrier: move.carrier,
                  trackingNumber: move.trackingNumber,
                }
              : { shipmentId: move.shipmentId },
          );
          to = await statusOfShipments(tx, orderNo);
        }
        await settle(tx, { orderNo, consumerNo: order.consumer_no, from, to });
        return to;
      });
    },
    async deliverDigital(tx, orderNo, shipmentId) {
      if (!deps.events.owns(tx))
        throw new Error("deliverDigital needs the event bus's transaction");
      const order = await lockOrder(tx, orderNo);
      if (!order || !LIVE.includes(order.status)) return false;
      const shipment = (await selectShipmentStates(tx, orderNo)).find(
        (entry) => entry.shipment_id === shipmentId,
      );
      if (shipment?.kind !== "digital") return false;
      const moved = await updateShipmentStatus(tx, {
        orderNo,
        shipmentId,
        from: ["pending"],
        to: "delivered",
        carrier: "e-mail",
      });
      if (!moved) return false;
      await insertHistory(tx, orderNo, "shipment-delivered", { shipmentId, by: "e-mail" });
      const to = await statusOfShipments(tx, orderNo);
      await settle(tx, { orderNo, consumerNo: order.consumer_no, from: order.status, to });
      return true;
    },
  };
  return service;
}
