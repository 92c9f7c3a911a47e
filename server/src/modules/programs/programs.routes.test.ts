// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { createHash, randomBytes } from "node:crypto";
import type { Cart, ConsumerProfile, TokenResponse } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { hashPassword } from "../../platform/security/passwords";
import { upsertMembership } from "./programs.tables";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EMPLOYEE_DISCOUNT_PERCENT: "30" });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = "Ridgeline-Test1";

/** A shopper account of the given type with a signed-in token (no sign-in round trip). */
async function shopper(consumerType: "REGISTERED" | "EMPLOYEE") {
  const consumerNo = `C${randomBytes(8).toString("hex").toUpperCase()}`;
  const email = `${consumerNo.toLowerCase()}@example.com`;
  await t.db.query(
    `insert into consumers (consumer_no, email, email_key, password_hash, consumer_type,
       first_name, last_name, site_id)
     values ($1, $2, $2, $3, $4, 'Ana', 'Employee', 'US')`,
    [consumerNo, email, await hashPassword(PASSWORD, t.config.passwordCost), consumerType],
  );
  return { ...(await t.registeredToken({ consumerNo, consumerType })), email };
}

/** Signs in with the password and exchanges the code (PKCE): the token exchange's answer. */
async function signInAnswer(email: string): Promise<TokenResponse> {
  const verifier = randomBytes(32).toString("base64url");
  const signIn = await t.call({
    method: "POST",
    url: "/consumers-v3/auth/signin",
    payload: {
      username: email,
      password: PASSWORD,
      codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
      recaptcha_response: await t.botAnswer("login"),
    },
  });
  const { authorizationCode } = signIn.json() as { authorizationCode: string };
  const exchange = await t.call({
    method: "POST",
    url: "/token/v2/auth/token",
    payload: { grantType: "Registered", authorizationCode, codeVerifier: verifier },
  });
  return exchange.json() as TokenResponse;
}

/** A cart holding one $ SKU of the seed, and its item total in minor units. */
async function cartWithItem(token: string): Promise<{ cart: Cart; totalMinor: number }> {
  const [sku] = await t.db.query<{ upc: string; style_id: string; current_minor: number }>(
    `select k.upc, k.style_id, p.current_minor from skus k
       join inventory i on i.upc = k.upc and i.location_id = 'online' and i.quantity > 2
       join prices p on p.color_variant_id = k.color_variant_id and p.currency = 'USD'
      where p.current_minor > 5000 order by k.upc limit 1`,
  );
  if (!sku) throw new Error("the seed has no priced SKU in stock");
  const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
  const basketId = (created.json() as Cart).basketId;
  const added = await t.call({
    method: "POST",
    url: "/cart/v1/item?locale=en-us",
    token,
    payload: { cartId: basketId, productId: sku.style_id, upc: sku.upc, qty: 1 },
  });
  expect(added.statusCode).toBe(200);
  return { cart: added.json() as Cart, totalMinor: sku.current_minor };
}

const accept = (
  token?: string,
  payload: Record<string, unknown> = { isEmployeeDiscountTCAccepted: true },
) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/consumer/employeeDiscountTC",
    ...(token ? { token } : {}),
    payload,
  });

