// databases: pglite, postgres — the README's demo: `npm start` runs it on the embedded database, a deployment on PostgreSQL
import type { Cart, Placement } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { createServices } from "./app";
import { cardToken, placeOrder, readyBag, type Sku } from "../test/checkout";
import { demoShop, moneyList, section, tableRows, ticks, toMinor } from "../test/demo-readme";
import { errorOf } from "../test/test-app";

// Every promise README.md makes about the demo, checked on a fresh seed (issue 26 point 7): the
// catalogue the tests load plus what `npm run seed` adds (loadDemoData). The README is read and
// its demo tables and lists parsed here, so a promise added to it without a check that
// understands it fails ("no check for …") instead of going unnoticed. To check a new kind of
// promise, add a pattern to the claims of its section below (ROLE_CLAIMS for the accounts
// table, CODE_CLAIMS for the promo codes, CARD_RESULTS for the test cards).
// This file: the promo codes and the payment sandbox; demo-readme-accounts.routes.test.ts: the
// demo accounts.

const demo = demoShop();
const { signIn, localeOf, sizeOf, bagWorth } = demo;

const coupon = (token: string, cart: Cart, code: string) =>
  demo.t.call({
    method: "PUT",
    url: "/cart/v1/coupon?locale=en-us",
    token,
    payload: { cartId: cart.basketId, code },
  });

/** What a promo code's row may promise; every row must match at least one. */
const CODE_CLAIMS: {
  pattern: RegExp;
  check: (code: string, match: RegExpExecArray, text: string) => Promise<void>;
}[] = [
  {
    // "15% off the order", "10% off for signed-in members": the order discount, as a member
    // when the row says members.
    pattern: /(\d+)% off/,
    check: async (code, match, text) => {
      const members = /signed-in|member/.test(text);
      const token = members ? await signIn("demo-consumer@ridgeline.example") : undefined;
      const { token: shopper, cart } = await bagWorth("en-us", "USD", 5000, token);
      const applied = await coupon(shopper, cart, code);
      expect(applied.statusCode, applied.body).toBe(200);
      const answer = applied.json() as Cart;
      expect(answer.couponItems).toContainEqual({ code, status: "APPLIED" });
      const percent = Number(match[1]);
      expect(answer.totals.totalDiscount).toBeCloseTo((answer.totals.itemTotal * percent) / 100, 1);
    },
  },
  {
    // "(PRM160 for a guest)", "refused as expired (PRM155)": a guest's bag is refused with it.
    pattern: /\((PRM\d+)(?: for a guest)?\)/,
    check: async (code, match) => {
      const { token, cart } = await bagWorth("en-us", "USD", 5000);
      const refused = await coupon(token, cart, code);
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(errorOf(refused)?.errorId).toBe(match[1]);
    },
  },
];

