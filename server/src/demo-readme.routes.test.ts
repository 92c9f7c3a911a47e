// databases: pglite, postgres — the README's demo: `npm start` runs it on the embedded database, a deployment on PostgreSQL
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type {
  Cart,
  ConsumerProfileView,
  LoyaltyVouchers,
  Placement,
  ProgramSpend,
  WelcomePromo,
} from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoAccounts } from "../../seed/demo-accounts";
import { loadDemoData } from "../../seed/seed-loader";
import { createServices } from "./app";
import { cardToken, placeOrder, readyBag, type Sku } from "../test/checkout";
import { signInShopper } from "../test/shoppers";
import { createTestApp, errorOf, type TestApp } from "../test/test-app";

// Every promise README.md makes about the demo, checked on a fresh seed (issue 26 point 7): the
// catalogue the tests load plus what `npm run seed` adds (loadDemoData). The README is read and
// its demo tables and lists parsed here, so a promise added to it without a check that
// understands it fails ("no check for …") instead of going unnoticed. To check a new kind of
// promise, add a pattern to the claims of its section below (ROLE_CLAIMS for the accounts
// table, CODE_CLAIMS for the promo codes, CARD_RESULTS for the test cards).

const README = readFileSync(join(import.meta.dirname, "../../README.md"), "utf8");

/** The text of a `## title` section of the README. */
function section(title: string): string {
  const start = README.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`README.md has no "## ${title}" section`);
  const end = README.indexOf("\n## ", start + 1);
  return README.slice(start, end < 0 ? undefined : end);
}

