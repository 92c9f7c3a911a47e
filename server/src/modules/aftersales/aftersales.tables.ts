// The aftersales area's SQL (migration 0065, decision 0075): returns, refunds and documents.
import type { Queryable } from "../../platform/database/db.types";
import type { RefundUnits } from "./refunds.helpers";

export type DocumentKind = "invoice" | "credit-note";
export type ReturnStatus = "requested" | "label_issued" | "received" | "refunded" | "cancelled";

/**
 * The next number of a site's invoices or credit notes, under the sequence row's lock: numbers
 * run without gaps, as a transaction that rolls back gives its number back with it.
 */
export async function nextDocumentNumber(
  tx: Queryable,
  siteId: string,
  kind: DocumentKind,
): Promise<number> {
  const [row] = await tx.query<{ last_number: string | number }>(
    `insert into document_sequences (site_id, kind, last_number) values ($1, $2, 1)
     on conflict (site_id, kind) do update set last_number = document_sequences.last_number + 1
     returning last_number`,
    [siteId, kind],
  );
  return Number(row?.last_number);
}

export interface DocumentRow {
  document_no: string;
  kind: DocumentKind;
  order_no: string;
  refund_id: string | number | null;
  content: Record<string, unknown>;
  issued_at: Date;
}

export async function insertDocument(
  tx: Queryable,
  document: {
    documentNo: string;
    siteId: string;
    kind: DocumentKind;
    orderNo: string;
    refundId: number | null;
    content: unknown;
    issuedAt: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into order_documents (document_no, site_id, kind, order_no, refund_id, content,
                                  issued_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      document.documentNo,
      document.siteId,
      document.kind,
      document.orderNo,
      document.refundId,
      JSON.stringify(document.content),
      document.issuedAt,
    ],
  );
}

/** An order's invoice and credit notes, oldest first. */
export async function selectDocuments(db: Queryable, orderNo: string): Promise<DocumentRow[]> {
  return db.query<DocumentRow>(
    `select document_no, kind, order_no, refund_id, content, issued_at from order_documents
      where order_no = $1 order by issued_at, document_no`,
    [orderNo],
  );
}

export interface ReturnRow {
  return_no: string;
  order_no: string;
  status: ReturnStatus;
  created_at: Date;
  label_key_hash: string;
  lines: {
    lineNo: number;
    qty: number;
    reason: string;
    receivedQty: number | null;
    damagedQty: number | null;
  }[];
}

/** An order's returns with their lines, oldest first. */
export async function selectReturns(db: Queryable, orderNo: string): Promise<ReturnRow[]> {
  return db.query<ReturnRow>(
    `select r.return_no, r.order_no, r.status, r.created_at, r.label_key_hash,
            coalesce((select json_agg(json_build_object('lineNo', l.line_no, 'qty', l.qty,
                        'reason', l.reason, 'receivedQty', l.received_qty,
                        'damagedQty', l.damaged_qty) order by l.line_no)
                        from order_return_lines l where l.return_no = r.return_no), '[]') as lines
       from order_returns r where r.order_no = $1 order by r.seq`,
    [orderNo],
  );
}

/** A return's label and the hash of its link's key, or null. */
export async function selectReturnLabel(
  db: Queryable,
  returnNo: string,
): Promise<{ label_pdf: Uint8Array | null; label_key_hash: string } | null> {
  const [row] = await db.query<{ label_pdf: Uint8Array | null; label_key_hash: string }>(
    "select label_pdf, label_key_hash from order_returns where return_no = $1",
    [returnNo],
  );
  return row ?? null;
}

/** Writes a return with its lines, numbered after the order's earlier ones (under its lock). */
export async function insertReturn(
  tx: Queryable,
  input: {
    orderNo: string;
    keyHash: string;
    comment: string | null;
    lines: readonly { lineNo: number; qty: number; reason: string }[];
  },
): Promise<string> {
  const [row] = await tx.query<{ return_no: string }>(
    `insert into order_returns (return_no, order_no, seq, label_key_hash, comment)
     select 'R' || $1 || '-' || lpad(next.seq::text, 2, '0'), $1, next.seq, $2, $3
       from (select coalesce(max(seq), 0) + 1 as seq from order_returns where order_no = $1) next
     returning return_no`,
    [input.orderNo, input.keyHash, input.comment],
  );
  const returnNo = row?.return_no;
  if (!returnNo) throw new Error(`no return written for ${input.orderNo}`);
  await tx.query(
    `insert into order_return_lines (return_no, line_no, qty, reason)
     select $1, l.line_no, l.qty, l.reason
       from jsonb_to_recordset($2::jsonb) as l(line_no integer, qty integer, reason text)`,
    [
      returnNo,
      JSON.stringify(
        input.lines.map((line) => ({ line_no: line.lineNo, qty: line.qty, reason: line.reason })),
      ),
    ],
  );
  return returnNo;
}

export async function updateReturnLabel(
  tx: Queryable,
  returnNo: string,
  pdf: Uint8Array,
): Promise<void> {
  await tx.query(
    "update order_returns set label_pdf = $2, status = 'label_issued' where return_no = $1",
    [returnNo, Buffer.from(pdf)],
  );
}

