import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { isLoopback } from "../../platform/mail/mail.plugin";
import type { FulfilmentService } from "../orders";
import type { AftersalesService } from "./aftersales.service";
import { selectReturnsOfOrders } from "./aftersales.tables";
import { renderFulfilmentPage } from "./fulfilment-page.helpers";
import type { Db } from "../../platform/database/db.types";

const LATEST = 30;

/**
 * `/dev/fulfilment`: the fulfilment simulator's page (issue 14 point 1), when DEV_FULFILMENT
 * asks for it, to loopback clients only, and its moves only from a page of loopback (a site
 * elsewhere cannot post to it through the developer's browser).
 */
export async function fulfilmentPageRoutes(
  app: FastifyInstance,
  options: { db: Db; fulfilment: FulfilmentService; aftersales: AftersalesService },
): Promise<void> {
  app.log.warn(
    "DEV_FULFILMENT is on: /dev/fulfilment moves orders and receives returns, to loopback clients only. Never turn it on for a real shop.",
  );
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const page = async (notice: string | null, styleNonce: string) => {
    const orders = await options.fulfilment.latest(LATEST);
    const returns = await selectReturnsOfOrders(
      options.db,
      orders.map((order) => order.orderNo),
    );
    const rows = orders.map((order) => ({
      ...order,
      returns: returns
        .filter((entry) => entry.order_no === order.orderNo)
        .map((entry) => ({ returnNo: entry.return_no, status: entry.status })),
    }));
    return renderFulfilmentPage(rows, styleNonce, notice);
  };

  app.get("/dev/fulfilment", async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.code(404).type("text/plain").send("Not found");
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(await page(null, reply.cspNonce().style));
  });

  app.post("/dev/fulfilment", async (request, reply) => {
    if (!isLoopback(request.ip)) return reply.code(404).type("text/plain").send("Not found");
    const origin = request.headers.origin;
    if (
      origin !== undefined &&
      !/^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(origin)
    )
      return reply.code(403).type("text/plain").send("Forbidden");
    const form = (request.body ?? {}) as Record<string, string>;
    const order = String(form["order"] ?? "");
    const shipmentId = String(form["shipment"] ?? "");
    let notice: string;
    try {
      switch (form["move"]) {
        case "process":
          notice = `${order} is ${await options.fulfilment.move(order, { kind: "process" })}.`;
          break;
        case "ship":
          notice = `${order} is ${await options.fulfilment.move(order, {
            kind: "ship",
            shipmentId,
            carrier: "UPS",
            trackingNumber: `1Z${Date.now().toString(36).toUpperCase()}`,
          })}.`;
          break;
        case "deliver":
          notice = `${order} is ${await options.fulfilment.move(order, { kind: "deliver", shipmentId })}.`;
          break;
        case "all":
          notice = `${order} is ${await options.fulfilment.deliverAll(order)}.`;
          break;
        case "receive":
        case "receive-damaged": {
          const returnNo = String(form["return"] ?? "");
          const damaged = form["move"] === "receive-damaged";
          const status = damaged
            ? await options.aftersales.receiveAllDamaged(returnNo)
            : await options.aftersales.receive(returnNo);
          notice = `${returnNo} is ${status}.`;
          break;
        }
        default:
          notice = "Nothing to do.";
      }
    } catch (error) {
      notice = error instanceof AppError ? `${error.errorId}: ${error.message}` : String(error);
      if (!(error instanceof AppError)) request.log.error(error);
    }
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(await page(notice, reply.cspNonce().style));
  });
}
