import type { Queryable } from "../../platform/database/db.types";
import type {
  NewOrder,
  NewOrderLine,
  NewOrderPayment,
  NewOrderShipment,
  OrderShipment,
  OrderStatus,
  OrderTotals,
  ShipmentStatus,
} from "./orders.types";

/**
 * The site's next order number, in a statement of its own (decision 0086): the sequence row is
 * locked only while it counts, never to the end of an order's transaction, so placements of a
 * site do not wait for each other. A placement that fails after taking its number leaves a gap.
 */
export async function nextOrderNumber(tx: Queryable, siteId: string): Promise<number> {
  const [row] = await tx.query<{ last_number: string | number }>(
    `insert into order_sequences (site_id, last_number) values ($1, 1)
     on conflict (site_id) do update set last_number = order_sequences.last_number + 1
     returning last_number`,
    [siteId],
  );
  return Number(row?.last_number);
}

/** Writes the order's row; false when the bag already has an order (nothing is written). */
export async function insertOrder(
  tx: Queryable,
  orderNo: string,
  order: NewOrder,
  confirmationHash: string,
): Promise<boolean> {
  const rows = await tx.query<{ order_no: string }>(
    `insert into orders (order_no, site_id, basket_id, consumer_no, email, currency, totals,
                         billing_address, confirmation_hash, in_store_store_id,
                         in_store_employee_id, status, shipping_threshold)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (basket_id) where status <> 'failed' do nothing
     returning order_no`,
    [
      orderNo,
      order.siteId,
      order.basketId,
      order.consumerNo,
      order.email,
      order.currency,
      JSON.stringify(order.totals),
      order.billingAddress ? JSON.stringify(order.billingAddress) : null,
      confirmationHash,
      order.inStore?.storeId ?? null,
      order.inStore?.storeEmployeeId ?? null,
      order.status ?? "placed",
      order.shippingThreshold ?? null,
    ],
  );
  return rows.length === 1;
}

export async function insertOrderParts(
  tx: Queryable,
  orderNo: string,
  order: Pick<NewOrder, "lines" | "shipments" | "payments">,
): Promise<void> {
  if (order.shipments.length > 0)
    await tx.query(
      `insert into order_shipments (order_no, shipment_id, kind, method_code, store_id, address,
                                    price_minor, place, delivery_time)
       select $1, s.shipment_id, s.kind, s.method_code, s.store_id, s.address, s.price_minor,
              s.place, s.delivery_time
         from jsonb_to_recordset($2::jsonb) as s(shipment_id text, kind text, method_code text,
              store_id text, address jsonb, price_minor integer, place jsonb,
              delivery_time text)`,
      [orderNo, JSON.stringify(order.shipments.map(shipmentRecord))],
    );
  if (order.lines.length > 0)
    await tx.query(
      `insert into order_lines (order_no, line_no, item_id, product_id, upc, name, qty,
                                unit_minor, discount_minor, tax_minor, total_minor, shipment_id,
                                options)
       select $1, l.line_no, l.item_id, l.product_id, l.upc, l.name, l.qty, l.unit_minor,
              l.discount_minor, l.tax_minor, l.total_minor, l.shipment_id, l.options
         from jsonb_to_recordset($2::jsonb) as l(line_no integer, item_id text, product_id text,
              upc text, name text, qty integer, unit_minor integer, discount_minor integer,
              tax_minor integer, total_minor integer, shipment_id text, options jsonb)`,
      [orderNo, JSON.stringify(order.lines.map(lineRecord))],
    );
  if (order.payments.length > 0)
    await tx.query(
      `insert into order_payments (order_no, payment_no, method, reference, amount_minor, status,
                                   card_brand, card_last_four)
       select $1, p.payment_no, p.method, p.reference, p.amount_minor, p.status, p.card_brand,
              p.card_last_four
         from jsonb_to_recordset($2::jsonb) as p(payment_no integer, method text,
              reference text, amount_minor integer, status text, card_brand text,
              card_last_four text)`,
      [orderNo, JSON.stringify(order.payments.map(paymentRecord))],
    );
}

const shipmentRecord = (shipment: NewOrderShipment) => ({
  shipment_id: shipment.shipmentId,
  kind: shipment.kind,
  method_code: shipment.methodCode,
  store_id: shipment.storeId,
  address: shipment.address,
  price_minor: shipment.priceMinor,
  place: shipment.place,
  delivery_time: shipment.deliveryTime,
});

const lineRecord = (line: NewOrderLine, index: number) => ({
  line_no: index + 1,
  item_id: line.itemId,
  product_id: line.productId,
  upc: line.upc,
  name: line.name,
  qty: line.qty,
  unit_minor: line.unitMinor,
  discount_minor: line.discountMinor,
  tax_minor: line.taxMinor,
  total_minor: line.totalMinor,
  shipment_id: line.shipmentId,
  options: line.options,
});

