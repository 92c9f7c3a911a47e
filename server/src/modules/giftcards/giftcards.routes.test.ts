// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart, OrderDetail, Placement, SoldGiftCard } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardToken, placeOrder, skuWithStock, type Sku } from "../../../test/checkout";
import { addGiftCard, giftCardMails, giftCardOrder, giftCardSku } from "../../../test/gift-cards";
import { mailsAbout, orderDetail, placedOrder } from "../../../test/orders";
import { createTestApp, type TestApp } from "../../../test/test-app";

/** Gift cards sold (issue 14 point 6, decision 0076), through the real app. */
let t: TestApp;
let card: Sku;
beforeAll(async () => {
  t = await createTestApp();
  card = await giftCardSku(t);
});
afterAll(async () => {
  await t?.close();
});

let address = 1;
/** Gift card reads are limited per network address: each check comes from its own. */
const nextAddress = () => `10.76.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const balance = (number: string, pin: string, remoteAddress = nextAddress()) =>
  t.call({
    method: "POST",
    url: "/cart/v1/giftcard/balance?locale=en-us",
    remoteAddress,
    payload: { number, pin },
  });

const resend = (token: string | undefined, payload: Record<string, unknown>) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/resendGiftCardEmail?locale=en-us",
    ...(token ? { token } : {}),
    remoteAddress: nextAddress(),
    payload,
  });

const myCards = async (token: string) => {
  const response = await t.call({
    method: "GET",
    url: "/consumers-v3/consumer/giftcards?locale=en-us",
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { cards: SoldGiftCard[] }).cards;
};

/** The digit that makes `body` pass the Luhn check. */
function luhnCheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return String((10 - (sum % 10)) % 10);
}

const giftLineNo = (detail: OrderDetail) =>
  detail.items.findIndex((item) => item.upc === card.upc) + 1;

describe("issuing gift cards when their order is placed", () => {
  it("makes two cards of a line of two, e-mails each with a number and PIN, and they pay for another order", async () => {
    const recipient = "two.cards@example.com";
    const order = await giftCardOrder(t, { sku: card, amount: 40, qty: 2, email: recipient });
    const mails = await giftCardMails(t, recipient);
    expect(mails).toHaveLength(2);
    const [first, second] = mails;
    expect(first?.number).not.toBe(second?.number);
    for (const mail of mails) {
      expect(mail.number).toMatch(/^603671\d{10}$/);
      expect(mail.text).toContain("$40.00");
      expect(mail.text).toContain("Happy birthday!");
      expect(mail.text).toContain("Ada Lovelace");
    }
    // Neither the number nor the PIN is kept: only hashes and the last four digits.
    const rows = await t.db.query<Record<string, unknown>>(
      "select * from issued_gift_cards where order_no = $1 order by unit_no",
      [order.orderNo],
    );
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    for (const mail of mails) {
      expect(stored).not.toContain(mail.number);
      expect(stored).toContain(`"last_four":"${mail.number.slice(-4)}"`);
    }
    // The buyer hears that they went, without a number or PIN.
    const detail = await orderDetail(t, order);
    const [note] = await mailsAbout(t, detail.email, `were sent (order ${order.orderNo})`);
    expect(note?.text_body).toContain(recipient);
    expect(note?.text_body).not.toContain(first?.number ?? "-");
    // The digital shipment was handed over; the shoes still wait.
    const digital = detail.shipments.find((shipment) => shipment.kind === "digital");
    expect(digital?.status).toBe("delivered");
    expect(detail.status).toBe("processing");

    // Each card checks at its amount and pays part of another order.
    const checked = await balance(first?.number ?? "", first?.pin ?? "");
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({ balance: 40, currency: "USD" });
    const shoes = await skuWithStock(t, [card.upc]);
    const paid = await placedOrder(t, {
      sku: shoes,
      beforePlacing: async (token, cart) => {
        const added = await t.call({
          method: "POST",
          url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
          token,
          remoteAddress: nextAddress(),
          payload: { payment_method_id: "GIFT_CARD", number: first?.number, pin: first?.pin },
        });
        expect(added.statusCode, added.body).toBe(200);
      },
    });
    const paidDetail = await orderDetail(t, paid);
    const giftPart = paidDetail.paymentMethod.find((method) => method.code === "GIFT_CARD");
    expect(giftPart).toBeDefined();
    const left = await balance(first?.number ?? "", first?.pin ?? "");
    const spent = Math.min(4000, Math.round(paidDetail.totals.total * 100));
    expect(Math.round((left.json() as { balance: number }).balance * 100)).toBe(4000 - spent);
    const untouched = await balance(second?.number ?? "", second?.pin ?? "");
    expect(untouched.json()).toMatchObject({ balance: 40 });
    // What a cancel of the first order would have to ask about: the money spent of its cards.
    expect(await t.services.giftcards.spentOfOrder(order.orderNo)).toBe(spent);
    expect(await t.services.giftcards.spentOfOrder(paid.orderNo)).toBe(0);
    // …and so the order that sold it, its shoes not yet shipped, can no longer be cancelled.
    const cancel = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
      token: order.token,
      payload: { orderNumber: order.orderNo },
    });
    expect(cancel.body).toContain("ORD409");
    expect(cancel.body).toContain("gift card from this order has already been used");
    expect((await orderDetail(t, order)).status).toBe("processing");
  });

  it("places a bag of gift cards alone (no stock to hold) and delivers it at once", async () => {
    const consumerNo = `RGC${Date.now()}`;
    await t.db.query(
      `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name, site_id)
       values ($1, $2, lower($2), 'scrypt$10$8$1$x$y', 'Ada', 'Lovelace', 'US')`,
      [consumerNo, `${consumerNo.toLowerCase()}@example.com`],
    );
    const shopper = await t.registeredToken({ consumerNo });
    const created = await t.call({
      method: "POST",
      url: "/cart/v1/cart?locale=en-us",
      token: shopper.token,
    });
    const added = await addGiftCard(t, shopper.token, created.json() as Cart, {
      sku: card,
      amount: 30,
      email: "alone@example.com",
    });
    expect(added.statusCode, added.body).toBe(200);
    const billed = await t.call({
      method: "POST",
      url: `/cart/v1/cart/${(added.json() as Cart).basketId}/billingAddress?locale=en-us`,
      token: shopper.token,
      payload: {
        firstName: "Ada",
        lastName: "Lovelace",
        addressLine1: "245 Sutter Street",
        city: "San Francisco",
        province: "CA",
        postalCode: "94108",
        countryCode: "US",
        phone: "(415) 555-0174",
      },
    });
    expect(billed.statusCode, billed.body).toBe(200);
    const bag = billed.json() as Cart;
    const placed = await placeOrder(t, shopper.token, bag, {
      cardToken: await cardToken(t, bag),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // The cards are issued by orderPlaced's listener, after the answer (decision 0079): the
    // answer says placed, and the order is delivered once the listener has run.
    const orderNo = (placed.json() as Placement).orderNumber;
    expect((await t.services.orders.order(orderNo))?.status).toBe("delivered");
    expect(await giftCardMails(t, "alone@example.com")).toHaveLength(1);
  });

  it("issues nothing more when the order's event is delivered again", async () => {
    const recipient = "again@example.com";
    const order = await giftCardOrder(t, { sku: card, amount: 25, email: recipient });
    expect(await t.services.giftcards.issueForOrder(order.orderNo)).toBe(0);
    await Promise.all([
      t.services.giftcards.issueForOrder(order.orderNo),
      t.services.giftcards.issueForOrder(order.orderNo),
    ]);
    expect(await giftCardMails(t, recipient)).toHaveLength(1);
    const [{ count }] = (await t.db.query<{ count: number }>(
      "select count(*)::int as count from issued_gift_cards where order_no = $1",
      [order.orderNo],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("keeps a recipient e-mail on a gift card line that is changed", async () => {
    const shopper = await t.registeredToken();
    const created = await t.call({
      method: "POST",
      url: "/cart/v1/cart?locale=en-us",
      token: shopper.token,
    });
    const added = await addGiftCard(t, shopper.token, created.json() as Cart, {
      sku: card,
      amount: 50,
    });
    const line = (added.json() as Cart).items[0];
    const changed = await t.call({
      method: "PUT",
      url: `/cart/v1/cart/${(added.json() as Cart).basketId}/item?locale=en-us`,
      token: shopper.token,
      payload: {
        cartId: (added.json() as Cart).basketId,
        itemId: line?.id,
        productId: card.style_id,
        upc: card.upc,
        qty: 2,
        giftOption: null,
      },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      errorDetails: [{ errorId: "VAL400", field: "giftOption.email" }],
    });
  });

  it("refuses a gift card line without a recipient e-mail or outside the amounts sold, at the field", async () => {
    const shopper = await t.registeredToken();
    const created = await t.call({
      method: "POST",
      url: "/cart/v1/cart?locale=en-us",
      token: shopper.token,
    });
    const cart = created.json() as { basketId: string };
    const add = (extra: Record<string, unknown>) =>
      t.call({
        method: "POST",
        url: "/cart/v1/item?locale=en-us",
        token: shopper.token,
        payload: { cartId: cart.basketId, productId: card.style_id, upc: card.upc, ...extra },
      });
    const field = (response: { json(): unknown }) =>
      (response.json() as { errorDetails: { errorId: string; field?: string }[] }).errorDetails[0];
    const noMail = await add({ customAmount: 50, giftOption: { to: "Sam", message: "" } });
    expect(noMail.statusCode).toBe(400);
    expect(field(noMail)).toMatchObject({ errorId: "VAL400", field: "giftOption.email" });
    for (const customAmount of [5, 501]) {
      const out = await add({
        customAmount,
        giftOption: { to: "Sam", email: "sam@example.com", message: "" },
      });
      expect(out.statusCode).toBe(400);
      expect(field(out)).toMatchObject({ errorId: "VAL400", field: "customAmount" });
    }
  });
});

describe("GET /cart/v1/giftcard/product", () => {
  it("names the catalogue's gift card and the amounts it is sold at", async () => {
    const response = await t.call({ method: "GET", url: "/cart/v1/giftcard/product?locale=en-us" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      productId: card.style_id,
      currency: "USD",
      minAmount: 10,
      maxAmount: 500,
    });
  });
});

describe("the balance of a sold card", () => {
  it("answers a wrong PIN GFC700, an unknown number of ours GFC760, and another site's currency GFC725", async () => {
    const recipient = "balance@example.com";
    await giftCardOrder(t, { sku: card, amount: 30, email: recipient });
    const [mail] = await giftCardMails(t, recipient);
    const number = mail?.number ?? "";
    const wrongPin = mail?.pin === "1234" ? "4321" : "1234";
    const wrong = await balance(number, wrongPin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errorDetails: [{ errorId: "GFC700" }] });
    // Another number of our range, with a valid check digit.
    const body = `${number.slice(0, 14)}${number[14] === "0" ? "1" : "0"}`;
    const unknown = await balance(`${body}${luhnCheckDigit(body)}`, mail?.pin ?? "");
    expect(unknown.json()).toMatchObject({ errorDetails: [{ errorId: "GFC760" }] });
    const abroad = await t.call({
      method: "POST",
      url: "/cart/v1/giftcard/balance?locale=en-gb",
      remoteAddress: nextAddress(),
      payload: { number, pin: mail?.pin },
    });
    expect(abroad.json()).toMatchObject({ errorDetails: [{ errorId: "GFC725" }] });
  });
});

describe("POST /consumers-v3/consumer/resendGiftCardEmail", () => {
  it("sends a new number and PIN for what is left, to a corrected address; the old ones stop working", async () => {
    const shopper = await t.registeredToken();
    const order = await giftCardOrder(
      t,
      { sku: card, amount: 60, email: "typo@exmaple.com" },
      shopper,
    );
    const [old] = await giftCardMails(t, "typo@exmaple.com");
    const lineNo = giftLineNo(await orderDetail(t, order));
    const response = await resend(shopper.token, {
      orderNumber: order.orderNo,
      lineNo,
      recipientEmail: "fixed@example.com",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      newPin: true,
      sentTo: "fixed@example.com",
      card: { balance: 60, status: "active", recipientEmail: "fixed@example.com", resends: 1 },
    });
    const [fresh] = await giftCardMails(t, "fixed@example.com");
    expect(fresh?.text).toContain("no longer work");
    expect(fresh?.number).not.toBe(old?.number);
    const oldCheck = await balance(old?.number ?? "", old?.pin ?? "");
    expect(oldCheck.json()).toMatchObject({ errorDetails: [{ errorId: "GFC725" }] });
    const newCheck = await balance(fresh?.number ?? "", fresh?.pin ?? "");
    expect(newCheck.json()).toMatchObject({ balance: 60 });
    // The account lists the card once, as it is now.
    const listed = (await myCards(shopper.token)).filter(
      (entry) => entry.orderNumber === order.orderNo,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      maskedNumber: `•••• ${fresh?.number.slice(-4)}`,
      balance: 60,
      recipientEmail: "fixed@example.com",
    });
  });

  it("lets a guest resend with the order's secret, never with its e-mail, and limits each card to three a day", async () => {
    const order = await giftCardOrder(t, { sku: card, amount: 20, email: "limit@example.com" });
    const detail = await orderDetail(t, order);
    // Number and e-mail would let anyone send the card to themselves (decision 0077).
    const stolen = await resend(undefined, {
      orderNumber: order.orderNo,
      email: detail.email,
      lineNo: giftLineNo(detail),
      recipientEmail: "thief@example.com",
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ errorDetails: [{ errorId: "OHS4004", field: "st" }] });
    expect(await giftCardMails(t, "thief@example.com")).toHaveLength(0);
    const ask = { orderNumber: order.orderNo, st: order.st, lineNo: giftLineNo(detail) };
    for (let time = 0; time < 3; time++) {
      const sent = await resend(undefined, ask);
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const fourth = await resend(undefined, ask);
    expect(fourth.statusCode).toBe(429);
    expect(await giftCardMails(t, "limit@example.com")).toHaveLength(4);
  });

  it("answers OHS4004 for another's order or an unknown card, VAL400 at lineNo for a line that is no gift card", async () => {
    const owner = await t.registeredToken();
    const order = await giftCardOrder(t, { sku: card, amount: 20 }, owner);
    const detail = await orderDetail(t, order);
    const stranger = await t.registeredToken();
    const other = await resend(stranger.token, {
      orderNumber: order.orderNo,
      lineNo: giftLineNo(detail),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorDetails: [{ errorId: "OHS4004" }] });
    const noUnit = await resend(owner.token, {
      orderNumber: order.orderNo,
      lineNo: giftLineNo(detail),
      unitNo: 2,
    });
    expect(noUnit.json()).toMatchObject({ errorDetails: [{ errorId: "OHS4004" }] });
    const shoesLine = detail.items.findIndex((item) => item.upc !== card.upc) + 1;
    const shoes = await resend(owner.token, { orderNumber: order.orderNo, lineNo: shoesLine });
    expect(shoes.statusCode).toBe(400);
    expect(shoes.json()).toMatchObject({ errorDetails: [{ errorId: "VAL400", field: "lineNo" }] });
  });
});

describe("cancelling an order with gift cards", () => {
  it("issues nothing for an order cancelled before its event is delivered", async () => {
    const shopper = await t.registeredToken();
    const recipient = "too.late@example.com";
    const order = await giftCardOrder(t, { sku: card, amount: 20, email: recipient }, shopper);
    // As if the cancel had won the race: the order is cancelled, then the event comes again.
    await t.db.query("delete from issued_gift_cards where order_no = $1", [order.orderNo]);
    const cancelled = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
      token: shopper.token,
      payload: { orderNumber: order.orderNo },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await t.services.giftcards.issueForOrder(order.orderNo)).toBe(0);
    const [{ count }] = (await t.db.query<{ count: number }>(
      "select count(*)::int as count from issued_gift_cards where order_no = $1",
      [order.orderNo],
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it("blocks its cards: they neither check nor pay (GFC725)", async () => {
    const shopper = await t.registeredToken();
    const recipient = "cancelled@example.com";
    const order = await giftCardOrder(
      t,
      { sku: card, amount: 45, qty: 2, email: recipient },
      shopper,
    );
    const cancelled = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
      token: shopper.token,
      payload: { orderNumber: order.orderNo },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const mail of await giftCardMails(t, recipient)) {
      const checked = await balance(mail.number, mail.pin);
      expect(checked.json()).toMatchObject({ errorDetails: [{ errorId: "GFC725" }] });
    }
    const listed = (await myCards(shopper.token)).filter(
      (entry) => entry.orderNumber === order.orderNo,
    );
    expect(listed.map((entry) => [entry.status, entry.balance])).toEqual([
      ["blocked", 0],
      ["blocked", 0],
    ]);
    const again = await resend(shopper.token, {
      orderNumber: order.orderNo,
      lineNo: listed[0]?.lineNo,
    });
    expect(again.json()).toMatchObject({ errorDetails: [{ errorId: "GFC725" }] });
  });
});