/** Moves a return from one of `from` to `to`; false when it was in none of them. */
export async function updateReturnStatus(
  tx: Queryable,
  returnNo: string,
  from: readonly ReturnStatus[],
  to: ReturnStatus,
): Promise<boolean> {
  const rows = await tx.query<{ return_no: string }>(
    `update order_returns
        set status = $3,
            received_at = case when $3 = 'received' then now() else received_at end,
            refunded_at = case when $3 = 'refunded' then now() else refunded_at end
      where return_no = $1 and status = any($2::text[])
      returning return_no`,
    [returnNo, [...from], to],
  );
  return rows.length === 1;
}

export async function updateReceivedLines(
  tx: Queryable,
  returnNo: string,
  lines: readonly { lineNo: number; receivedQty: number; damagedQty: number }[],
): Promise<void> {
  await tx.query(
    `update order_return_lines as line
        set received_qty = r.received_qty, damaged_qty = r.damaged_qty
       from jsonb_to_recordset($2::jsonb) as r(line_no integer, received_qty integer,
                                              damaged_qty integer)
      where line.return_no = $1 and line.line_no = r.line_no`,
    [
      returnNo,
      JSON.stringify(
        lines.map((line) => ({
          line_no: line.lineNo,
          received_qty: line.receivedQty,
          damaged_qty: line.damagedQty,
        })),
      ),
    ],
  );
}

export interface RefundRow {
  refund_id: string | number;
  kind: "cancel" | "return";
  return_no: string | null;
  amount_minor: string | number;
  units: RefundUnits[];
  created_at: Date;
  parts: { paymentNo: number; method: string; amountMinor: number; status: "pending" | "done" }[];
}

export async function insertRefund(
  tx: Queryable,
  refund: {
    orderNo: string;
    kind: "cancel" | "return";
    returnNo: string | null;
    amountMinor: number;
    units: readonly RefundUnits[];
    parts: readonly {
      paymentNo: number;
      method: string;
      amountMinor: number;
      status: "pending" | "done";
    }[];
  },
): Promise<number> {
  const [row] = await tx.query<{ refund_id: string | number }>(
    `insert into order_refunds (order_no, kind, return_no, amount_minor, units)
     values ($1, $2, $3, $4, $5) returning refund_id`,
    [
      refund.orderNo,
      refund.kind,
      refund.returnNo,
      refund.amountMinor,
      JSON.stringify(refund.units),
    ],
  );
  const refundId = Number(row?.refund_id);
  if (refund.parts.length > 0)
    await tx.query(
      `insert into order_refund_parts (refund_id, payment_no, method, amount_minor, status,
                                       done_at)
       select $1, p.payment_no, p.method, p.amount_minor, p.status,
              case when p.status = 'done' then now() end
         from jsonb_to_recordset($2::jsonb) as p(payment_no integer, method text,
              amount_minor integer, status text)`,
      [
        refundId,
        JSON.stringify(
          refund.parts.map((part) => ({
            payment_no: part.paymentNo,
            method: part.method,
            amount_minor: part.amountMinor,
            status: part.status,
          })),
        ),
      ],
    );
  return refundId;
}

/** An order's refunds with their parts, oldest first. */
export async function selectRefunds(db: Queryable, orderNo: string): Promise<RefundRow[]> {
  return db.query<RefundRow>(
    `select r.refund_id, r.kind, r.return_no, r.amount_minor, r.units, r.created_at,
            coalesce((select json_agg(json_build_object('paymentNo', p.payment_no,
                        'method', p.method, 'amountMinor', p.amount_minor, 'status', p.status)
                        order by p.payment_no)
                        from order_refund_parts p where p.refund_id = r.refund_id), '[]') as parts
       from order_refunds r where r.order_no = $1 order by r.refund_id`,
    [orderNo],
  );
}

/** Provider parts of refunds still waiting for the provider, oldest first. */
export async function selectPendingParts(
  db: Queryable,
  limit: number,
): Promise<
  {
    refund_id: string | number;
    payment_no: number;
    amount_minor: string | number;
    order_no: string;
    kind: "cancel" | "return";
    return_no: string | null;
  }[]
> {
  return db.query(
    `select p.refund_id, p.payment_no, p.amount_minor, r.order_no, r.kind, r.return_no
       from order_refund_parts p
       join order_refunds r on r.refund_id = p.refund_id
      where p.status = 'pending'
      order by p.refund_id, p.payment_no
      limit $1`,
    [limit],
  );
}

/** Marks a provider part done; false when another run did it first. */
export async function updatePartDone(
  tx: Queryable,
  refundId: number,
  paymentNo: number,
): Promise<boolean> {
  const rows = await tx.query<{ refund_id: string }>(
    `update order_refund_parts set status = 'done', done_at = now()
      where refund_id = $1 and payment_no = $2 and status = 'pending' returning refund_id`,
    [refundId, paymentNo],
  );
  return rows.length === 1;
}

/** Whether every part of a refund is done. */
export async function refundSettled(tx: Queryable, refundId: number): Promise<boolean> {
  const [row] = await tx.query<{ pending: number }>(
    `select count(*)::int as pending from order_refund_parts
      where refund_id = $1 and status = 'pending'`,
    [refundId],
  );
  return (row?.pending ?? 0) === 0;
}

/** The returns of the orders asked, in the order they were asked for (the simulator's page). */
export async function selectReturnsOfOrders(
  db: Queryable,
  orderNos: readonly string[],
): Promise<{ order_no: string; return_no: string; status: string }[]> {
  if (orderNos.length === 0) return [];
  return db.query(
    `select order_no, return_no, status from order_returns
      where order_no = any($1::text[]) order by seq`,
    [orderNos],
  );
}