const paymentRecord = (payment: NewOrderPayment, index: number) => ({
  payment_no: index + 1,
  method: payment.method,
  reference: payment.reference,
  amount_minor: payment.amountMinor,
  status: payment.status,
  card_brand: payment.card?.brand ?? null,
  card_last_four: payment.card?.lastFour ?? null,
});

export async function insertHistory(
  tx: Queryable,
  orderNo: string,
  event: string,
  detail: Record<string, unknown> = {},
): Promise<void> {
  // clock_timestamp, not now(): the lines of one transaction keep the order they were written in.
  await tx.query(
    "insert into order_history (order_no, event, detail, at) values ($1, $2, $3, clock_timestamp())",
    [orderNo, event, JSON.stringify(detail)],
  );
}

export interface OrderRow {
  order_no: string;
  site_id: string;
  basket_id: string;
  consumer_no: string;
  email: string;
  currency: string;
  status: OrderStatus;
  totals: OrderTotals;
  billing_address: NewOrder["billingAddress"];
  confirmation_hash: string;
  in_store_store_id: string | null;
  in_store_employee_id: string | null;
  shipping_threshold: NewOrder["shippingThreshold"];
  locale: string | null;
  placed_at: Date;
  lines: (NewOrderLine & { lineNo: number })[];
  shipments: OrderShipment[];
  payments: (NewOrderPayment & { paymentNo: number })[];
}

/** An order with its lines, shipments and payments, in one statement. */
export async function selectOrder(
  db: Queryable,
  where: { orderNo: string } | { basketId: string },
): Promise<OrderRow | null> {
  const [column, value] =
    "orderNo" in where
      ? ["order_no", where.orderNo]
      : // A failed order gave its bag back: the bag's order is the one that did not fail.
        ["basket_id", where.basketId];
  const rows = await db.query<OrderRow>(
    `select o.*,
       coalesce((select json_agg(json_build_object(
           'lineNo', l.line_no, 'itemId', l.item_id, 'productId', l.product_id, 'upc', l.upc,
           'name', l.name, 'qty', l.qty, 'unitMinor', l.unit_minor,
           'discountMinor', l.discount_minor, 'taxMinor', l.tax_minor,
           'totalMinor', l.total_minor, 'shipmentId', l.shipment_id, 'options', l.options)
           order by l.line_no) from order_lines l where l.order_no = o.order_no), '[]') as lines,
       coalesce((select json_agg(json_build_object(
           'shipmentId', s.shipment_id, 'kind', s.kind, 'methodCode', s.method_code,
           'storeId', s.store_id, 'address', s.address, 'priceMinor', s.price_minor,
           'status', s.status, 'carrier', s.carrier, 'trackingNumber', s.tracking_number,
           'shippedAt', s.shipped_at, 'deliveredAt', s.delivered_at, 'place', s.place,
           'deliveryTime', s.delivery_time)
           order by s.shipment_id) from order_shipments s where s.order_no = o.order_no), '[]')
         as shipments,
       coalesce((select json_agg(json_build_object(
           'paymentNo', p.payment_no, 'method', p.method, 'reference', p.reference,
           'amountMinor', p.amount_minor, 'status', p.status,
           'card', case when p.card_last_four is null then null
                        else json_build_object('brand', p.card_brand,
                                               'lastFour', p.card_last_four) end)
           order by p.payment_no) from order_payments p where p.order_no = o.order_no), '[]')
         as payments
       from orders o
      where o.${column} = $1${column === "basket_id" ? " and o.status <> 'failed'" : ""}`,
    [value],
  );
  return rows[0] ?? null;
}

/**
 * Moves an order from one of `from` to `to`, with a line in its history; false (nothing
 * written) when it is no longer in one of `from`.
 */
export async function updateOrderStatus(
  tx: Queryable,
  orderNo: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  detail: Record<string, unknown> = {},
): Promise<boolean> {
  const rows = await tx.query<{ order_no: string }>(
    `update orders set status = $3 where order_no = $1 and status = any($2::text[])
     returning order_no`,
    [orderNo, [...from], to],
  );
  if (rows.length === 0) return false;
  await insertHistory(tx, orderNo, to, detail);
  return true;
}

/** Sets the status of an order's payments drawn on `reference` (a provider payment). */
export async function updatePaymentStatus(
  tx: Queryable,
  orderNo: string,
  reference: string,
  status: NewOrderPayment["status"] | "voided" | "refunded",
): Promise<void> {
  await tx.query("update order_payments set status = $3 where order_no = $1 and reference = $2", [
    orderNo,
    reference,
    status,
  ]);
}

/** Moves every order of one shopper (a guest) to another, with a line in each one's history. */
export async function reassignOrders(db: Queryable, from: string, to: string): Promise<number> {
  const rows = await db.query<{ order_no: string }>(
    `with moved as (
       update orders set consumer_no = $2 where consumer_no = $1 returning order_no
     )
     insert into order_history (order_no, event, detail)
     select order_no, 'account', json_build_object('from', 'guest')::jsonb from moved
     returning order_no`,
    [from, to],
  );
  return rows.length;
}

