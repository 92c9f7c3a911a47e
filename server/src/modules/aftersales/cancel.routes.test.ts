// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import type { OrderDetail } from "@ridgeline/contract";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { onlineStock } from "../../../test/checkout";
import { mailsAbout, orderDetail, placedOrder, providerPaymentsOf } from "../../../test/orders";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { runs } from "../../../../scripts/fast-check-runs.mjs";

/** Cancelling an order (issue 14 point 3, decision 0075). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  Object.assign(t.services.payments.providerFaults, { latencyMs: 0, failureRate: 0, timeoutMs: 0 });
});

const cancel = (token: string | undefined, payload: unknown, remoteAddress?: string) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
    ...(token ? { token } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: payload as Record<string, unknown>,
  });

describe("POST /consumers-v3/consumer/CancelOrder", () => {
  it("cancels a placed order: units back, the card refunded, a credit note, an e-mail, a history line", async () => {
    const order = await placedOrder(t, { qty: 2 });
    const before = await onlineStock(t, order.sku.upc);
    const response = await cancel(order.token, {
      orderNumber: order.orderNo,
      reason: "changed mind",
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as OrderDetail;
    expect(detail.status).toBe("cancelled");
    expect(detail.history.map((line) => line.event)).toContain("cancelled");
    expect(await onlineStock(t, order.sku.upc)).toBe(before + 2);
    const [payment] = await providerPaymentsOf(t, order.orderNo);
    expect(payment).toMatchObject({ status: "REFUNDED" });
    expect(payment?.refunded_minor).toBe(payment?.captured_minor);
    const aftersales = detail.aftersales;
    expect(aftersales?.cancellable).toBe(false);
    expect(aftersales?.refunds).toHaveLength(1);
    expect(aftersales?.refunds[0]).toMatchObject({ kind: "cancel", amount: detail.totals.total });
    expect(aftersales?.refunds[0]?.parts).toEqual([
      { method: "CREDIT_CARD", amount: detail.totals.total, status: "done" },
    ]);
    const kinds = aftersales?.documents.map((document) => document.kind);
    expect(kinds).toEqual(["invoice", "credit-note"]);
    expect(aftersales?.refunds[0]?.creditNote).toMatch(/^CN-US-\d{6}$/);
    expect(await mailsAbout(t, detail.email, `${order.orderNo} is cancelled`)).toHaveLength(1);
  });

  it("refuses once the order is cancelled or has shipped (ORD409), and still cancels while it is picked", async () => {
    const picked = await placedOrder(t);
    await t.services.orders.fulfilment.move(picked.orderNo, { kind: "process" });
    expect((await cancel(picked.token, { orderNumber: picked.orderNo })).statusCode).toBe(200);
    const again = await cancel(picked.token, { orderNumber: picked.orderNo });
    expect([again.statusCode, again.json().errorId ?? again.json().code]).toBeDefined();
    expect(again.body).toContain("ORD409");
    expect(again.body).toContain("already cancelled");

    const shipped = await placedOrder(t);
    await t.services.orders.fulfilment.deliverAll(shipped.orderNo);
    const late = await cancel(shipped.token, { orderNumber: shipped.orderNo });
    expect(late.body).toContain("ORD409");
    expect((await orderDetail(t, shipped)).status).toBe("delivered");
  });

  it("answers another shopper's order as unknown; a guest cancels with the order's secret, never by its e-mail", async () => {
    const order = await placedOrder(t);
    const stranger = await t.registeredToken();
    const theirs = await cancel(stranger.token, { orderNumber: order.orderNo });
    expect(theirs.body).toContain("OHS4004");
    const email = (await orderDetail(t, order)).email;
    const guest = await t.guestToken();
    // Number and e-mail only show the order's status (decision 0077): the refusal is the same
    // whether the e-mail is the order's or not, so it tells nothing.
    for (const given of ["not@example.com", email.toUpperCase(), undefined]) {
      const refused = await cancel(guest, { orderNumber: order.orderNo, email: given });
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused)).toMatchObject({ errorId: "OHS4004", field: "st" });
    }
    const right = await cancel(guest, { orderNumber: order.orderNo, st: order.st });
    expect(right.statusCode, right.body).toBe(200);
    expect((right.json() as OrderDetail).status).toBe("cancelled");
  });

  it("twenty cancels at once: one cancels, the stock comes back once, one refund", async () => {
    const order = await placedOrder(t, { qty: 3 });
    const before = await onlineStock(t, order.sku.upc);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancel(order.token, { orderNumber: order.orderNo })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(
      answers.every((answer) => answer.statusCode === 200 || answer.body.includes("ORD409")),
    ).toBe(true);
    expect(await onlineStock(t, order.sku.upc)).toBe(before + 3);
    const [payment] = await providerPaymentsOf(t, order.orderNo);
    expect(payment?.refunded_minor).toBe(payment?.captured_minor);
    const refunds = await t.db.query("select * from order_refunds where order_no = $1", [
      order.orderNo,
    ]);
    expect(refunds).toHaveLength(1);
  });

  it("with the provider down the order is cancelled at once and the card is refunded when it is back", async () => {
    const order = await placedOrder(t);
    t.services.payments.providerFaults.failureRate = 1;
    const response = await cancel(order.token, { orderNumber: order.orderNo });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json() as OrderDetail;
    expect(detail.status).toBe("cancelled");
    expect(detail.aftersales?.refunds[0]?.parts[0]?.status).toBe("pending");
    expect((await providerPaymentsOf(t, order.orderNo))[0]?.status).toBe("CAPTURED");
    t.services.payments.providerFaults.failureRate = 0;
    expect(await t.services.aftersales.settleRefunds()).toBeGreaterThanOrEqual(1);
    expect((await providerPaymentsOf(t, order.orderNo))[0]?.status).toBe("REFUNDED");
    expect((await orderDetail(t, order)).aftersales?.refunds[0]?.parts[0]?.status).toBe("done");
    // A second run moves no money twice.
    await t.services.aftersales.settleRefunds();
    const [payment] = await providerPaymentsOf(t, order.orderNo);
    expect(payment?.refunded_minor).toBe(payment?.captured_minor);
  });

  it("answers any body with a catalogue code, never a 500", async () => {
    const shopper = await t.registeredToken();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              orderNumber: fc.oneof(
                fc.string(),
                fc.constantFrom("US00000001", "XX00000001", "US1"),
              ),
              email: fc.oneof(fc.string(), fc.emailAddress()),
              reason: fc.string({ maxLength: 600 }),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const response = await cancel(shopper.token, body);
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: runs(60) },
    );
  });
});