describe("README: demo promotions", () => {
  const text = section("Demo promotions");

  for (const [codeCell, what] of tableRows(text)) {
    const code = ticks(codeCell ?? "")[0] ?? "";
    it(`${code}: ${what}`, async () => {
      const found = CODE_CLAIMS.map((claim) => ({ claim, match: claim.pattern.exec(what ?? "") }));
      const hits = found.filter((hit) => hit.match !== null);
      expect(hits.length, `no check for "${what}"`).toBeGreaterThan(0);
      for (const { claim, match } of hits) if (match) await claim.check(code, match, what ?? "");
    });
  }

  it("free standard shipping from each site's stated threshold, not below it, never Express", async () => {
    const sentence = /free standard shipping over a threshold \(([^;)]+)/.exec(text)?.[1] ?? "";
    const thresholds = moneyList(sentence);
    expect(thresholds.map((entry) => entry.currency).sort()).toEqual(["CAD", "EUR", "GBP", "USD"]);
    for (const { currency, minor } of thresholds) {
      const locale = await localeOf(currency);
      const terms = await demo.t.call({
        method: "GET",
        url: `/cart/v1/shippingTerms?locale=${locale}`,
      });
      expect(
        toMinor((terms.json() as { freeShippingThreshold: number }).freeShippingThreshold),
      ).toBe(minor);
      const { token, cart } = await bagWorth(locale, currency, minor);
      const home = (answer: Cart) => answer.shippingMethods.find((s) => s.shippingId === "me");
      expect(home(cart)?.code).toBe("STANDARD");
      expect(cart.totals.shipping, `${locale} standard over the threshold`).toBe(0);
      const express = await demo.t.call({
        method: "POST",
        url: `/cart/v1/shippingMethod?locale=${locale}`,
        token,
        payload: { cartId: cart.basketId, shippingId: "me", code: "EXPRESS" },
      });
      expect(express.statusCode, express.body).toBe(200);
      expect((express.json() as Cart).totals.shipping, `${locale} express`).toBeGreaterThan(0);
    }
  });

  it("members get the free socks over each stated amount, in the bag and in the order; a guest is told to sign in", async () => {
    const paragraph = text.slice(text.indexOf("Signed-in shoppers also get"));
    const sentence = paragraph.slice(0, paragraph.indexOf(";"));
    const thresholds = moneyList(sentence);
    expect(thresholds.length).toBe(4);
    const token = await signIn("demo-consumer@ridgeline.example");
    for (const { currency, minor } of thresholds) {
      const locale = await localeOf(currency);
      const { cart } = await bagWorth(locale, currency, minor, token);
      expect(
        cart.notifications.map((note) => note.type),
        locale,
      ).not.toContain("GiftUnavailable");
      expect(
        cart.items.filter((item) => item.bonus),
        locale,
      ).toHaveLength(1);
    }
    const guest = await bagWorth("en-us", "USD", 1000);
    const socks = guest.cart.approachingPromotions.find((p) => p.promotionId.endsWith("FREESOCKS"));
    expect(socks?.calloutMsg).toMatch(/sign in/i);

    // The gift arrives: a member's order over the threshold takes one unit of it.
    const usd = thresholds.find((entry) => entry.currency === "USD");
    const size = await sizeOf("USD", Math.ceil((usd?.minor ?? 0) / 2));
    const { cart } = await readyBag(demo.t, size, 2, token);
    const giftUpc = cart.items.find((item) => item.bonus)?.upc;
    expect(giftUpc).toBeDefined();
    const stock = async () =>
      (
        await demo.t.db.query<{ quantity: number }>(
          "select quantity from inventory where upc = $1 and location_id = 'online'",
          [giftUpc],
        )
      )[0]?.quantity ?? 0;
    const before = await stock();
    const placed = await placeOrder(demo.t, token, cart, {
      cardToken: await cardToken(demo.t, cart),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((placed.json() as Placement).orderNumber).toBeTruthy();
    expect(await stock()).toBe(before - 1);
  });
});

// ---------------------------------------------------------------- Payment sandbox

/** What the test cards' "result when charged" may say, and how a placement shows it. */
const errorIdOf = (placed: { body: string }) =>
  (JSON.parse(placed.body) as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId;

const CARD_RESULTS: {
  pattern: RegExp;
  check: (placed: { statusCode: number; body: string }, result: string) => void;
}[] = [
  {
    pattern: /^approved/,
    check: (placed) => {
      expect(placed.statusCode, placed.body).toBe(200);
      expect((JSON.parse(placed.body) as Placement).flash ?? []).toEqual([]);
    },
  },
  {
    pattern: /^declined( \(Mastercard\))?$/,
    check: (placed) => {
      expect(placed.statusCode).toBe(402);
      expect(
        (JSON.parse(placed.body) as { errorDetails: { errorId: string }[] }).errorDetails[0]
          ?.errorId,
      ).toBe("PAY400");
    },
  },
  {
    pattern: /^3-D Secure challenge( \(Mastercard\))?$/,
    check: (placed) => {
      expect(placed.statusCode, placed.body).toBe(200);
      expect((JSON.parse(placed.body) as Placement).flash[0]?.action).toMatchObject({
        type: "THREEDS2",
      });
    },
  },
  ...(["fraud", "expired"] as const).map((kind) => ({
    // "refused as fraud (PYT402)": refused with the code the row names.
    pattern: new RegExp(`^refused as ${kind} \\((\\w+)\\)$`),
    check: (placed: { statusCode: number; body: string }, result: string) => {
      expect(placed.statusCode, placed.body).toBeGreaterThanOrEqual(400);
      expect(placed.statusCode).toBeLessThan(500);
      expect(errorIdOf(placed)).toBe(/\((\w+)\)$/.exec(result)?.[1]);
    },
  })),
  {
    // The provider down or silent: nothing was charged, the shopper may try again (PAY503).
    pattern: /^(provider down at authorisation|authorisation times out \(3 s\)): PAY503/,
    check: (placed) => {
      expect(errorIdOf(placed), placed.body).toBe("PAY503");
    },
  },
];

describe("README: payment sandbox", () => {
  const text = section("Payment sandbox");
  const cards = tableRows(text).map(([number, result]) => ({
    number: (ticks(number ?? "")[0] ?? "").replace(/\s/g, ""),
    result: result ?? "",
  }));

  for (const card of cards) {
    it(`card ${card.number}: ${card.result}`, async () => {
      expect(card.number).toMatch(/^\d{15,16}$/);
      const check = CARD_RESULTS.find((result) => result.pattern.test(card.result));
      expect(check, `no check for "${card.result}"`).toBeDefined();
      const { cart, token } = await readyBag(demo.t, await sizeOf("USD", 1000));
      // "(Amex, 4-digit code)": the security code has the length the row says, else 3 digits.
      const digits = Number(/(\d)-digit code/.exec(card.result)?.[1] ?? 3);
      const vaulted = await createServices(demo.t.config, demo.t.db).payments.sandbox.tokeniseCard(
        {
          number: card.number,
          expirationMonth: 7,
          expirationYear: new Date().getUTCFullYear() + 2,
          securityCode: "1234".slice(0, digits),
          holder: "Ada Lovelace",
        },
        { basketId: cart.basketId },
      );
      const placed = await placeOrder(demo.t, token, cart, { cardToken: vaulted.token });
      check?.check(placed, card.result);
    });
  }

  it("gift cards: each stated balance, the wrong PIN, and the cards that cannot pay", async () => {
    const sentence = text.slice(text.indexOf("Gift cards ("), text.indexOf("A card pays for"));
    const wrongPin = /but `(\d+)`, which is the wrong PIN/.exec(sentence)?.[1] ?? "";
    const first = /`(6036[\d ]+)` holds ([\d.]+)/.exec(sentence);
    const full = (first?.[1] ?? "").replace(/\s/g, "");
    const entries = [
      { number: full, says: `holds ${first?.[2]}` },
      ...[...sentence.matchAll(/`…(\d{4})` ([^,`]+?)(?=,|$| for this shop)/g)].map((m) => ({
        number: full.slice(0, -4) + (m[1] ?? ""),
        says: (m[2] ?? "").trim(),
      })),
    ];
    expect(entries.length).toBeGreaterThanOrEqual(7);
    const balance = (number: string, pin: string) =>
      demo.t.call({
        method: "POST",
        url: "/cart/v1/giftcard/balance?locale=en-us",
        payload: { number, pin },
        remoteAddress: `10.77.${entries.length}.${Math.floor(Math.random() * 250)}`,
      });
    const refusals = new Set<string>();
    for (const entry of entries) {
      const answer = await balance(entry.number, "4321");
      const stated = /^(?:holds )?([\d.]+)$/.exec(entry.says);
      if (stated) {
        expect(answer.statusCode, `${entry.number}: ${answer.body}`).toBe(200);
        expect((answer.json() as { balance: number }).balance).toBe(Number(stated[1]));
      } else if (entry.says === "nothing") {
        expect(answer.statusCode, answer.body).toBe(200);
        expect((answer.json() as { balance: number }).balance).toBe(0);
      } else {
        expect(/has expired|is not/.test(entry.says), `no check for "${entry.says}"`).toBe(true);
        expect(answer.statusCode, `${entry.number} ${entry.says}`).toBe(400);
        refusals.add(errorOf(answer)?.errorId ?? "");
      }
    }
    // The expired card and the other shop's card are refused each with its own code.
    expect(refusals.size).toBe(2);
    const wrong = await balance(full, wrongPin);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)?.field).toBe("pin");
  });

  it("the e-gift card is sold at the locale's gift-card product, for an amount of the shopper's choice", async () => {
    const [card] = await demo.t.db.query<Sku>(
      `select k.upc, k.style_id, i.quantity from skus k
         join inventory i on i.upc = k.upc and i.location_id = 'online'
         join styles s on s.style_id = k.style_id
        where s.is_digital order by k.upc limit 1`,
    );
    expect(card, "a digital gift card in the seed").toBeDefined();
    const { token, cart } = await bagWorth("en-us", "USD", 0);
    const added = await demo.t.call({
      method: "POST",
      url: "/cart/v1/item?locale=en-us",
      token,
      payload: {
        cartId: cart.basketId,
        productId: card?.style_id,
        upc: card?.upc,
        qty: 1,
        customAmount: 35,
        giftOption: { to: "Grace Hopper", email: "grace@example.com", message: "Enjoy" },
      },
    });
    expect(added.statusCode, added.body).toBe(200);
  });
});
