// databases: pglite, postgres — row locks and the database's isolation decide races
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placedOrder } from "../../../test/orders";
import { pdfText } from "../../../test/pdf-tools";
import { createTestApp, type TestApp } from "../../../test/test-app";

/** Invoices and credit notes (issue 14 point 5, decision 0075). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const download = (token: string, body: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/purchase/invoice/download?locale=en-us",
    token,
    headers: { accept: "application/pdf, application/json" },
    payload: body,
  });

describe("POST /consumers-v3/consumer/purchase/invoice/download", () => {
  it("numbers a site's invoices without gaps, also when many are asked for at once", async () => {
    const orders = [];
    for (let i = 0; i < 6; i += 1) orders.push(await placedOrder(t));
    const answers = await Promise.all(
      orders.flatMap((order) => [
        download(order.token, { orderNumber: order.orderNo }),
        download(order.token, { orderNumber: order.orderNo }),
      ]),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const numbers = await t.db.query<{ document_no: string; order_no: string }>(
      "select document_no, order_no from order_documents where kind = 'invoice' order by document_no",
    );
    // One invoice per order, numbered 1…n for the site.
    expect(new Set(numbers.map((row) => row.order_no)).size).toBe(numbers.length);
    expect(numbers.map((row) => row.document_no)).toEqual(
      numbers.map((_, index) => `INV-US-${String(index + 1).padStart(6, "0")}`),
    );
    const text = await pdfText(answers[0]?.rawPayload ?? new Uint8Array());
    expect(text).toContain("Invoice");
    expect(text).toContain(orders[0]?.orderNo);
    expect(text).toContain("Ridgeline Outfitters, Inc.");
  });

  it("answers another's order and an unknown credit note as not found", async () => {
    const order = await placedOrder(t);
    const stranger = await t.registeredToken();
    expect((await download(stranger.token, { orderNumber: order.orderNo })).body).toContain(
      "OHS4004",
    );
    const unknown = await download(order.token, {
      orderNumber: order.orderNo,
      documentNumber: "CN-US-999999",
    });
    expect(unknown.body).toContain("OHS4004");
    expect((await download(order.token, { orderNumber: "nope" })).statusCode).toBe(400);
  });
});