/** One row of a shopper's order history. */
export interface OrderSummaryRow {
  order_no: string;
  status: OrderStatus;
  placed_at: Date;
  currency: string;
  total_minor: number;
  item_count: number;
  item_names: string[];
}

/**
 * A page of a shopper's orders, newest first, with how many there are in all (failed orders
 * are not the shopper's to see). One statement on `orders_consumer_idx`.
 */
export async function selectOrderPage(
  db: Queryable,
  consumerNo: string,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const rows = await db.query<OrderSummaryRow & { total: number }>(
    `select o.order_no, o.status, o.placed_at, o.currency,
            (o.totals->>'totalMinor')::int as total_minor,
            (select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_no = o.order_no)
              as item_count,
            array(select l.name from order_lines l where l.order_no = o.order_no
                   order by l.line_no limit 3) as item_names,
            count(*) over ()::int as total
       from orders o
      where o.consumer_no = $1 and o.status <> 'failed'
      order by o.placed_at desc, o.order_no desc
      offset $2 limit $3`,
    [consumerNo, page.offset, page.limit],
  );
  if (rows.length > 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await db.query<{ n: number }>(
    "select count(*)::int as n from orders where consumer_no = $1 and status <> 'failed'",
    [consumerNo],
  );
  return { rows: [], total: count?.n ?? 0 };
}

/** An order's history, oldest first. */
export async function selectHistory(
  db: Queryable,
  orderNo: string,
): Promise<{ at: Date; event: string }[]> {
  return db.query<{ at: Date; event: string }>(
    "select at, event from order_history where order_no = $1 order by at, event",
    [orderNo],
  );
}

/**
 * Moves a shipment from one of `from` to `to` (with its carrier and tracking number when it
 * ships); false when it was not in one of `from`.
 */
export async function updateShipmentStatus(
  tx: Queryable,
  move: {
    orderNo: string;
    shipmentId: string;
    from: readonly ShipmentStatus[];
    to: ShipmentStatus;
    carrier?: string;
    trackingNumber?: string;
  },
): Promise<boolean> {
  const rows = await tx.query<{ shipment_id: string }>(
    `update order_shipments
        set status = $4, carrier = coalesce($5, carrier),
            tracking_number = coalesce($6, tracking_number),
            shipped_at = case when $4 in ('shipped', 'ready') then now() else shipped_at end,
            delivered_at = case when $4 in ('delivered', 'collected') then now() else delivered_at end
      where order_no = $1 and shipment_id = $2 and status = any($3::text[])
      returning shipment_id`,
    [
      move.orderNo,
      move.shipmentId,
      [...move.from],
      move.to,
      move.carrier ?? null,
      move.trackingNumber ?? null,
    ],
  );
  return rows.length === 1;
}

/** Keeps the language the order was placed in (with its confirmation e-mail). */
export async function updateOrderLocale(
  tx: Queryable,
  orderNo: string,
  locale: string,
): Promise<void> {
  await tx.query("update orders set locale = $2 where order_no = $1", [orderNo, locale]);
}

/** An order's row locked for a change of state, or null. */
export async function lockOrder(
  tx: Queryable,
  orderNo: string,
): Promise<{ status: OrderStatus; consumer_no: string } | null> {
  const rows = await tx.query<{ status: OrderStatus; consumer_no: string }>(
    "select status, consumer_no from orders where order_no = $1 for update",
    [orderNo],
  );
  return rows[0] ?? null;
}

export interface ShipmentStateRow {
  shipment_id: string;
  kind: string;
  status: ShipmentStatus;
  carrier: string | null;
  tracking_number: string | null;
}

/** The states of an order's shipments. */
export async function selectShipmentStates(
  tx: Queryable,
  orderNo: string,
): Promise<ShipmentStateRow[]> {
  return tx.query<ShipmentStateRow>(
    `select shipment_id, kind, status, carrier, tracking_number from order_shipments
      where order_no = $1 order by shipment_id`,
    [orderNo],
  );
}

/** The latest orders that did not fail, with their shipments' states (the simulator's page). */
export async function selectLatestOrders(
  db: Queryable,
  limit: number,
): Promise<
  {
    order_no: string;
    status: OrderStatus;
    placed_at: Date;
    shipments: { shipmentId: string; kind: string; status: ShipmentStatus }[];
  }[]
> {
  return db.query(
    `select o.order_no, o.status, o.placed_at,
            coalesce((select json_agg(json_build_object('shipmentId', s.shipment_id,
                        'kind', s.kind, 'status', s.status) order by s.shipment_id)
                        from order_shipments s where s.order_no = o.order_no), '[]') as shipments
       from orders o where o.status <> 'failed'
      order by o.placed_at desc limit $1`,
    [limit],
  );
}
