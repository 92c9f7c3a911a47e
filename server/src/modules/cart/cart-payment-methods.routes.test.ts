// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const methodsOf = async (token: string, cart: Cart, locale = "en-us") => {
  const answer = await t.call({
    method: "GET",
    url: `/cart/v1/cart/${cart.basketId}/paymentMethods?locale=${locale}`,
    token,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json() as { applicablePaymentMethods: { id: string; name: string }[] })
    .applicablePaymentMethods;
};

describe("GET /cart/v1/cart/{basketId}/paymentMethods (issue 13)", () => {
  it("offers a guest's bag over $35 card, gift card, PayPal and Klarna, named in the site's language", async () => {
    const sku = await findSku(t, "i.quantity >= 20 and p.current_minor >= 4000");
    const { token, cart } = await newCart(t);
    await add(t, token, cart, sku);
    expect(await methodsOf(token, cart)).toEqual([
      { id: "CREDIT_CARD", name: "Credit or debit card" },
      { id: "GIFT_CARD", name: "Gift card" },
      { id: "PAYPAL", name: "PayPal" },
      { id: "KLARNA", name: "Klarna: pay later" },
    ]);
  });

  it("adds the signed-in shopper's reward code and card, and leaves Klarna off a Canadian bag", async () => {
    const { token } = await t.registeredToken();
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-ca", token });
    const cart = created.json() as Cart;
    const ids = (await methodsOf(token, cart, "en-ca")).map((method) => method.id);
    expect(ids).toEqual(["CREDIT_CARD", "GIFT_CARD", "PAYPAL", "REWARD_CODE", "REWARD_CARD"]);
  });
});
