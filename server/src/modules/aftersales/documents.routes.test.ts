// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail } from "@ridgeline/contract";
import { mailsAbout, orderDetail, placedOrder } from "../../../test/orders";
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

describe("the card an order was paid with (issue 26 point 23)", () => {
  // The sandbox approves any valid number it has no other behaviour for.
  const CARDS = [
    { number: "4111111111111111", brand: "VISA", shown: "Visa •••• 1111" },
    { number: "5555555555554444", brand: "MASTERCARD", shown: "Mastercard •••• 4444" },
    { number: "378282246310005", brand: "AMEX", shown: "American Express •••• 0005" },
    { number: "6011111111111117", brand: "DISCOVER", shown: "Discover •••• 1117" },
  ];

  it.each(CARDS)(
    "$brand: its brand and last four on the confirmation, the order and the invoice",
    async ({ number, brand, shown }) => {
      // An address of its own: one address gets at most ten mails an hour (MAILS_PER_RECIPIENT).
      const email = `card-${brand.toLowerCase()}@example.com`;
      const order = await placedOrder(t, { cardNumber: number, email });
      const card = { cardType: brand, lastFour: number.slice(-4) };
      const confirmation = await t.call({
        method: "GET",
        url: `/cart/v2/checkout/order/${order.orderNo}?locale=en-us&st=${order.st}`,
      });
      expect(confirmation.statusCode, confirmation.body).toBe(200);
      const confirmed = confirmation.json() as OrderDetail;
      const detail = await orderDetail(t, order);
      for (const answer of [confirmed, detail]) {
        expect(answer.paymentMethod).toEqual([
          expect.objectContaining({
            code: "CREDIT_CARD",
            additionalData: expect.objectContaining(card),
          }),
        ]);
      }
      const invoice = await download(order.token, { orderNumber: order.orderNo });
      expect(invoice.statusCode, invoice.body).toBe(200);
      const invoiceText = await pdfText(invoice.rawPayload);
      expect(invoiceText).toContain(shown);
      // The confirmation e-mail too, with each line's colour and size and where it goes.
      const [mail] = await mailsAbout(t, email, `order ${order.orderNo}`);
      expect(mail?.text_body).toContain(`Paid with: ${shown}`);
      expect(mail?.text_body).toContain("Delivery:\nStandard delivery: ");
      const variants = detail.items[0]?.variants.map((variant) => variant.value) ?? [];
      expect(variants.length).toBeGreaterThan(0);
      expect(mail?.text_body).toContain(`(${variants.join(" · ")})`);
      expect(invoiceText).toContain(variants.join(" · "));
      // Never more of the number than its last four.
      expect(JSON.stringify([confirmed, detail])).not.toContain(number.slice(0, 6));
    },
  );
});
