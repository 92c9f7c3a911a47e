import { randomUUID } from "node:crypto";
import type { Cart, Placement } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardToken, CHALLENGE, skuWithStock } from "../../../test/checkout";
import { addGiftCard, giftCardSku } from "../../../test/gift-cards";
import { pdfText } from "../../../test/pdf-tools";
import {
  describeProblems,
  languageProblems,
  type CheckedLanguage,
} from "../../../test/shopper-language";
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
    address: {
      firstName: "Ada",
      lastName: "Lovelace",
      addressLine1: "245 Sutter Street",
      city: "San Francisco",
      province: "CA",
      postalCode: "94108",
      country: "US",
      phone: "(415) 555-0174",
    },
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
        additionalData: { token: await cardToken(t, card) },
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

describe.each(SITES)("what a shopper of $locale reads", (site) => {
  it("every e-mail and PDF of an order's life", async () => {
    const reading = reader(site);
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

    // Order A: delivered, two units, one sent back and refunded.
    const cartA = await bagOn(site, shopper, email, addShoes(2));
    const placedA = await place(site, shopper.token, cartA);
    expect(placedA.statusCode, placedA.body).toBe(200);
    const orderA = (placedA.json() as Placement).orderNumber;
    await t.services.orders.fulfilment.deliverAll(orderA);
    const started = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/return/${orderA}/returnLabel?${q}`,
      token: shopper.token,
      payload: { lines: [{ lineNo: 1, qty: 1, reason: "TOO_SMALL" }] },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { returnNumber, labelUrl } = started.json() as { returnNumber: string; labelUrl: string };
    await t.services.aftersales.receive(returnNumber, [
      { lineNo: 1, receivedQty: 1, damagedQty: 0 },
    ]);

    // Order B: a pair of shoes and an e-gift card, cancelled before anything moved.
    const cardSku = await giftCardSku(t, [shoes.upc]);
    const friend = `friend-${randomUUID().slice(0, 8)}@example.com`;
    const cartB = await bagOn(site, shopper, email, async (cart) => {
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
    const placedB = await place(site, shopper.token, cartB);
    expect(placedB.statusCode, placedB.body).toBe(200);
    const orderB = (placedB.json() as Placement).orderNumber;
    await t.db.query("update styles set is_digital = false where style_id = $1", [
      cardSku.style_id,
    ]);

    // Every mail of both orders, the gift card's recipient's too.
    const mails = await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      `select subject, text_body, html_body from outbox
        where to_address = $1 or to_address = $2 order by created_at`,
      [email, friend],
    );
    // confirmation ×2, shipped, delivered, return label, refund, gift card (recipient, buyer)
    expect(mails.length).toBeGreaterThanOrEqual(8);
    for (const mail of mails) {
      const html = mail.html_body.replace(/<[^>]+>/g, " ");
      reading.read(`mail "${mail.subject}"`, `${mail.subject}\n${mail.text_body}\n${html}`);
    }

    const cancelled = await t.call({
      method: "POST",
      url: `/consumers-v3/consumer/purchase/${orderB}/cancel?${q}`,
      token: shopper.token,
      payload: {},
    });
    // A gift card already sent cannot be taken back: the cancel may be refused (ORD409).
    if (cancelled.statusCode === 200) {
      const [mail] = await t.db.query<{ subject: string; text_body: string }>(
        `select subject, text_body from outbox where to_address = $1 order by created_at desc limit 1`,
        [email],
      );
      reading.read("cancel mail", `${mail?.subject}\n${mail?.text_body}`);
    }

    // The PDFs: invoice, credit note, return label.
    const documents = await t.db.query<{ document_no: string }>(
      "select document_no from order_documents where order_no = $1 order by document_no",
      [orderA],
    );
    const download = (documentNumber?: string) =>
      t.call({
        method: "POST",
        url: `/consumers-v3/consumer/purchase/invoice/download?${q}`,
        token: shopper.token,
        headers: { accept: "application/pdf, application/json" },
        payload: { orderNumber: orderA, ...(documentNumber ? { documentNumber } : {}) },
      });
    const pdfs: [string, Buffer][] = [["invoice", (await download()).rawPayload]];
    for (const document of documents) {
      pdfs.push([document.document_no, (await download(document.document_no)).rawPayload]);
    }
    const key = new URL(labelUrl, "http://shop").searchParams.get("key") ?? "";
    const label = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/return/${returnNumber}/label.pdf?key=${key}`,
    });
    pdfs.push(["return label", label.rawPayload]);
    expect(pdfs.length).toBeGreaterThanOrEqual(3);
    for (const [name, bytes] of pdfs) {
      expect(bytes.subarray(0, 5).toString("latin1"), name).toBe("%PDF-");
      reading.read(`PDF ${name}`, await pdfText(bytes));
    }
    reading.expectNoProblems();
  });

  it("the card frame, its refusals, the 3-D Secure and the approval pages", async () => {
    const back = `/${site.locale}/checkout/billing`;
    const texts: [string, string][] = [];
    const frame = await t.app.inject({
      method: "GET",
      url: `/provider/v1/card-frame?returnUrl=${encodeURIComponent(back)}`,
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
        payload: { number, expiry, securityCode: code, holder: "A B" },
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
        }).toString(),
      });
      expect(page.statusCode).toBe(400);
      texts.push(["frame refusal page", page.body]);
    }

    const provider = t.services.payments.provider;
    const challenged = await provider.authorise({
      reference: `attempt-${randomUUID()}`,
      method: "CREDIT_CARD",
      token: await cardToken(t, CHALLENGE),
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
