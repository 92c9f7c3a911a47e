// databases: pglite, postgres — the README's demo: `npm start` runs it on the embedded database, a deployment on PostgreSQL
import type {
  Cart,
  ConsumerProfileView,
  LoyaltyVouchers,
  ProgramSpend,
  WelcomePromo,
} from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { loadDemoAccounts } from "../../seed/demo-accounts";
import { amount, demoShop, section, tableRows, ticks, toMinor } from "../test/demo-readme";

// Every promise README.md makes about the demo, checked on a fresh seed (issue 26 point 7): the
// catalogue the tests load plus what `npm run seed` adds (loadDemoData). The README is read and
// its demo tables and lists parsed here, so a promise added to it without a check that
// understands it fails ("no check for …") instead of going unnoticed. To check a new kind of
// promise, add a pattern to the claims of its section below (ROLE_CLAIMS for the accounts
// table, CODE_CLAIMS for the promo codes, CARD_RESULTS for the test cards).
// This file: the demo accounts; demo-readme-shopping.routes.test.ts: the promo codes and the
// payment sandbox.

const demo = demoShop();
const { signIn, profileOf, bagWorth } = demo;
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
      const addresses = await demo.t.call({
        method: "GET",
        url: "/consumers-v3/consumer/address?locale=en-us",
        token,
      });
      expect(addresses.statusCode, addresses.body).toBe(200);
      const { addresses: list } = addresses.json() as { addresses: { main: boolean }[] };
      expect(list.some((address) => address.main)).toBe(true);
      const cards = await demo.t.call({
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
      const vouchers = await demo.t.call({
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
      const welcome = await demo.t.call({
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
      const accepted = await demo.t.call({
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
      const methods = await demo.t.call({
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

  it("lists the accounts and one demo.password", () => {
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(demo.password).toMatch(/\S{8,}/);
  });

  for (const row of rows.filter((r) => r.signInWith.includes("@"))) {
    it(`${row.role}: signs in with the README's demo.password and shows what it says`, async () => {
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
    const [employee] = await demo.t.db.query<{ store_id: string; store_employee_id: string }>(
      `select e.store_id, e.store_employee_id from store_employees e
         join stores s on s.store_id = e.store_id
        where s.name = $1 and e.first_name = $2 and e.last_name like $3`,
      [storeName, first, `${(initial ?? "").replace(".", "")}%`],
    );
    expect(employee, `${first} ${initial} at ${storeName}`).toBeDefined();
    const login = await demo.t.call({
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
          const paid = await demo.t.call({
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
          const removed = await demo.t.call({
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
        await demo.t.db.query("update loyalty_rewards set spent_minor = value_minor");
        await demo.t.db.transaction((tx) => loadDemoAccounts(tx));
      }
    }
  });
});
