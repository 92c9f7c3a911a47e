// databases: postgres — business rules through the API (outcomes and words, not locks); PostgreSQL runs them faster
import { randomUUID } from "node:crypto";
import type { Cart, Placement } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardToken, CHALLENGE, skuWithStock, US_HOME } from "../../../test/checkout";
import { addGiftCard, giftCardSku } from "../../../test/gift-cards";
import { pdfText } from "../../../test/pdf-tools";
import {
  describeProblems,
  languageProblems,
  type CheckedLanguage,
} from "../../../test/shopper-language";
import { createShopper } from "../../../test/shoppers";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Every e-mail, PDF and provider page a shopper of a French or German site reads is in their
 * language and shows no code (issue 26 point 18, decision 0082): the order's whole life on each
 * site (confirmation, gift cards sent, shipped, delivered, return label, refund, cancel), its
 * invoice, credit notes and return label, and the card frame, 3-D Secure and approval pages.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Site {
  locale: string;
  language: CheckedLanguage;
  address: Record<string, string>;
}

const SITES: Site[] = [
  {
    locale: "en-us",
    language: "en",
    address: US_HOME,
  },
  {
    locale: "fr-fr",
    language: "fr",
    address: {
      firstName: "Chloé",
      lastName: "Lefèvre",
      addressLine1: "8 place Bellecour",
      city: "Lyon",
      postalCode: "69002",
      country: "FR",
      phone: "+33 4 72 00 00 00",
    },
  },
  {
    locale: "de-de",
    language: "de",
    address: {
      firstName: "Jürgen",
      lastName: "Weiß",
      addressLine1: "Schloßstraße 3",
      city: "München",
      postalCode: "80331",
      country: "DE",
      phone: "089 12345678",
    },
  },
];

/** A registered shopper's bag on the site, addressed, with `add` done to it. */
async function bagOn(
  site: Site,
  shopper: { token: string },
  email: string,
  add: (cart: Cart) => Promise<void>,
): Promise<Cart> {
  const q = `locale=${site.locale}`;
  const created = await t.call({ method: "POST", url: `/cart/v1/cart?${q}`, token: shopper.token });
  expect(created.statusCode, created.body).toBe(201);
  const cart = created.json() as Cart;
  await add(cart);
  const shipped = await t.call({
    method: "POST",
    url: `/cart/v2/cart/${cart.basketId}/shippingAddress?${q}`,
    token: shopper.token,
    payload: [{ ...site.address, email }],
  });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const { country, ...billing } = site.address;
  const billed = await t.call({
    method: "POST",
    url: `/cart/v1/cart/${cart.basketId}/billingAddress?${q}`,
    token: shopper.token,
    payload: { ...billing, countryCode: country },
  });
  expect(billed.statusCode, billed.body).toBe(200);
  return billed.json() as Cart;
}

async function place(site: Site, token: string, cart: Cart, card?: string) {
  return t.call({
    method: "PUT",
    url: `/cart/v2/checkout/order?locale=${site.locale}`,
    token,
    headers: { "idempotency-key": `order-${randomUUID()}` },
    payload: {
      cartId: cart.basketId,
      paymentMethod: {
        code: "CREDIT_CARD",
        additionalData: { token: await cardToken(t, cart, card) },
      },
      recaptcha_response: await t.botAnswer("placeOrder"),
    },
  });
}

