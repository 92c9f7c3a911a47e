// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart, ConsumerProfileView, LoyaltyVouchers } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEMO_ASSOCIATE,
  DEMO_PASSWORD,
  DEMO_SHOPPERS,
  loadDemoAccounts,
} from "../../../../seed/demo-accounts";
import { signInShopper } from "../../../test/shoppers";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Twice: the seed resets the accounts and must not book the loyalty points again.
  await loadDemoAccounts(t.db);
  await loadDemoAccounts(t.db);
});
afterAll(async () => {
  await t?.close();
});

const demo = (role: string) => {
  const account = DEMO_SHOPPERS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`no demo ${role}`);
  return account;
};

async function profileOf(role: string): Promise<{ token: string; profile: ConsumerProfileView }> {
  const { accessToken: token } = await signInShopper(t, demo(role).email, DEMO_PASSWORD);
  const response = await t.call({
    method: "GET",
    url: "/consumers-v3/consumer?locale=en-us&withLoyalty=true",
    token,
  });
  expect(response.statusCode).toBe(200);
  return { token, profile: response.json() as ConsumerProfileView };
}

describe("the demo accounts of README.md", () => {
  it("signs the loyalty member in with 1,250 points, booked once, and the 1,000-point voucher", async () => {
    const { token, profile } = await profileOf("loyalty");
    expect(profile.isLoyaltyMember).toBe(true);
    expect(profile.loyaltySummary?.points.balance).toBe(1250);
    const vouchers = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/loyalty/vouchers?locale=en-us",
      token,
    });
    expect((vouchers.json() as LoyaltyVouchers).offeredLoyaltyVoucher?.points).toBe(1000);
  });

  it("gives each programme member their spend and the consumer none", async () => {
    expect((await profileOf("consumer")).profile.isLoyaltyMember).toBe(false);
    const employee = (await profileOf("employee")).profile;
    expect(employee.consumerType).toBe("EMPLOYEE");
    expect(employee.consumerDetails.employee?.annualCap).toBe(1500);
    expect(employee.consumerDetails.employee?.currentSpend).toBe(420);
    expect((await profileOf("athlete")).profile.consumerDetails.athlete?.annualCredit).toBe(2000);
    for (const role of ["wranx", "ipa"]) {
      const { profile } = await profileOf(role);
      expect(profile.consumerDetails.prosumer?.program).toBe(role.toUpperCase());
    }
  });

  it("lets the demo associate open a buy-in-store session", async () => {
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/agent/login",
      payload: {
        storeId: DEMO_ASSOCIATE.storeId,
        storeEmployeeId: DEMO_ASSOCIATE.storeEmployeeId,
        secret: DEMO_ASSOCIATE.secret,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      storeId: DEMO_ASSOCIATE.storeId,
      storeEmployeeId: DEMO_ASSOCIATE.storeEmployeeId,
    });
  });

  it("pays the consumer's bag with the README's reward code and reward card", async () => {
    const { accessToken: token } = await signInShopper(t, demo("consumer").email, DEMO_PASSWORD);
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
    const { basketId } = created.json() as Cart;
    const [sku] = await t.db.query<{ upc: string; style_id: string }>(
      `select k.upc, k.style_id from skus k
         join inventory i on i.upc = k.upc and i.location_id = 'online'
         join prices p on p.color_variant_id = k.color_variant_id and p.currency = 'USD'
        where i.quantity >= 20 and p.current_minor >= 5000 order by k.upc limit 1`,
    );
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token,
      payload: { cartId: basketId, productId: sku?.style_id, upc: sku?.upc, qty: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    let answer: Cart | null = null;
    for (const body of [
      { payment_method_id: "REWARD_CODE", code: "CASEY10" },
      { payment_method_id: "REWARD_CARD", number: "7700000000010025" },
    ]) {
      const paid = await t.call({
        method: "POST",
        url: `/cart/v1/cart/${basketId}/paymentInstruments?locale=en-us`,
        token,
        payload: body,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      answer = paid.json() as Cart;
    }
    expect(answer?.payment_instruments.map((instrument) => instrument.amount)).toEqual([10, 25]);
  });
});
