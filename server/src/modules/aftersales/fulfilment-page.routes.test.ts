// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderDetail, placedOrder } from "../../../test/orders";
import { createTestApp, type TestApp } from "../../../test/test-app";

/** The fulfilment simulator's developer page (issue 14 point 1). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_FULFILMENT: "true" });
});
afterAll(async () => {
  await t?.close();
});

const post = (
  form: Record<string, string>,
  extra: { remoteAddress?: string; origin?: string } = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/dev/fulfilment",
    remoteAddress: extra.remoteAddress ?? "127.0.0.1",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(extra.origin ? { origin: extra.origin } : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });

describe("/dev/fulfilment", () => {
  it("moves an order all the way and receives its return, from loopback only", async () => {
    const order = await placedOrder(t, { qty: 2 });
    const page = await t.app.inject({
      method: "GET",
      url: "/dev/fulfilment",
      remoteAddress: "127.0.0.1",
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.orderNo);
    expect(
      (await t.app.inject({ method: "GET", url: "/dev/fulfilment", remoteAddress: "203.0.113.9" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post({ order: order.orderNo, move: "all" }, { remoteAddress: "203.0.113.9" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post({ order: order.orderNo, move: "all" }, { origin: "https://evil.example" }))
        .statusCode,
    ).toBe(403);
    const moved = await post(
      { order: order.orderNo, move: "all" },
      { origin: "http://127.0.0.1:3000" },
    );
    expect(moved.body).toContain(`${order.orderNo} is delivered.`);
    const started = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/return/${order.orderNo}/returnLabel?locale=en-us`,
      token: order.token,
      payload: { lines: [{ lineNo: 1, qty: 1, reason: "TOO_LARGE" }] },
    });
    const { returnNumber } = started.json() as { returnNumber: string };
    const received = await post({
      order: order.orderNo,
      move: "receive-damaged",
      return: returnNumber,
    });
    expect(received.body).toContain(`${returnNumber} is refunded.`);
    expect((await orderDetail(t, order)).aftersales?.returns[0]?.lines[0]).toMatchObject({
      receivedQty: 1,
      damagedQty: 1,
    });
    // A move the order is past says why, on the page.
    expect((await post({ order: order.orderNo, move: "process" })).body).toContain("ORD409");
  });

  it("is not there unless asked for", async () => {
    const plain = await createTestApp();
    try {
      const page = await plain.app.inject({
        method: "GET",
        url: "/dev/fulfilment",
        remoteAddress: "127.0.0.1",
      });
      expect(page.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
