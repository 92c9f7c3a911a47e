// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giftCardOrder, giftCardSku } from "../../../test/gift-cards";
import { guestShopper, placedOrder, type PlacedTestOrder } from "../../../test/orders";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * Guests' order e-mails link where a guest can go (issue 26 point 20, decision 0077): the order's
 * page with a secret of its own, never the account area; registered shoppers keep the account's
 * page. Every e-mail an order gets, from its confirmation to its refund, for both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** What each template's subject says (English: the orders are placed on en-us). */
const TEMPLATES = {
  confirmation: (orderNo: string) => `Your order ${orderNo}`,
  giftCardsSent: (orderNo: string) => `were sent (order ${orderNo})`,
  shipped: (orderNo: string) => `Your order ${orderNo} is on its way`,
  delivered: (orderNo: string) => `Your order ${orderNo} has arrived`,
  returnLabel: (orderNo: string) => `for order ${orderNo}`,
  refund: (orderNo: string) => `Your refund for order ${orderNo}`,
  cancelled: (orderNo: string) => `Your order ${orderNo} is cancelled`,
  accessLink: (orderNo: string) => `Your link to order ${orderNo}`,
} as const;
type Template = keyof typeof TEMPLATES;

interface Mail {
  subject: string;
  text_body: string;
  html_body: string;
}

/** Every e-mail about the order, whoever it went to, with the template it was made from. */
async function mailsOf(orderNo: string): Promise<(Mail & { template: Template })[]> {
  const rows = await t.db.query<Mail & { to_address: string }>(
    "select to_address, subject, text_body, html_body from outbox where subject like $1 order by message_id",
    [`%${orderNo}%`],
  );
  return rows.map((row) => {
    const template = (Object.keys(TEMPLATES) as Template[])
      .filter((name) => row.subject.includes(TEMPLATES[name](orderNo)))
      // "Your order X" is in several subjects: the longest match names the template.
      .sort((a, b) => TEMPLATES[b](orderNo).length - TEMPLATES[a](orderNo).length)[0];
    if (!template) throw new Error(`an e-mail no template here knows: ${row.subject}`);
    return { ...row, template };
  });
}

const linksOf = (mail: Mail) => [
  ...new Set(
    [...`${mail.text_body} ${mail.html_body}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) =>
      m[0].replace(/&amp;/g, "&"),
    ),
  ),
];

/** Every order e-mail an order of `shopper` gets: placed with a gift card, delivered, partly returned and refunded; another cancelled; a link asked for. */
async function everyMail(shopper: { token: string; consumerNo: string }): Promise<{
  kept: PlacedTestOrder;
  cancelled: PlacedTestOrder;
}> {
  // Every test order's mail goes to one address: its hourly mail limit starts afresh here.
  await t.db.query("delete from rate_limit_counters");
  const cancelled = await placedOrder(t, { shopper });
  const card = await giftCardSku(t);
  const kept = await giftCardOrder(t, { sku: card, amount: 30 }, shopper);
  await t.services.orders.fulfilment.deliverAll(kept.orderNo);
  const started = await t.call({
    method: "POST",
    url: `/consumers-v3/consumer/return/${kept.orderNo}/returnLabel?locale=en-us`,
    token: shopper.token,
    payload: { st: kept.st, lines: [{ lineNo: 1, qty: 1, reason: "TOO_SMALL" }] },
  });
  expect(started.statusCode, started.body).toBe(201);
  await t.services.aftersales.receive((started.json() as { returnNumber: string }).returnNumber);
  const cancel = await t.call({
    method: "POST",
    url: "/consumers-v3/consumer/CancelOrder?locale=en-us",
    token: shopper.token,
    payload: { orderNumber: cancelled.orderNo, st: cancelled.st },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const [row] = await t.db.query<{ email: string }>(
    "select email from orders where order_no = $1",
    [kept.orderNo],
  );
  const asked = await t.call({
    method: "POST",
    url: "/consumers-v3/consumer/orderAccessLink?locale=en-us",
    payload: { orderNumber: kept.orderNo, email: row?.email },
    remoteAddress: `10.64.0.${Math.floor(Math.random() * 250) + 1}`,
  });
  expect(asked.statusCode, asked.body).toBe(202);
  return { kept, cancelled };
}

/** Whether a link opens without signing in: the order page's secret, the confirmation's, the label's key. */
async function opensAsGuest(link: string): Promise<boolean> {
  const url = new URL(link);
  const st = url.searchParams.get("st");
  if (url.pathname.endsWith("/order-lookup")) {
    const answer = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/TrackOrder?locale=en-us",
      payload: { orderNumber: url.searchParams.get("orderNumber"), st },
    });
    return answer.statusCode === 200;
  }
  if (url.pathname.endsWith("/order-confirmation")) {
    const answer = await t.call({
      method: "GET",
      url: `/cart/v2/checkout/order/${url.searchParams.get("orderNo")}?locale=en-us&st=${st}`,
    });
    return answer.statusCode === 200;
  }
  const label = /\/returns\/([^/]+)\/label$/.exec(url.pathname);
  if (label) {
    const answer = await t.call({
      method: "GET",
      url: `/consumers-v3/consumer/return/${label[1]}/label.pdf?key=${url.searchParams.get("key")}`,
    });
    return answer.statusCode === 200;
  }
  return false;
}

describe("the links of order e-mails", () => {
  it("give a guest links that open the order without an account, in every template", async () => {
    const guest = await guestShopper(t);
    const { kept, cancelled } = await everyMail(guest);
    const mails = [...(await mailsOf(kept.orderNo)), ...(await mailsOf(cancelled.orderNo))];
    expect(new Set(mails.map((mail) => mail.template))).toEqual(new Set(Object.keys(TEMPLATES)));
    for (const mail of mails) {
      const links = linksOf(mail);
      for (const link of links) expect(link, `${mail.template}: ${link}`).not.toContain("/account");
      // Each e-mail that links the order links a page the guest opens (the gift cards' note has no link).
      if (mail.template !== "giftCardsSent") {
        const order = links.filter((link) => !/\/[a-z]{2}-[a-z]{2}$/.test(link));
        expect(order.length, `${mail.template} has no link`).toBeGreaterThan(0);
        for (const link of order)
          expect(await opensAsGuest(link), `${mail.template}: ${link}`).toBe(true);
      }
    }
  });

  it("keep a registered shopper's links in the account, with no secret minted for them", async () => {
    const shopper = await t.registeredToken();
    const { kept, cancelled } = await everyMail(shopper);
    const mails = [...(await mailsOf(kept.orderNo)), ...(await mailsOf(cancelled.orderNo))];
    expect(new Set(mails.map((mail) => mail.template))).toEqual(new Set(Object.keys(TEMPLATES)));
    for (const mail of mails) {
      const links = linksOf(mail);
      if (["shipped", "delivered", "cancelled", "refund"].includes(mail.template)) {
        const orderNo = mail.template === "cancelled" ? cancelled.orderNo : kept.orderNo;
        expect(links, mail.template).toContain(
          `${t.config.publicOrigin}/en-us/account/orders/${orderNo}`,
        );
      }
      if (mail.template !== "accessLink")
        expect(
          links.filter((link) => link.includes("/order-lookup")),
          mail.template,
        ).toEqual([]);
    }
    const keys = await t.db.query<{ purpose: string }>(
      "select purpose from order_access_keys where order_no = any($1::text[])",
      [[kept.orderNo, cancelled.orderNo]],
    );
    // Only the link the look-up page was asked for.
    expect(keys.map((key) => key.purpose)).toEqual(["requested"]);
  });
});
