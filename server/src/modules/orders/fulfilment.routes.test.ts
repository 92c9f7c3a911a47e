// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { OrderDetail } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { AppError } from "../../platform/errors/app-error";
import { makeOrder, newOrder } from "./orders-test.helpers";

/** The fulfilment simulator's moves (issue 14 point 1, decision 0072). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => "moved",
    (error: unknown) => (error instanceof AppError ? error.errorId : String(error)),
  );

describe("moving an order along", () => {
  it("processes, ships each shipment with its tracking number, delivers; the order follows its shipments", async () => {
    const { token, consumerNo } = await t.registeredToken();
    const order = newOrder("US", undefined, consumerNo);
    order.shipments.push({
      shipmentId: "pickup-0107",
      kind: "pickup",
      methodCode: "PICKUP",
      storeId: "0107",
      address: null,
      priceMinor: 0,
      place: null,
      deliveryTime: "0",
    });
    const { orderNo } = await makeOrder(t, order);
    const { fulfilment } = t.services.orders;
    // A shipment cannot be delivered before it left, nor an order processed twice.
    expect(await refusal(fulfilment.move(orderNo, { kind: "deliver", shipmentId: "me" }))).toBe(
      "ORD409",
    );
    expect(await fulfilment.move(orderNo, { kind: "process" })).toBe("processing");
    expect(await refusal(fulfilment.move(orderNo, { kind: "process" }))).toBe("ORD409");
    expect(
      await fulfilment.move(orderNo, {
        kind: "ship",
        shipmentId: "me",
        carrier: "UPS",
        trackingNumber: "1ZTEST0001",
      }),
    ).toBe("processing"); // the pickup shipment is still being picked
    expect(
      await fulfilment.move(orderNo, {
        kind: "ship",
        shipmentId: "pickup-0107",
        carrier: "store",
        trackingNumber: "0107-1",
      }),
    ).toBe("shipped");
    expect(await fulfilment.move(orderNo, { kind: "deliver", shipmentId: "me" })).toBe("shipped");
    expect(await fulfilment.move(orderNo, { kind: "deliver", shipmentId: "pickup-0107" })).toBe(
      "delivered",
    );
    expect(await refusal(fulfilment.move(orderNo, { kind: "process" }))).toBe("ORD409");
    expect(await refusal(fulfilment.move("US99999999", { kind: "process" }))).toBe("OHS4004");

    const detail = (
      await t.call({
        method: "GET",
        url: `/consumers-v3/consumer/purchase/${orderNo}?locale=en-us`,
        token,
      })
    ).json() as OrderDetail;
    expect(detail.status).toBe("delivered");
    expect(detail.shipments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          shipmentId: "me",
          status: "delivered",
          carrier: "UPS",
          trackingNumber: "1ZTEST0001",
        }),
        expect.objectContaining({ shipmentId: "pickup-0107", status: "collected" }),
      ]),
    );
    expect(detail.history.map((line) => line.event)).toEqual([
      "placed",
      "processing",
      "shipment-shipped",
      "shipment-shipped",
      "shipped",
      "shipment-delivered",
      "shipment-delivered",
      "delivered",
    ]);
  });
});
