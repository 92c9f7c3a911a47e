import type { OrderDetail, WarrantyClaimInput } from "@ridgeline/contract";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import type { SiteScope } from "../../platform/http/request-scope";
import type { Mailer } from "../../platform/mail/mailer";
import { claimAcknowledgement } from "./help-mail.helpers";
import { sequenceNumber } from "./help.helpers";
import { hasOpenClaim, insertWarrantyClaim, nextHelpNumber } from "./help.tables";

export interface WarrantyService {
  /**
   * A claim on one line of one of the shopper's orders: OHS4004 for an order that is not
   * theirs (or none), ORD409 while the line is not delivered, WAR409 when the line already has
   * an open claim, VAL400 at `lineNo`/`upc` for a line the order does not have.
   */
  claim(
    consumerNo: string,
    input: WarrantyClaimInput,
    site: SiteScope,
  ): Promise<{ claimNumber: string }>;
}

/** Shipments that have reached the shopper (decision 0072). */
const ARRIVED = new Set(["delivered", "collected"]);

function claimedLine(order: OrderDetail, input: WarrantyClaimInput) {
  const lines = order.items.map((item, index) => ({ ...item, lineNo: index + 1 }));
  if (input.lineNo !== undefined) {
    const line = lines.find((entry) => entry.lineNo === input.lineNo);
    if (!line || (input.upc !== undefined && line.upc !== input.upc))
      throw new AppError("VAL400", {
        field: "lineNo",
        message: `lineNo: order ${order.orderNumber} has no such line.`,
      });
    return line;
  }
  const line = lines.find((entry) => entry.upc === input.upc);
  if (!line)
    throw new AppError("VAL400", {
      field: "upc",
      message: `upc: order ${order.orderNumber} has no line of this SKU.`,
    });
  return line;
}

export function createWarrantyService(deps: {
  db: Db;
  mailer: Mailer;
  /** The orders area's `detail`: the shopper's order or OHS4004. */
  orderOf: (consumerNo: string, orderNo: string) => Promise<OrderDetail>;
}): WarrantyService {
  const { db, mailer } = deps;
  return {
    async claim(consumerNo, input, site) {
      const order = await deps.orderOf(consumerNo, input.orderNumber).catch((error: unknown) => {
        // The order's field here is orderNumber (the detail call names it orderId).
        if (error instanceof AppError && error.errorId === "OHS4004")
          throw new AppError("OHS4004", {
            field: "orderNumber",
            message: "The order was not found.",
          });
        throw error;
      });
      const line = claimedLine(order, input);
      const shipment = order.shipments.find((entry) => entry.shipmentId === line.shipmentId);
      const arrived = order.status === "delivered" || (shipment && ARRIVED.has(shipment.status));
      if (order.status === "cancelled" || !arrived)
        throw new AppError("ORD409", {
          field: "orderNumber",
          message:
            order.status === "cancelled"
              ? `Order ${order.orderNumber} was cancelled: there is nothing to claim.`
              : `Order ${order.orderNumber} has not been delivered yet (it is ${order.status}): a warranty claim can be made once the item has arrived.`,
        });
      const open = () =>
        new AppError("WAR409", {
          field: "lineNo",
          message: `A warranty claim for ${line.name} on order ${order.orderNumber} is already open.`,
        });
      const claimNumber = await db.transaction(async (tx) => {
        if (await hasOpenClaim(tx, order.orderNumber, line.lineNo)) throw open();
        const claimNo = sequenceNumber(
          "W",
          site.siteId,
          await nextHelpNumber(tx, "claim", site.siteId),
        );
        const written = await insertWarrantyClaim(tx, {
          claimNo,
          siteId: site.siteId,
          consumerNo,
          orderNo: order.orderNumber,
          lineNo: line.lineNo,
          upc: line.upc,
          issue: input.issue,
        });
        // A claim on the same line committed meanwhile: this one, and its number, roll back.
        if (!written) throw open();
        await mailer.enqueue(
          tx,
          claimAcknowledgement({
            claimNo,
            email: order.email,
            itemName: line.name,
            orderNo: order.orderNumber,
            issue: input.issue,
            language: site.language,
          }),
        );
        return claimNo;
      });
      return { claimNumber };
    },
  };
}
