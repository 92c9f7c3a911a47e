// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { OrderDetail } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onlineStock } from "../../../test/checkout";
import { mailsAbout, orderDetail, placedOrder, type PlacedTestOrder } from "../../../test/orders";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

/** Returns, their labels and their refunds (issue 14 point 4, decision 0075). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const startReturn = (order: PlacedTestOrder, payload: unknown, token = order.token) =>
  t.call({
    method: "POST",
    url: `/consumers-v3/consumer/return/${order.orderNo}/returnLabel?locale=en-us`,
    token,
    payload: payload as Record<string, unknown>,
  });

const oneUnit = (qty = 1) => ({ lines: [{ lineNo: 1, qty, reason: "TOO_SMALL" }] });

async function delivered(qty: number): Promise<PlacedTestOrder> {
  const order = await placedOrder(t, { qty });
  await t.services.orders.fulfilment.deliverAll(order.orderNo);
  return order;
}

const isPdf = (body: Buffer) => body.subarray(0, 5).toString("latin1") === "%PDF-";

describe("POST /consumers-v3/consumer/return/{orderId}/returnLabel", () => {
  it("issues a label for some units; once received they are refunded per unit to the cent and restocked", async () => {
    const order = await delivered(3);
    const started = await startReturn(order, oneUnit(2));
    expect(started.statusCode, started.body).toBe(201);
    const { returnNumber, status, labelUrl } = started.json() as {
      returnNumber: string;
      status: string;
      labelUrl: string;
    };
    expect(returnNumber).toBe(`R${order.orderNo}-01`);
    expect(status).toBe("label_issued");
    const key = new URL(labelUrl, "http://shop").searchParams.get("key") ?? "";
    const label = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/return/${returnNumber}/label.pdf?key=${key}`,
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toContain("application/pdf");
    expect(isPdf(label.rawPayload)).toBe(true);
    const wrongKey = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/return/${returnNumber}/label.pdf?key=${"x".repeat(32)}`,
    });
    expect(wrongKey.body).toContain("OHS4004");
    const detail = await orderDetail(t, order);
    expect(detail.aftersales?.lines[0]).toMatchObject({ returnableQty: 1, returnedQty: 2 });
    expect(await mailsAbout(t, detail.email, `Your return ${returnNumber}`)).toHaveLength(1);

    const before = await onlineStock(t, order.sku.upc);
    const status2 = await t.services.aftersales.receive(returnNumber, [
      { lineNo: 1, receivedQty: 2, damagedQty: 1 },
    ]);
    expect(status2).toBe("refunded");
    expect(await onlineStock(t, order.sku.upc)).toBe(before + 1); // the damaged one is not
    const after = await orderDetail(t, order);
    const line = after.items[0];
    const refund = after.aftersales?.refunds[0];
    expect(refund?.kind).toBe("return");
    expect(refund?.parts).toEqual([
      { method: "CREDIT_CARD", amount: refund?.amount, status: "done" },
    ]);
    expect(after.aftersales?.returns[0]?.status).toBe("refunded");
    expect(after.aftersales?.documents.map((document) => document.kind)).toEqual([
      "invoice",
      "credit-note",
    ]);
    expect(line).toBeDefined();
    expect(
      await mailsAbout(t, detail.email, `Your refund for order ${order.orderNo}`),
    ).toHaveLength(1);
  });

  it("three single-unit returns refund exactly the line's amount and tax, however they round", async () => {
    const order = await delivered(3);
    const [row] = await t.db.query<{ total_minor: number; tax_minor: number }>(
      "select total_minor, tax_minor from order_lines where order_no = $1 and line_no = 1",
      [order.orderNo],
    );
    for (let unit = 0; unit < 3; unit += 1) {
      const started = await startReturn(order, oneUnit());
      expect(started.statusCode, started.body).toBe(201);
      await t.services.aftersales.receive(
        (started.json() as { returnNumber: string }).returnNumber,
      );
    }
    const [sum] = await t.db.query<{ refunded: number }>(
      "select coalesce(sum(amount_minor), 0)::int as refunded from order_refunds where order_no = $1",
      [order.orderNo],
    );
    expect(sum?.refunded).toBe((row?.total_minor ?? 0) + (row?.tax_minor ?? 0));
    const more = await startReturn(order, oneUnit());
    expect(more.statusCode).toBe(400);
    expect(more.body).toContain("0 of");
  });

  it("refuses before delivery and after the window, and more units than are left", async () => {
    const placed = await placedOrder(t, { qty: 1 });
    expect((await startReturn(placed, oneUnit())).body).toContain("ORD409");
    const late = await delivered(1);
    await t.db.query(
      "update order_shipments set delivered_at = now() - interval '90 days' where order_no = $1",
      [late.orderNo],
    );
    const closed = await startReturn(late, oneUnit());
    expect(closed.body).toContain("ORD409");
    expect(closed.body).toContain("window");
    const order = await delivered(1);
    expect((await startReturn(order, oneUnit(2))).statusCode).toBe(400);
    expect(
      (await startReturn(order, { lines: [{ lineNo: 9, qty: 1, reason: "OTHER" }] })).statusCode,
    ).toBe(400);
  });

  it("ten returns of the last unit at once: one return", async () => {
    const order = await delivered(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => startReturn(order, oneUnit())),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
  });

  it("another shopper's order is unknown; a guest returns with the order's secret, not its e-mail", async () => {
    const order = await delivered(2);
    const stranger = await t.registeredToken();
    expect((await startReturn(order, oneUnit(), stranger.token)).body).toContain("OHS4004");
    const email = (await orderDetail(t, order)).email;
    const guest = await t.guestToken();
    const byEmail = await startReturn(order, { ...oneUnit(), email }, guest);
    expect(byEmail.statusCode, byEmail.body).toBe(404);
    expect(byEmail.body).toContain("OHS4004");
    const bySecret = await startReturn(order, { ...oneUnit(), st: order.st }, guest);
    expect(bySecret.statusCode, bySecret.body).toBe(201);
    const download = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/return/label/download?locale=en-us",
      token: guest,
      payload: {
        orderNumber: order.orderNo,
        returnNumber: (bySecret.json() as { returnNumber: string }).returnNumber,
        st: order.st,
      },
    });
    expect(download.statusCode).toBe(200);
    expect(isPdf(download.rawPayload)).toBe(true);
  });

  it("answers any body with a catalogue code, never a 500", async () => {
    const order = await delivered(1);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record({
            lines: fc.array(
              fc.record({
                lineNo: fc.oneof(fc.integer(), fc.string()),
                qty: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double()),
                reason: fc.oneof(fc.constantFrom("TOO_SMALL", "OTHER"), fc.string()),
              }),
              { maxLength: 4 },
            ),
          }),
        ),
        async (body) => {
          const response = await startReturn(order, body);
          expect(response.statusCode).not.toBe(500);
        },
      ),
      { numRuns: runs(60) },
    );
    const detail: OrderDetail = await orderDetail(t, order);
    expect(detail.aftersales?.returns.length ?? 0).toBeLessThanOrEqual(1);
  });
});