/** Reads texts for one site and fails once, naming every problem of every text. */
function reader(site: Site) {
  const found: string[] = [];
  return {
    read(where: string, text: string) {
      const problems = languageProblems(text, site.language);
      if (problems.length > 0) found.push(describeProblems(`${site.locale} ${where}`, problems));
    },
    expectNoProblems() {
      expect(found.join("\n"), "English words or codes where the shopper reads").toBe("");
    },
  };
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** A registered shopper on the site with an e-mail of their own, and shoes to buy. */
async function shopperOn(site: Site) {
  const q = `locale=${site.locale}`;
  const shopper = await t.registeredToken();
  const email = `lang-${site.language}-${randomUUID().slice(0, 8)}@example.com`;
  const shoes = await skuWithStock(t);
  const addShoes = (qty: number) => async (cart: Cart) => {
    const added = await t.call({
      method: "POST",
      url: `/cart/v1/item?${q}`,
      token: shopper.token,
      payload: { cartId: cart.basketId, productId: shoes.style_id, upc: shoes.upc, qty },
    });
    expect(added.statusCode, added.body).toBe(200);
  };
  const buy = async (add: (cart: Cart) => Promise<void>) => {
    const placed = await place(site, shopper.token, await bagOn(site, shopper, email, add));
    expect(placed.statusCode, placed.body).toBe(200);
    return (placed.json() as Placement).orderNumber;
  };
  const mailsTo = (addresses: string[]) =>
    t.db.query<{ subject: string; text_body: string; html_body: string }>(
      `select subject, text_body, html_body from outbox
        where to_address = any($1::text[]) order by created_at`,
      [addresses],
    );
  const download = (orderNumber: string, documentNumber?: string) =>
    t.call({
      method: "POST",
      url: `/consumers-v3/consumer/purchase/invoice/download?${q}`,
      token: shopper.token,
      headers: { accept: "application/pdf, application/json" },
      payload: { orderNumber, ...(documentNumber ? { documentNumber } : {}) },
    });
  const documentsOf = (orderNo: string) =>
    t.db.query<{ document_no: string }>(
      "select document_no from order_documents where order_no = $1 order by document_no",
      [orderNo],
    );
  return { q, shopper, email, shoes, addShoes, buy, mailsTo, download, documentsOf };
}

function readMails(
  reading: ReturnType<typeof reader>,
  mails: { subject: string; text_body: string; html_body: string }[],
) {
  for (const mail of mails) {
    const html = mail.html_body.replace(/<[^>]+>/g, " ");
    reading.read(`mail "${mail.subject}"`, `${mail.subject}\n${mail.text_body}\n${html}`);
  }
}

async function readPdf(reading: ReturnType<typeof reader>, name: string, bytes: Buffer) {
  expect(bytes.subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
  reading.read(`PDF ${name}`, await pdfText(bytes));
}

describe.each(SITES)("what a shopper of $locale reads", (site) => {
  it("a delivered order's e-mails through its return and refund, and its PDFs", async () => {
    const reading = reader(site);
    const { q, shopper, email, addShoes, buy, mailsTo, download, documentsOf } =
      await shopperOn(site);
    const orderNo = await buy(addShoes(2));
    await t.services.orders.fulfilment.deliverAll(orderNo);
    const started = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/return/${orderNo}/returnLabel?${q}`,
      token: shopper.token,
      payload: { lines: [{ lineNo: 1, qty: 1, reason: "TOO_SMALL" }] },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { returnNumber, labelUrl } = started.json() as { returnNumber: string; labelUrl: string };
    await t.services.aftersales.receive(returnNumber, [
      { lineNo: 1, receivedQty: 1, damagedQty: 0 },
    ]);
    const mails = await mailsTo([email]);
    // confirmation, shipped, delivered, return label, refund
    expect(mails.length).toBeGreaterThanOrEqual(5);
    readMails(reading, mails);

    const invoice = await download(orderNo);
    const documents = await documentsOf(orderNo);
    expect(documents.length).toBe(2); // the invoice and the return's credit note
    const key = new URL(labelUrl, "http://shop").searchParams.get("key") ?? "";
    const files = await Promise.all([
      ...documents.map(async (document) => ({
        name: document.document_no,
        bytes: (await download(orderNo, document.document_no)).rawPayload,
      })),
      t
        .call({
          method: "GET",
          url: `/consumers-v3/consumer/return/${returnNumber}/label.pdf?key=${key}`,
        })
        .then((label) => ({ name: "return label", bytes: label.rawPayload })),
    ]);
    await Promise.all(
      [{ name: "invoice", bytes: invoice.rawPayload }, ...files].map((file) =>
        readPdf(reading, file.name, file.bytes),
      ),
    );
    reading.expectNoProblems();
  });

  it("a gift card order's e-mails, a cancelled order's e-mail and credit note", async () => {
    const reading = reader(site);
    const { q, shopper, email, shoes, addShoes, buy, mailsTo, download, documentsOf } =
      await shopperOn(site);
    const cardSku = await giftCardSku(t, [shoes.upc]);
    const friend = `friend-${randomUUID().slice(0, 8)}@example.com`;
    try {
      await buy(async (cart) => {
        await addShoes(1)(cart);
        const added = await addGiftCard(t, shopper.token, cart, {
          sku: cardSku,
          amount: 25,
          to: site.address["firstName"] ?? "",
          email: friend,
          message: "",
        });
        expect(added.statusCode, added.body).toBe(200);
      });
    } finally {
      await t.db.query("update styles set is_digital = false where style_id = $1", [
        cardSku.style_id,
      ]);
    }
    const cancelledNo = await buy(addShoes(1));
    const cancelled = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/CancelOrder?${q}`,
      token: shopper.token,
      payload: { orderNumber: cancelledNo, reason: "changed mind" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = await mailsTo([email, friend]);
    // two confirmations, the card to its recipient, the note to the buyer, the cancel
    expect(mails.length).toBeGreaterThanOrEqual(5);
    readMails(reading, mails);
    for (const document of await documentsOf(cancelledNo)) {
      await readPdf(
        reading,
        document.document_no,
        (await download(cancelledNo, document.document_no)).rawPayload,
      );
    }
    reading.expectNoProblems();
  });

  it("the account's e-mails: password reset, back in stock, newsletter opt-in", async () => {
    const reading = reader(site);
    const q = `locale=${site.locale}`;
    const { email } = await createShopper(t);
    const reset = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/resetpassword?${q}`,
      payload: { email },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await t.db.query<{ upc: string }>(
      `select upc from inventory where location_id = 'online' and quantity > 0
        order by upc offset $1 limit 1`,
      [SITES.indexOf(site) + 7],
    );
    const upc = row?.upc ?? "";
    await t.services.inventory.setOnlineStock(upc, 0);
    const watcher = `restock-${randomUUID().slice(0, 8)}@example.com`;
    const watch = await t.call({
      method: "PUT",
      url: `/products/v1/notifications?${q}`,
      payload: { upc, email: watcher },
    });
    expect(watch.statusCode, watch.body).toBe(200);
    await t.services.inventory.restock(upc, 2);
    const { token } = await t.registeredToken();
    const optIn = `optin-${randomUUID().slice(0, 8)}@example.com`;
    const subscribed = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/subscription?${q}`,
      token,
      payload: { subscriptions: [{ type: "Newsletter", channel: "email", recipient: optIn }] },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const mails = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      "select subject, text_body, html_body from outbox where to_address = any($1::text[])",
      [[email, watcher, optIn]],
    );
    expect(mails).toHaveLength(3);
    readMails(reading, mails);
    reading.expectNoProblems();
  });

  it("the card frame, its refusals, the 3-D Secure and the approval pages", async () => {
    const back = `/${site.locale}/checkout/billing`;
    // A frame serves one bag (decision 0078); the words do not depend on which.
    const basketId = `frame-${randomUUID()}`;
    const texts: [string, string][] = [];
    const frame = await t.app.inject({
      method: "GET",
      url: `/provider/v1/card-frame?returnUrl=${encodeURIComponent(back)}&basketId=${basketId}`,
    });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain(`<html lang="${site.language}">`);
    texts.push(["card frame", frame.body]);
    const action = /action="([^"]+)"/.exec(frame.body)?.[1] ?? "";
    for (const [number, expiry, code] of [
      ["4111 1111 1111 1112", "12/40", "123"],
      ["4111 1111 1111 1111", "13/40", "123"],
      ["4111 1111 1111 1111", "12/40", "12"],
      ["4111 1111 1111 1111", "12/2", "123"],
    ] as const) {
      const json = await t.app.inject({
        method: "POST",
        url: action,
        headers: { "content-type": "application/json" },
        payload: { number, expiry, securityCode: code, holder: "A B", basketId },
      });
      expect(json.statusCode).toBe(400);
      const refusal = json.json() as { errorDetails: { message: string }[] };
      texts.push(["frame refusal", refusal.errorDetails.map((detail) => detail.message).join(" ")]);
      const page = await t.app.inject({
        method: "POST",
        url: action,
        headers: FORM,
        payload: new URLSearchParams({
          number,
          expiry,
          securityCode: code,
          holder: "A B",
          returnUrl: back,
          basketId,
        }).toString(),
      });
      expect(page.statusCode).toBe(400);
      texts.push(["frame refusal page", page.body]);
    }

    const provider = t.services.payments.provider;
    const challenged = await provider.authorise({
      reference: `attempt-${randomUUID()}`,
      method: "CREDIT_CARD",
      token: await cardToken(t, { basketId }, CHALLENGE),
      tokenBasketId: basketId,
      amountMinor: 4999,
      currency: "EUR",
      idempotencyKey: randomUUID(),
    });
    const threeds = await t.app.inject({
      method: "GET",
      url: `/provider/v1/threeds/${challenged.paymentId}?returnUrl=${encodeURIComponent(back)}`,
    });
    expect(threeds.statusCode).toBe(200);
    texts.push(["3-D Secure", threeds.body]);
    for (const method of ["KLARNA", "PAYPAL"] as const) {
      const session = await provider.createSession({
        method,
        reference: `attempt-${randomUUID()}`,
        amountMinor: 12000,
        currency: "EUR",
        returnUrl: back,
      });
      const approval = await t.app.inject({ method: "GET", url: session.approvalUrl });
      expect(approval.statusCode).toBe(200);
      texts.push([`${method} approval`, approval.body]);
    }
    const reading = reader(site);
    for (const [where, html] of texts) {
      const text = html
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
        .replace(
          /<[^>]+\b(?:aria-label|title|placeholder|data-not-checked|data-try-again)="([^"]*)"[^>]*>/g,
          " $1 ",
        )
        .replace(/<[^>]+>/g, " ");
      reading.read(where, text);
    }
    reading.expectNoProblems();
  });
});
