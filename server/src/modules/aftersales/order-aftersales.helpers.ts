// What can still be done with an order, and what was (decision 0075): pure reads of the order
// and its returns, refunds and documents, shared by the order's answer and the service's checks.
import {
  CANCELLABLE_STATUSES,
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_WINDOW_DAYS,
  toMajor,
  type OrderDetail,
} from "@ridgeline/contract";
import type { PlacedOrder } from "../orders";
import type { DocumentRow, RefundRow, ReturnRow } from "./aftersales.tables";

type Line = PlacedOrder["lines"][number];

const DAY_MS = 24 * 60 * 60_000;
const ARRIVED = new Set(["delivered", "collected"]);

/** The warehouse's location (the inventory area's "online"): where returned units go. */
export const ONLINE_LOCATION = "online";

/** The order a return number belongs to (`RUS00000042-01` → `US00000042`), or undefined. */
export const orderOfReturn = (returnNo: string): string | undefined =>
  /^R([A-Z]{2,8}\d{8,12})-\d{2,3}$/.exec(returnNo)?.[1];

/** Where a line's units go back to: the store it was collected at, or the warehouse. */
export function locationOf(order: PlacedOrder, line: Line): string {
  const shipment = order.shipments.find((entry) => entry.shipmentId === line.shipmentId);
  return shipment && shipment.kind === "pickup" && shipment.storeId
    ? shipment.storeId
    : ONLINE_LOCATION;
}

/** Units of each line (by line number) in returns that are not cancelled. */
export function unitsOut(returns: readonly ReturnRow[]): Map<number, number> {
  const requested = new Map<number, number>();
  for (const entry of returns) {
    if (entry.status === "cancelled") continue;
    for (const line of entry.lines)
      requested.set(line.lineNo, (requested.get(line.lineNo) ?? 0) + line.qty);
  }
  return requested;
}

/** The last moment a line can be returned, or null (not arrived, digital). */
export function returnableUntil(order: PlacedOrder, line: Line): Date | null {
  const shipment = order.shipments.find((entry) => entry.shipmentId === line.shipmentId);
  if (!shipment || shipment.kind === "digital" || !ARRIVED.has(shipment.status)) return null;
  if (!shipment.deliveredAt) return null;
  const days = RETURN_WINDOW_DAYS[order.siteId.toUpperCase()] ?? DEFAULT_RETURN_WINDOW_DAYS;
  return new Date(new Date(shipment.deliveredAt).getTime() + days * DAY_MS);
}

/** The order answer's `aftersales` part. */
export function aftersalesAnswer(
  order: PlacedOrder,
  read: {
    returns: readonly ReturnRow[];
    refunds: readonly RefundRow[];
    documents: readonly DocumentRow[];
    points: number;
    now: Date;
  },
): NonNullable<OrderDetail["aftersales"]> {
  const out = unitsOut(read.returns);
  const lines = order.lines.map((line, index) => {
    const until = returnableUntil(order, line);
    const open = until !== null && until > read.now && order.status !== "cancelled";
    const returned = out.get(index + 1) ?? 0;
    return {
      lineNo: index + 1,
      upc: line.upc,
      returnableQty: open ? Math.max(0, line.qty - returned) : 0,
      returnedQty: returned,
      until,
    };
  });
  const untils = lines
    .filter((line) => line.returnableQty > 0 && line.until)
    .map((line) => (line.until as Date).getTime());
  const major = (minor: number | string) => toMajor(Number(minor), order.currency);
  const creditNotes = new Map(
    read.documents
      .filter((row) => row.refund_id !== null)
      .map((row) => [Number(row.refund_id), row.document_no]),
  );
  return {
    cancellable: (CANCELLABLE_STATUSES as readonly string[]).includes(order.status),
    returnableUntil: untils.length > 0 ? new Date(Math.max(...untils)).toISOString() : null,
    lines: lines.map(({ until: _until, ...line }) => line),
    returns: read.returns.map((entry) => ({
      returnNumber: entry.return_no,
      status: entry.status,
      createdAt: new Date(entry.created_at).toISOString(),
      lines: entry.lines,
    })),
    refunds: read.refunds.map((row) => ({
      kind: row.kind,
      amount: major(row.amount_minor),
      at: new Date(row.created_at).toISOString(),
      returnNumber: row.return_no,
      creditNote: creditNotes.get(Number(row.refund_id)) ?? null,
      parts: row.parts.map((part) => ({
        method: part.method,
        amount: major(part.amountMinor),
        status: part.status,
      })),
    })),
    documents: read.documents.map((row) => ({
      kind: row.kind,
      number: row.document_no,
      issuedAt: new Date(row.issued_at).toISOString(),
    })),
    pointsEarned: read.points,
  };
}
