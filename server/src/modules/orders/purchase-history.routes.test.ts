// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { OrderDetail, OrderSummary } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { makeOrder, newOrder } from "./orders-test.helpers";

/** The account's orders (issue 14 point 2): history newest first, a page at a time; detail. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const history = (token: string, body?: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/purchasehistory?locale=en-us",
    token,
    ...(body ? { payload: body } : {}),
  });

async function ordersOf(consumerNo: string, count: number): Promise<string[]> {
  const made: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const order = await makeOrder(t, newOrder("US", undefined, consumerNo));
    made.push(order.orderNo);
  }
  return made;
}

describe("the order history", () => {
  it("lists the shopper's orders newest first, a page at a time, and only theirs", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const made = await ordersOf(consumerNo, 5);
    await ordersOf("SOMEONE-ELSE", 2);
    const first = await history(token, { page: 1, pageSize: 2 });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as { orders: OrderSummary[]; total: number; page: number };
    expect(body.total).toBe(5);
    expect(body.orders.map((order) => order.orderNumber)).toEqual(made.slice(-2).reverse());
    expect(body.orders[0]).toMatchObject({
      status: "placed",
      total: 68,
      currency: "USD",
      itemCount: 3,
      itemNames: ["Trail Socks", "Beanie"],
    });
    const last = (await history(token, { page: 3, pageSize: 2 })).json() as {
      orders: OrderSummary[];
    };
    expect(last.orders.map((order) => order.orderNumber)).toEqual([made[0]]);
    const beyond = (await history(token, { page: 9, pageSize: 2 })).json() as {
      orders: OrderSummary[];
      total: number;
    };
    expect(beyond).toMatchObject({ orders: [], total: 5 });
    // Without a body: the first page of ten.
    const plain = (await history(token)).json() as { orders: OrderSummary[]; pageSize: number };
    expect(plain.pageSize).toBe(10);
    expect(plain.orders).toHaveLength(5);
  });

  it("refuses guests (AUT432) and pages it does not give (VAL400)", async () => {
    expect(errorOf(await history(await t.guestToken()))?.errorId).toBe("AUT432");
    const { token } = await t.registeredToken();
    for (const body of [{ page: 0 }, { pageSize: 51 }, { page: "2" }, { sort: "asc" }])
      expect(errorOf(await history(token, body))?.errorId).toBe("VAL400");
  });
});

describe("an order's detail", () => {
  it("shows the shopper's order with its history, and another's as not found", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const [orderNo] = await ordersOf(consumerNo, 1);
    const detail = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/purchase/${orderNo}?locale=en-us`,
      token,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json() as OrderDetail).toMatchObject({
      orderNumber: orderNo,
      status: "placed",
      totals: { total: 68, shipping: 8 },
      shipments: [{ shipmentId: "me", shippingMethod: "STANDARD" }],
      history: [{ event: "placed" }],
    });
    const stranger = await t.registeredToken();
    const theirs = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/purchase/${orderNo}?locale=en-us`,
      token: stranger.token,
    });
    expect(errorOf(theirs)).toMatchObject({ errorId: "OHS4004", field: "orderId" });
    const unknown = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/purchase/US99999999?locale=en-us",
      token,
    });
    expect(errorOf(unknown)?.errorId).toBe("OHS4004");
  });
});

describe("tracking an order without an account (POST …/TrackOrder, decision 0072)", () => {
  const track = (body: Record<string, unknown>, remoteAddress: string) =>
    t.call({
      method: "POST",
      url: "/consumers-v3/consumer/TrackOrder?locale=en-us",
      payload: body,
      remoteAddress,
    });

  it("finds the order by its number and e-mail (any case), and tells a wrong e-mail and a number no order has apart from nothing", async () => {
    const [orderNo] = await ordersOf("G-TRACK", 1);
    const found = await track({ orderNumber: orderNo, email: "ADA@example.com " }, "10.88.0.1");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json() as OrderDetail).toMatchObject({
      orderNumber: orderNo,
      history: [{ event: "placed" }],
    });
    const wrongEmail = await track({ orderNumber: orderNo, email: "eve@example.com" }, "10.88.0.2");
    const noSuchOrder = await track(
      { orderNumber: "US99999999", email: "ada@example.com" },
      "10.88.0.2",
    );
    const notAnEmail = await track({ orderNumber: orderNo, email: "ada" }, "10.88.0.2");
    for (const refused of [wrongEmail, noSuchOrder, notAnEmail]) {
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toMatchObject({ errorId: "ORD400", field: "email" });
    }
    // The two answers are the same, word for word.
    expect(errorOf(wrongEmail)?.message).toBe(errorOf(noSuchOrder)?.message);
    for (const notANumber of ["hello", "ZZ00000001", "US123"])
      expect(
        errorOf(await track({ orderNumber: notANumber, email: "ada@example.com" }, "10.88.0.3"))
          ?.errorId,
      ).toBe("OHS4004");
  });

  it("allows ten look-ups an hour of one order number from any address (API429 after, decision 0077)", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push(
        (
          await track(
            { orderNumber: "US99999998", email: `x${index}@example.com` },
            `10.88.2.${index + 1}`,
          )
        ).statusCode,
      );
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 400));
    expect(statuses[10]).toBe(429);
  });
});
