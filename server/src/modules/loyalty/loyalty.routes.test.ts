// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { randomBytes } from "node:crypto";
import type { LoyaltyVouchers, WelcomePromo } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { verifyLoyaltyToken } from "./loyalty.helpers";
import { createLoyaltyService, type LoyaltyService } from "./loyalty.service";

let t: TestApp;
let loyalty: LoyaltyService;
const KEY = randomBytes(32);
beforeAll(async () => {
  t = await createTestApp();
  // The service itself, on the test's database, for the calls checkout will make.
  loyalty = createLoyaltyService({ db: t.db, tokenKey: KEY });
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
async function shopper() {
  serial += 1;
  const consumerNo = `L${randomBytes(8).toString("hex").toUpperCase()}`;
  await t.db.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, first_name, last_name, site_id)
     values ($1, $2, lower($2), 'scrypt$10$8$1$x$y', 'Lin', 'Mei', 'US')`,
    [consumerNo, `lin.${serial}.${randomBytes(3).toString("hex")}@example.com`],
  );
  const { token } = await t.registeredToken({ consumerNo });
  return { consumerNo, token };
}

async function member() {
  const who = await shopper();
  const joined = await t.call({
    method: "POST",
    url: "/consumers-v3/consumer?locale=en-us",
    token: who.token,
    payload: { consumerProfile: { enrollments: { loyalty: true } } },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return { ...who, memberId: (joined.json() as { memberId: string }).memberId };
}

const vouchers = async (token: string, locale = "en-us") =>
  t.call({ method: "GET", url: `/consumers-v3/consumer/loyalty/vouchers?locale=${locale}`, token });

describe("points (the loyalty service checkout will call)", () => {
  it("earns and spends points, one ledger row per change, the balance never below 0", async () => {
    const { consumerNo } = await member();
    expect(
      await loyalty.earnPoints(consumerNo, { points: 250, reason: "ORDER", reference: "O-1" }),
    ).toEqual({ balance: 250, applied: true });
    // The same order is not awarded twice.
    expect(
      await loyalty.earnPoints(consumerNo, { points: 250, reason: "ORDER", reference: "O-1" }),
    ).toEqual({ balance: 250, applied: false });
    await expect(
      loyalty.spendPoints(consumerNo, { points: 300, reason: "ORDER_SPEND", reference: "O-2" }),
    ).rejects.toMatchObject({ errorId: "REW140" });
    expect(
      await loyalty.spendPoints(consumerNo, {
        points: 250,
        reason: "ORDER_SPEND",
        reference: "O-2",
      }),
    ).toEqual({ balance: 0, applied: true });
    const ledger = await t.db.query<{ delta: number; balance_after: number }>(
      "select delta, balance_after from loyalty_points_ledger where consumer_no = $1 order by entry_id",
      [consumerNo],
    );
    expect(ledger).toEqual([
      { delta: 250, balance_after: 250 },
      { delta: -250, balance_after: 0 },
    ]);
  });

  it("lets only one of two simultaneous spends through when the balance covers one", async () => {
    const { consumerNo } = await member();
    await loyalty.earnPoints(consumerNo, { points: 100, reason: "ORDER", reference: "O-50" });
    const spend = (reference: string) =>
      loyalty.spendPoints(consumerNo, { points: 80, reason: "ORDER_SPEND", reference });
    const outcomes = await Promise.allSettled([spend("O-51"), spend("O-52")]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === "rejected")).toMatchObject({
      reason: { errorId: "REW140" },
    });
    expect((await loyalty.membership(consumerNo))?.balance).toBe(20);
  });

  it("commits points with the caller's transaction, or not at all", async () => {
    const { consumerNo } = await member();
    await t.db
      .transaction(async (tx) => {
        await loyalty.earnPoints(consumerNo, { points: 40, reason: "ORDER", reference: "X" }, tx);
        throw new Error("the order failed");
      })
      .catch(() => undefined);
    expect((await loyalty.membership(consumerNo))?.balance).toBe(0);
  });

  it("refuses points to a non-member (REW130) and nonsense amounts (VAL400)", async () => {
    const { consumerNo } = await shopper();
    await expect(
      loyalty.earnPoints(consumerNo, { points: 10, reason: "ORDER", reference: "O-9" }),
    ).rejects.toMatchObject({ errorId: "REW130" });
    const joined = await member();
    await expect(
      loyalty.earnPoints(joined.consumerNo, { points: 1.5, reason: "ORDER", reference: "O-9" }),
    ).rejects.toMatchObject({ errorId: "VAL400", field: "points" });
  });
});

describe("GET /consumers-v3/consumer/loyalty/vouchers", () => {
  it("offers the highest voucher whose threshold the balance meets, in the site's currency", async () => {
    const { consumerNo, token } = await member();
    const none = (await vouchers(token)).json() as LoyaltyVouchers;
    expect(none).toMatchObject({ currentLoyaltyPoints: 0, offeredLoyaltyVoucher: null });
    expect(none.applicableLoyaltyVouchers.every((voucher) => !voucher.eligible)).toBe(true);
    await loyalty.earnPoints(consumerNo, { points: 620, reason: "BONUS", reference: "welcome" });
    const response = await vouchers(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      currentLoyaltyPoints: 620,
      currency: "USD",
      applicableLoyaltyVouchers: [
        { points: 100, amountInCurrency: 5, available: true, eligible: true },
        { points: 200, amountInCurrency: 10, available: true, eligible: true },
        { points: 500, amountInCurrency: 25, available: true, eligible: true },
        { points: 1000, amountInCurrency: 50, available: true, eligible: false },
      ],
      offeredLoyaltyVoucher: { points: 500, amountInCurrency: 25, available: true, eligible: true },
    });
    const pounds = (await vouchers(token, "en-gb")).json() as LoyaltyVouchers;
    expect(pounds).toMatchObject({
      currency: "GBP",
      offeredLoyaltyVoucher: { points: 500, amountInCurrency: 20 },
    });
  });

  it("answers 404 4044 to a non-member and 401 AUT432 to a guest", async () => {
    const { token } = await shopper();
    const response = await vouchers(token);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)?.errorId).toBe("4044");
    expect(errorOf(await vouchers(await t.guestToken()))?.errorId).toBe("AUT432");
  });
});

describe("POST /consumers-v3/consumer/loyalty/token", () => {
  const tokenCall = (
    token: string,
    payload?: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    t.call({
      method: "POST",
      url: "/consumers-v3/consumer/loyalty/token",
      token,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  it("answers a short-lived signed token naming the member", async () => {
    const { token, memberId } = await member();
    const response = await tokenCall(
      token,
      { usid: "session-1", referralCode: "FRIEND-42" },
      { source: "app" },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { loyaltyToken: string; memberId: string; expiresIn: number };
    expect(body).toMatchObject({ memberId, expiresIn: 900 });
    // Signed with the app's key: the test's own key does not verify it.
    expect(verifyLoyaltyToken(KEY, body.loyaltyToken, Date.now() / 1000)).toBeNull();
    const [payload] = body.loyaltyToken.split(".");
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toMatchObject({
      memberId,
      usid: "session-1",
      referralCode: "FRIEND-42",
      source: "app",
    });
    expect((await tokenCall(token)).statusCode).toBe(200);
  });

  it("answers 4044 to a non-member and VAL400 for a bad referral code or source", async () => {
    const { token } = await shopper();
    expect(errorOf(await tokenCall(token, {}))).toMatchObject({ errorId: "4044" });
    const joined = await member();
    expect(errorOf(await tokenCall(joined.token, { referralCode: "no spaces" }))).toMatchObject({
      errorId: "VAL400",
      field: "referralCode",
    });
    expect(errorOf(await tokenCall(joined.token, {}, { source: "a b" }))).toMatchObject({
      errorId: "VAL400",
      field: "source",
    });
  });
});

describe("GET /consumers-v3/consumer/loyalty/promo/welcome", () => {
  it("answers the member's own welcome code, made at enrolment and valid for 30 days", async () => {
    const first = await member();
    const second = await member();
    const promoOf = async (token: string) => {
      const response = await t.call({
        method: "GET",
        url: "/consumers-v3/consumer/loyalty/promo/welcome",
        token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as WelcomePromo;
    };
    const promo = await promoOf(first.token);
    expect(promo).toMatchObject({ discountPercentage: 10, redeemed: false, expired: false });
    expect(promo.promoCode).toMatch(/^WELCOME-[2-9A-Z]{8}$/);
    const days = (Date.parse(promo.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect((await promoOf(second.token)).promoCode).not.toBe(promo.promoCode);
    const outsider = await shopper();
    const refused = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/loyalty/promo/welcome",
      token: outsider.token,
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused)?.errorId).toBe("4044");
  });
});

describe("redeeming the welcome promo (the loyalty service checkout will call)", () => {
  it("spends the member's own code once, refuses others' codes, and can give it back", async () => {
    const first = await member();
    const second = await member();
    const promo = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/loyalty/promo/welcome",
      token: first.token,
    });
    const { promoCode } = promo.json() as WelcomePromo;
    await expect(loyalty.redeemWelcomePromo(second.consumerNo, promoCode)).rejects.toMatchObject({
      errorId: "PRM130",
      field: "code",
    });
    expect(await loyalty.redeemWelcomePromo(first.consumerNo, promoCode.toLowerCase())).toEqual({
      discountPercentage: 10,
    });
    await expect(loyalty.redeemWelcomePromo(first.consumerNo, promoCode)).rejects.toMatchObject({
      errorId: "PRM150",
    });
    const redeemed = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/loyalty/promo/welcome",
      token: first.token,
    });
    expect(redeemed.json()).toMatchObject({ promoCode, redeemed: true });
    await loyalty.releaseWelcomePromo(first.consumerNo, promoCode);
    expect(await loyalty.redeemWelcomePromo(first.consumerNo, promoCode)).toEqual({
      discountPercentage: 10,
    });
    await t.db.query(
      "update loyalty_welcome_promos set redeemed_at = null, expires_at = now() - interval '1 day' where code = $1",
      [promoCode],
    );
    await expect(loyalty.redeemWelcomePromo(first.consumerNo, promoCode)).rejects.toMatchObject({
      errorId: "PRM155",
    });
  });
});

describe("loyalty enrolment at sign-up", () => {
  it("enrols a shopper who ticks loyaltyEnrollment, in the sign-up's transaction", async () => {
    const email = `join.${randomBytes(4).toString("hex")}@example.com`;
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/auth/signup?locale=en-us",
      payload: {
        firstName: "Ana",
        lastName: "Lima",
        email,
        password: "Trailhead42",
        isTermsConfirmed: true,
        subscriptions: { loyaltyEnrollment: true },
        recaptcha_response: await t.botAnswer("register"),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { consumerNo } = response.json() as { consumerNo: string };
    expect(await loyalty.membership(consumerNo)).toMatchObject({ balance: 0 });
    const [source] = await t.db.query<{ source: string }>(
      "select source from loyalty_members where consumer_no = $1",
      [consumerNo],
    );
    expect(source?.source).toBe("SIGNUP");
  });
});
