// The fulfilment simulator's developer page (issue 14 point 1): every order state reachable on
// one machine with a click. HTML built here, escaped; no script.
import { escapeHtml } from "../../platform/mail/outbox-page";
import type { SimulatedOrder } from "../orders";

/** An order on the page: the orders area's view of it, with its returns. */
export interface SimulatorRow extends SimulatedOrder {
  returns: { returnNo: string; status: string }[];
}

const button = (fields: Record<string, string>, label: string) =>
  `<form method="post" action="/dev/fulfilment">${Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join("")}<button type="submit">${escapeHtml(label)}</button></form>`;

function actions(row: SimulatorRow): string {
  const order = row.orderNo;
  const parts: string[] = [];
  if (row.status === "placed") parts.push(button({ order, move: "process" }, "Process"));
  if (["placed", "processing", "shipped"].includes(row.status)) {
    for (const shipment of row.shipments) {
      if (shipment.status === "pending")
        parts.push(
          button(
            { order, move: "ship", shipment: shipment.shipmentId },
            `Ship ${shipment.shipmentId}`,
          ),
        );
      if (shipment.status === "shipped" || shipment.status === "ready")
        parts.push(
          button(
            { order, move: "deliver", shipment: shipment.shipmentId },
            `Deliver ${shipment.shipmentId}`,
          ),
        );
    }
    parts.push(button({ order, move: "all" }, "Deliver everything"));
  }
  for (const entry of row.returns)
    if (entry.status === "label_issued") {
      parts.push(
        button({ order, move: "receive", return: entry.returnNo }, `Receive ${entry.returnNo}`),
      );
      parts.push(
        button(
          { order, move: "receive-damaged", return: entry.returnNo },
          `Receive ${entry.returnNo}, all damaged`,
        ),
      );
    }
  return parts.join(" ");
}

/** The page: the latest orders, their shipments and returns, and the moves each can make. */
export function renderFulfilmentPage(
  rows: readonly SimulatorRow[],
  styleNonce: string,
  notice: string | null,
): string {
  const body = rows
    .map(
      (row) => `<tr>
  <td><strong>${escapeHtml(row.orderNo)}</strong><br><small>${escapeHtml(row.placedAt.toISOString())}</small></td>
  <td>${escapeHtml(row.status)}</td>
  <td>${row.shipments.map((s) => `${escapeHtml(s.shipmentId)} (${escapeHtml(s.kind)}): ${escapeHtml(s.status)}`).join("<br>")}</td>
  <td>${row.returns.map((r) => `${escapeHtml(r.returnNo)}: ${escapeHtml(r.status)}`).join("<br>") || "–"}</td>
  <td class="moves">${actions(row)}</td>
</tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fulfilment simulator</title>
<style nonce="${escapeHtml(styleNonce)}">
body{font:14px/1.4 system-ui,sans-serif;margin:24px}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:6px;vertical-align:top;text-align:left}
form{display:inline-block;margin:2px}button{padding:4px 8px}.notice{background:#e8f5e9;padding:8px}
</style></head><body>
<h1>Fulfilment simulator</h1>
<p>Moves orders as the warehouse, a store, a carrier or the returns centre would (decisions 0072, 0075). Loopback only; never turn DEV_FULFILMENT on for a real shop.</p>
${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ""}
<table><thead><tr><th>Order</th><th>Status</th><th>Shipments</th><th>Returns</th><th>Moves</th></tr></thead>
<tbody>${body || '<tr><td colspan="5">No orders yet.</td></tr>'}</tbody></table>
</body></html>`;
}