/** The body rows of the first Markdown table after `after` in `text`, as trimmed cells. */
function tableRows(text: string, after = ""): string[][] {
  const lines = text.slice(text.indexOf(after)).split("\n");
  const first = lines.findIndex((line) => line.trim().startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first)) {
    if (!line.trim().startsWith("|")) break;
    rows.push(
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  // The header and the |---| line.
  return rows.slice(2);
}

const ticks = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
const amount = (text: string) => Number(text.replace(/,/g, ""));
const toMinor = (major: number) => Math.round(major * 100);

/** "$250", "C$300", "£200", "€250" as the README writes a site's money. */
const CURRENCY_OF_SYMBOL: Record<string, string> = { $: "USD", C$: "CAD", "£": "GBP", "€": "EUR" };
function moneyList(text: string): { currency: string; minor: number }[] {
  return [...text.matchAll(/(C\$|\$|£|€)([\d,]+(?:\.\d\d)?)/g)].map((match) => ({
    currency: CURRENCY_OF_SYMBOL[match[1] ?? ""] ?? "?",
    minor: toMinor(amount(match[2] ?? "0")),
  }));
}

let t: TestApp;
let password: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => loadDemoData(tx));
  const said = /with the password `([^`]+)`/.exec(section("Demo accounts"));
  password = said?.[1] ?? "";
});
afterAll(async () => {
  await t?.close();
});

const tokens = new Map<string, string>();
/** A demo account's access token, signed in with the README's password. */
async function signIn(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const { accessToken } = await signInShopper(t, email, password);
  tokens.set(email, accessToken);
  return accessToken;
}

async function profileOf(token: string): Promise<ConsumerProfileView> {
  const response = await t.call({
    method: "GET",
    url: "/consumers-v3/consumer?locale=en-us&withLoyalty=true",
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConsumerProfileView;
}

/** A site of the seed by its currency (the first by locale). */
async function localeOf(currency: string): Promise<string> {
  const [site] = await t.db.query<{ locale: string }>(
    "select locale from sites where currency = $1 order by locale limit 1",
    [currency],
  );
  if (!site) throw new Error(`no seeded site sells in ${currency}`);
  return site.locale;
}

/** A size with stock priced in `currency`, at least `fromMinor`, and its price. */
async function sizeOf(currency: string, fromMinor = 0, skip: string[] = []) {
  const [row] = await t.db.query<Sku & { current_minor: number }>(
    `select k.upc, k.style_id, i.quantity, p.current_minor from skus k
       join styles s on s.style_id = k.style_id and not s.is_digital and not s.is_customs
       join inventory i on i.upc = k.upc and i.location_id = 'online'
       join prices p on p.color_variant_id = k.color_variant_id and p.currency = $1
      where i.quantity >= 20 and p.current_minor >= $2 and not (k.upc = any($3::text[]))
      order by p.current_minor, k.upc limit 1`,
    [currency, fromMinor, skip],
  );
  if (!row) throw new Error(`no size in stock from ${fromMinor} ${currency}`);
  return row;
}

/** A bag on `locale` (the shopper's, or a new guest's) worth at least `minMinor`. */
async function bagWorth(locale: string, currency: string, minMinor: number, token?: string) {
  const shopper = token ?? (await t.guestToken());
  const created = await t.call({
    method: "POST",
    url: `/cart/v1/cart?locale=${locale}`,
    token: shopper,
  });
  expect(created.statusCode, created.body).toBeLessThan(300);
  const cart = created.json() as Cart;
  const gift = await t.db.query<{ upc: string }>(
    `select reward->>'upc' as upc from promotions where reward->>'kind' = 'gift'`,
  );
  const size = await sizeOf(
    currency,
    Math.ceil(minMinor / 10),
    gift.map((row) => row.upc),
  );
  const qty = Math.max(1, Math.ceil(minMinor / size.current_minor));
  const added = await t.call({
    method: "POST",
    url: `/cart/v1/item?locale=${locale}`,
    token: shopper,
    payload: { cartId: cart.basketId, productId: size.style_id, upc: size.upc, qty },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { token: shopper, cart: added.json() as Cart };
}

// ---------------------------------------------------------------- Demo accounts

interface RoleRow {
  role: string;
  signInWith: string;
  shows: string;
}

/** What one account's sign-in and "what it shows" promise, checked for a signed-in shopper. */
interface ClaimContext {
  row: RoleRow;
  email: string;
  token: string;
  profile: ConsumerProfileView;
}

/** The programme block a profile shows for a role's banner. */
function spendOf(profile: ConsumerProfileView): ProgramSpend | null {
  const details = profile.consumerDetails;
  return details.employee ?? details.athlete ?? details.prosumer ?? null;
}

/**
 * What a demo account's "what it shows" may promise: each pattern found in the cell is checked.
 * A cell with a number or a phrase that no pattern takes fails the test (see `unchecked`).
 */
const ROLE_CLAIMS: {
  pattern: RegExp;
  check: (ctx: ClaimContext, match: RegExpExecArray) => Promise<void>;
}[] = [
  {
    // "a registered shopper with a complete profile": names, e-mail, phone, birth date,
    // postcode. The `ux` engineer's saved address and card (issue 26 point 22) belong here too.
    pattern: /a registered shopper with a complete profile/,
    check: async ({ profile, email }) => {
      expect(profile.consumerType).toBe("REGISTERED");
      const details = profile.consumerDetails;
      expect(details.email).toBe(email);
      for (const field of ["firstName", "lastName", "phone", "birthDate", "postalCode"] as const)
        expect(details[field], field).toBeTruthy();
    },
  },
  {
    // ": a saved address and Visa ending 1111 (express checkout)" (issue 26 point 22).
    pattern: /a saved address and (Visa|Mastercard|Amex) ending (\d{4}) \(express checkout\)/,
    check: async ({ token }, match) => {
      const addresses = await t.call({
        method: "GET",
        url: "/consumers-v3/consumer/address?locale=en-us",
        token,
      });
      expect(addresses.statusCode, addresses.body).toBe(200);
      const { addresses: list } = addresses.json() as { addresses: { main: boolean }[] };
      expect(list.some((address) => address.main)).toBe(true);
      const cards = await t.call({
        method: "GET",
        url: "/consumers-v3/consumer/payment_instruments?locale=en-us",
        token,
      });
      expect(cards.statusCode, cards.body).toBe(200);
      const { payment_instruments: saved } = cards.json() as {
        payment_instruments: {
          card?: { lastFour: string; cardType: string | null; main?: boolean };
        }[];
      };
      expect(saved.map((entry) => entry.card)).toContainEqual(
        expect.objectContaining({
          lastFour: match[2],
          cardType: (match[1] ?? "").toUpperCase(),
          main: true,
        }),
      );
    },
  },
  {
    pattern: /loyalty member with ([\d,]+) points/,
    check: async ({ profile }, match) => {
      expect(profile.isLoyaltyMember).toBe(true);
      expect(profile.loyaltySummary?.points.balance).toBe(amount(match[1] ?? ""));
    },
  },
  {
    pattern: /the ([\d,]+)-point voucher/,
    check: async ({ token }, match) => {
      const vouchers = await t.call({
        method: "GET",
        url: "/consumers-v3/consumer/loyalty/vouchers?locale=en-us",
        token,
      });
      expect(vouchers.statusCode, vouchers.body).toBe(200);
      const offered = (vouchers.json() as LoyaltyVouchers).offeredLoyaltyVoucher;
      expect(offered?.points).toBe(amount(match[1] ?? ""));
    },
  },
  {
    pattern: /an unused welcome code/,
    check: async ({ token }) => {
      const welcome = await t.call({
        method: "GET",
        url: "/consumers-v3/consumer/loyalty/promo/welcome?locale=en-us",
        token,
      });
      expect(welcome.statusCode, welcome.body).toBe(200);
      expect(welcome.json()).toMatchObject({
        redeemed: false,
        expired: false,
      } satisfies Partial<WelcomePromo>);
    },
  },
  {
    // The employee: the terms dialog until accepted, then the discount in the bag.
    pattern: /the employee-terms dialog after sign-in; once accepted, (\d+)% off in the bag/,
    check: async ({ token, email, profile }, match) => {
      expect(profile.consumerType).toBe("EMPLOYEE");
      expect(profile.isEmployeeDiscountTCAccepted).toBe(false);
      const accepted = await t.call({
        method: "POST",
        url: "/consumers-v3/consumer/employeeDiscountTC?locale=en-us",
        token,
        payload: { isEmployeeDiscountTCAccepted: true },
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const { cart } = await bagWorth("en-us", "USD", 5000, await signIn(email));
      const percent = Number(match[1]);
      expect(cart.totals.totalDiscount).toBeCloseTo((cart.totals.itemTotal * percent) / 100, 1);
      expect(cart.promoSummary.map((p) => p.promotionId)).toContain("EMPLOYEE_DISCOUNT");
    },
  },
  {
    // "$420 of $1,500 spent", "$650 of a $2,000 annual credit", "$1,250 of a $3,000 annual
    // allowance": this year's spend of the account's programme.
    pattern: /\$([\d,]+) of (?:a )?\$([\d,]+)(?: annual (credit|allowance))?/,
    check: async ({ profile }, match) => {
      const spend = spendOf(profile);
      expect(spend?.year).toBe(new Date().getUTCFullYear());
      expect(spend?.currentSpend).toBe(amount(match[1] ?? ""));
      const limit = match[3] === "credit" ? spend?.annualCredit : spend?.annualCap;
      expect(limit).toBe(amount(match[2] ?? ""));
    },
  },
  {
    // "the athlete banner", "the WRANX banner": the programme the account belongs to; an athlete
    // with allowance left pays with it, and not with rewards (000 §6).
    pattern: /the (athlete|WRANX|IPA) banner/,
    check: async ({ profile, token }, match) => {
      const program = (match[1] ?? "").toUpperCase();
      expect(spendOf(profile)?.program).toBe(program);
      if (program !== "ATHLETE") return;
      const { cart } = await bagWorth("en-us", "USD", 5000, token);
      const methods = await t.call({
        method: "GET",
        url: `/cart/v1/cart/${cart.basketId}/paymentMethods?locale=en-us`,
        token,
      });
      expect(methods.statusCode, methods.body).toBe(200);
      const ids = (
        methods.json() as { applicablePaymentMethods: { id: string }[] }
      ).applicablePaymentMethods.map((method) => method.id);
      expect(ids).toContain("ATHLETES_PAYMENT");
      expect(ids).not.toContain("REWARD_CODE");
      expect(ids).not.toContain("REWARD_CARD");
    },
  },
];

/** What a cell says that no claim took: any number, currency or percent left over. */
function unchecked(text: string, patterns: readonly RegExp[]): string | null {
  let rest = text;
  for (const pattern of patterns) rest = rest.replace(pattern, "");
  return /[\d$£€%]/.test(rest) ? rest : null;
}

describe("README: demo accounts", () => {
  const rows: RoleRow[] = tableRows(section("Demo accounts")).map(([role, signInWith, shows]) => ({
    role: role ?? "",
    signInWith: signInWith ?? "",
    shows: shows ?? "",
  }));

  it("lists the accounts and one password", () => {
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(password).toMatch(/\S{8,}/);
  });

  for (const row of rows.filter((r) => r.signInWith.includes("@"))) {
    it(`${row.role}: signs in with the README's password and shows what it says`, async () => {
      const email = ticks(row.signInWith)[0] ?? "";
      const token = await signIn(email);
      const ctx = { row, email, token, profile: await profileOf(token) };
      const found = ROLE_CLAIMS.map((claim) => ({
        claim,
        match: claim.pattern.exec(row.shows),
      })).filter((hit) => hit.match !== null);
      expect(found.length, `no check for "${row.shows}"`).toBeGreaterThan(0);
      expect(
        unchecked(
          row.shows,
          found.map((hit) => hit.claim.pattern),
        ),
        `no check for part of "${row.shows}"`,
      ).toBeNull();
      for (const { claim, match } of found) if (match) await claim.check(ctx, match);
    });
  }

  it("store associate: the named associate of the named store opens a session with the secret", async () => {
    const row = rows.find((r) => /associate-login/.test(r.signInWith));
    expect(row, "the associate's row").toBeDefined();
    const text = row?.signInWith ?? "";
    const storeName = /store \*\*([^*]+)\*\*/.exec(text)?.[1] ?? "";
    const [first, initial] = (/associate \*\*([^*]+)\*\*/.exec(text)?.[1] ?? "").split(" ");
    const secret = ticks(text).find((tick) => !tick.startsWith("/")) ?? "";
    const [employee] = await t.db.query<{ store_id: string; store_employee_id: string }>(
      `select e.store_id, e.store_employee_id from store_employees e
         join stores s on s.store_id = e.store_id
        where s.name = $1 and e.first_name = $2 and e.last_name like $3`,
      [storeName, first, `${(initial ?? "").replace(".", "")}%`],
    );
    expect(employee, `${first} ${initial} at ${storeName}`).toBeDefined();
    const login = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/agent/login",
      payload: {
        storeId: employee?.store_id,
        storeEmployeeId: employee?.store_employee_id,
        secret,
      },
    });
    expect(login.statusCode, login.body).toBe(200);
  });

  it("reward codes and cards: each account's pays its stated value, again after a re-seed", async () => {
    const text = section("Demo accounts");
    const paragraph = text.slice(text.indexOf("Reward codes and reward cards"));
    const owners = paragraph.split(/(?=`demo-[a-z]+`)/).slice(1);
    expect(owners.length).toBeGreaterThan(0);
    for (const round of [1, 2]) {
      for (const chunk of owners) {
        const role = /`demo-([a-z]+)`/.exec(chunk)?.[1] ?? "";
        const tenders = [
          ...[...chunk.matchAll(/the code `(\w+)` \(([\d.]+)/g)].map((m) => ({
            body: { payment_method_id: "REWARD_CODE", code: m[1] },
            value: Number(m[2]),
          })),
          ...[...chunk.matchAll(/the card `(\d+)` \(([\d.]+)/g)].map((m) => ({
            body: { payment_method_id: "REWARD_CARD", number: m[1] },
            value: Number(m[2]),
          })),
        ];
        expect(tenders.length, chunk).toBeGreaterThan(0);
        const token = await signIn(`demo-${role}@ridgeline.example`);
        const total = tenders.reduce((sum, tender) => sum + toMinor(tender.value), 0);
        const { cart } = await bagWorth("en-us", "USD", total + 1000, token);
        let answer: Cart | null = null;
        for (const tender of tenders) {
          const paid = await t.call({
            method: "POST",
            url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
            token,
            payload: tender.body,
          });
          expect(paid.statusCode, `${role} ${JSON.stringify(tender.body)}: ${paid.body}`).toBe(200);
          answer = paid.json() as Cart;
        }
        expect(answer?.payment_instruments.map((instrument) => instrument.amount)).toEqual(
          tenders.map((tender) => tender.value),
        );
        // Off the bag again, so the next round adds them afresh.
        for (const instrument of answer?.payment_instruments ?? []) {
          const removed = await t.call({
            method: "DELETE",
            url: `/cart/v1/cart/${cart.basketId}/paymentInstruments?locale=en-us`,
            token,
            payload: { payment_instrument_id: instrument.payment_instrument_id },
          });
          expect(removed.statusCode, removed.body).toBe(200);
        }
      }
      // "Re-seeding issues them again, unspent": spend them all, seed the accounts again (what
      // `npm run seed` does after the catalogue), they pay again.
      if (round === 1) {
        await t.db.query("update loyalty_rewards set spent_minor = value_minor");
        await t.db.transaction((tx) => loadDemoAccounts(tx));
      }
    }
  });
});