describe("employee discount terms", () => {
  it("gives an employee no discount before the terms are accepted, and 30% after", async () => {
    const { token, consumerNo } = await shopper("EMPLOYEE");
    await upsertMembership(t.db, {
      consumerNo,
      program: "EMPLOYEE",
      identityId: "EMP-1",
      allowanceKind: "CAP",
      allowanceMinor: 1_000_000,
      currency: "USD",
    });
    const { cart, totalMinor } = await cartWithItem(token);
    expect(cart.totals.totalDiscount).toBe(0);
    expect(cart.totals.total).toBe(totalMinor / 100);
    // No discount on the items (free shipping over its threshold may show, taking nothing off).
    expect(cart.promoSummary.filter((promotion) => promotion.level !== "SHIPPING")).toEqual([]);

    const before = await t.call({ method: "GET", url: "/consumers-v3/consumer", token });
    expect((before.json() as ConsumerProfile).isEmployeeDiscountTCAccepted).toBe(false);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      isEmployeeDiscountTCAccepted: true,
      acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const read = await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token });
    const discounted = read.json() as Cart;
    const discount = Math.floor((totalMinor * 30) / 100);
    expect(discounted.totals.totalDiscount).toBe(discount / 100);
    expect(discounted.totals.total).toBe((totalMinor - discount) / 100);
    expect(
      discounted.promoSummary.find((promotion) => promotion.promotionId === "EMPLOYEE_DISCOUNT"),
    ).toMatchObject({ level: "ORDER", discount: discount / 100 });

    const after = await t.call({ method: "GET", url: "/consumers-v3/consumer", token });
    const profile = after.json() as ConsumerProfile;
    expect(profile.isEmployeeDiscountTCAccepted).toBe(true);
    expect(profile.consumerDetails.employee).toMatchObject({
      program: "EMPLOYEE",
      identityId: "EMP-1",
      annualCap: 10000,
      currentSpend: 0,
      remaining: 10000,
    });
    expect(profile.consumerDetails.identities).toEqual([{ type: "EMPLOYEE", id: "EMP-1" }]);
  });

  it("never discounts past the remaining annual cap", async () => {
    const { token, consumerNo } = await shopper("EMPLOYEE");
    await upsertMembership(t.db, {
      consumerNo,
      program: "EMPLOYEE",
      identityId: "EMP-2",
      allowanceKind: "CAP",
      allowanceMinor: 12_000,
      currency: "USD",
    });
    await t.db.query(
      `insert into program_spend (consumer_no, program, year, spent_minor)
       values ($1, 'EMPLOYEE', extract(year from now() at time zone 'UTC')::int, 10000)`,
      [consumerNo],
    );
    expect((await accept(token)).statusCode).toBe(200);
    const { cart } = await cartWithItem(token);
    // 2000 left of the cap: 30% of 20.00 is 6.00, whatever the cart costs.
    expect(cart.totals.totalDiscount).toBe(6);
  });

  it("tells the token exchange whether an employee accepted the terms", async () => {
    const { token, email } = await shopper("EMPLOYEE");
    expect(await signInAnswer(email)).toMatchObject({
      consumerType: "EMPLOYEE",
      isEmployeeDiscountTCAccepted: false,
    });
    const first = await accept(token);
    expect(first.statusCode).toBe(200);
    // A second acceptance answers the first one's date.
    const again = await accept(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await signInAnswer(email)).isEmployeeDiscountTCAccepted).toBe(true);
  });

  it("refuses a shopper who is not an employee with VAL400 naming the field", async () => {
    const { token } = await shopper("REGISTERED");
    const response = await accept(token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      errorId: "VAL400",
      field: "isEmployeeDiscountTCAccepted",
    });
  });

  it("refuses a guest with AUT432 and a body that does not accept with VAL400", async () => {
    const guest = await accept(await t.guestToken());
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest)?.errorId).toBe("AUT432");
    const { token } = await shopper("EMPLOYEE");
    const refused = await accept(token, { isEmployeeDiscountTCAccepted: false });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      errorId: "VAL400",
      field: "isEmployeeDiscountTCAccepted",
    });
  });

  it("gives a registered shopper empty programme fields in the profile", async () => {
    const { token, consumerNo } = await shopper("REGISTERED");
    await upsertMembership(t.db, {
      consumerNo,
      program: "ATHLETE",
      identityId: "ATH-7",
      allowanceKind: "CREDIT",
      allowanceMinor: 50_000,
      currency: "USD",
    });
    const response = await t.call({ method: "GET", url: "/consumers-v3/consumer", token });
    const details = (response.json() as ConsumerProfile).consumerDetails;
    expect(details.employee).toBeNull();
    expect(details.prosumer).toBeNull();
    expect(details.athlete).toMatchObject({ annualCredit: 500, remaining: 500 });
    expect(details).not.toHaveProperty("athlete.annualCap");
  });
});
