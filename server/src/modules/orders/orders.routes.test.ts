// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { makeOrder, newOrder } from "./orders-test.helpers";
import type { NewOrder } from "./orders.types";
import type { OrdersService } from "./index";

let t: TestApp;
let orders: OrdersService;
beforeAll(async () => {
  t = await createTestApp();
  orders = t.services.orders;
});
afterAll(async () => {
  await t?.close();
});

const place = (order: NewOrder) => makeOrder(t, order);

describe("orders (issue 13, decisions 0065 and 0086)", () => {
  it("writes a bag's order with its lines, shipment and payment, reachable by its link", async () => {
    const order = newOrder();
    const made = await place(order);
    expect(made).toMatchObject({ created: true, orderNo: expect.stringMatching(/^US\d{8}$/) });
    if (!made.created) throw new Error("not created");
    const found = await orders.orderForConfirmation(made.orderNo, made.confirmationToken);
    expect(found).toMatchObject({
      orderNo: made.orderNo,
      basketId: order.basketId,
      status: "placed",
      totals: order.totals,
      lines: order.lines,
      shipments: order.shipments,
      payments: [{ ...order.payments[0], paymentNo: 1 }],
    });
    const history = await t.db.query<{ event: string }>(
      "select event from order_history where order_no = $1",
      [made.orderNo],
    );
    expect(history).toEqual([{ event: "placed" }]);
  });

  it("refuses a wrong link and an unknown number alike (OHS4004)", async () => {
    const made = await place(newOrder());
    for (const [orderNo, token] of [
      [made.orderNo, "not-the-token"],
      ["US99999999", "not-the-token"],
      ["<script>", ""],
    ] as const) {
      await expect(orders.orderForConfirmation(orderNo, token)).rejects.toMatchObject({
        errorId: "OHS4004",
      });
    }
  });

  it("makes one order of a bag however many placements race", async () => {
    const order = newOrder("GB");
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(order)));
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.orderNo)).size).toBe(1);
    const [count] = await t.db.query<{ n: string }>(
      "select count(*) as n from orders where basket_id = $1",
      [order.basketId],
    );
    expect(Number(count?.n)).toBe(1);
  });

  it("numbers a site's orders apart and rising, also at once; a rolled-back one leaves a gap", async () => {
    const first = await place(newOrder("DE"));
    const many = await Promise.all(Array.from({ length: 20 }, () => place(newOrder("DE"))));
    const lost = await orders.numberOrder("DE");
    await expect(
      t.db.transaction(async (tx) => {
        await orders.createOrder(tx, newOrder("DE"), lost);
        throw new Error("the capture failed");
      }),
    ).rejects.toThrow("the capture failed");
    const after = await place(newOrder("DE"));
    const numbers = [first, ...many].map((answer) => Number(answer.orderNo.slice(2)));
    const start = numbers[0] ?? 0;
    // Taken one at a time from the site's counter: the twenty at once are the next twenty.
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 21 }, (_, i) => start + i),
    );
    // Nobody else's site moves DE's counter; the rolled-back order's number is not reused.
    expect(lost).toBe(`DE${String(start + 21).padStart(8, "0")}`);
    expect(after.orderNo).toBe(`DE${String(start + 22).padStart(8, "0")}`);
    expect(await orders.order(lost)).toBeNull();
  });
});