// ---------------------------------------------------------------- Demo promotions

const coupon = (token: string, cart: Cart, code: string) =>
  t.call({
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
      const terms = await t.call({ method: "GET", url: `/cart/v1/shippingTerms?locale=${locale}` });
      expect(
        toMinor((terms.json() as { freeShippingThreshold: number }).freeShippingThreshold),
      ).toBe(minor);
      const { token, cart } = await bagWorth(locale, currency, minor);
      const home = (answer: Cart) => answer.shippingMethods.find((s) => s.shippingId === "me");
      expect(home(cart)?.code).toBe("STANDARD");
      expect(cart.totals.shipping, `${locale} standard over the threshold`).toBe(0);
      const express = await t.call({
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
    const { cart } = await readyBag(t, size, 2, token);
    const giftUpc = cart.items.find((item) => item.bonus)?.upc;
    expect(giftUpc).toBeDefined();
    const stock = async () =>
      (
        await t.db.query<{ quantity: number }>(
          "select quantity from inventory where upc = $1 and location_id = 'online'",
          [giftUpc],
        )
      )[0]?.quantity ?? 0;
    const before = await stock();
    const placed = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
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
      const { cart, token } = await readyBag(t, await sizeOf("USD", 1000));
      // "(Amex, 4-digit code)": the security code has the length the row says, else 3 digits.
      const digits = Number(/(\d)-digit code/.exec(card.result)?.[1] ?? 3);
      const vaulted = await createServices(t.config, t.db).payments.sandbox.tokeniseCard(
        {
          number: card.number,
          expirationMonth: 7,
          expirationYear: new Date().getUTCFullYear() + 2,
          securityCode: "1234".slice(0, digits),
          holder: "Ada Lovelace",
        },
        { basketId: cart.basketId },
      );
      const placed = await placeOrder(t, token, cart, { cardToken: vaulted.token });
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
      t.call({
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
    const [card] = await t.db.query<Sku>(
      `select k.upc, k.style_id, i.quantity from skus k
         join inventory i on i.upc = k.upc and i.location_id = 'online'
         join styles s on s.style_id = k.style_id
        where s.is_digital order by k.upc limit 1`,
    );
    expect(card, "a digital gift card in the seed").toBeDefined();
    const { token, cart } = await bagWorth("en-us", "USD", 0);
    const added = await t.call({
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
