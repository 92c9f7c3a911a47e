// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Address, Cart, PaymentInstrument } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_SHOPPERS, loadDemoAccounts } from "../../../../seed/demo-accounts";
import { placeOrder, placementOf, skuWithStock } from "../../../test/checkout";
import { signInShopper } from "../../../test/shoppers";
import { createTestApp, type TestApp } from "../../../test/test-app";

/**
 * README: the demo consumer has "a complete profile": on a fresh seed it has a main delivery
 * address and a main card, so checkout is express, and the card pays (issue 26 point 22).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Twice: a re-seed puts the same address and card back, never a second of each.
  await loadDemoAccounts(t.db);
  await loadDemoAccounts(t.db);
});
afterAll(async () => {
  await t?.close();
});

describe("the complete demo shopper", () => {
  it("has one main delivery address and one main card on a fresh seed, and the card pays", async () => {
    const casey = DEMO_SHOPPERS.find((shopper) => shopper.role === "consumer");
    if (!casey) throw new Error("no demo consumer");
    const { accessToken: token } = await signInShopper(t, casey.email, DEMO_PASSWORD);
    const addresses = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/address?locale=en-us",
      token,
    });
    const book = (addresses.json() as { addresses: Address[] }).addresses;
    expect(book.filter((address) => address.approachType === "S" && address.main)).toHaveLength(1);
    expect(book).toHaveLength(1);
    const cards = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer/payment_instruments?locale=en-us",
      token,
    });
    const saved = (cards.json() as { payment_instruments: PaymentInstrument[] })
      .payment_instruments;
    const main = saved.filter((card) => card.payment_method_id === "CREDIT_CARD" && card.card.main);
    expect(saved).toHaveLength(1);
    expect(main[0]?.card).toMatchObject({ cardType: "VISA", lastFour: "1111", expired: false });

    // What express checkout does with them: the bag takes the address, the card pays.
    const sku = await skuWithStock(t);
    const created = await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token });
    const cart = created.json() as Cart;
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token,
      payload: { cartId: cart.basketId, productId: sku.style_id, upc: sku.upc, qty: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const home = book[0];
    if (!home) throw new Error("no address");
    const address = {
      firstName: home.firstName,
      lastName: home.lastName,
      addressLine1: home.addressLine1,
      city: home.city,
      province: home.province,
      postalCode: home.postalCode,
      country: "US",
      phone: home.phone.replace(/^\+1/, ""),
    };
    for (const url of [
      `/cart/v2/cart/${cart.basketId}/shippingAddress?locale=en-us`,
      `/cart/v1/cart/${cart.basketId}/billingAddress?locale=en-us`,
    ]) {
      const set = await t.call({
        method: "POST",
        url,
        token,
        payload: url.includes("shipping") ? [address] : { ...address, countryCode: "US" },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    const placed = await placeOrder(t, token, cart, {
      body: {
        cartId: cart.basketId,
        paymentMethod: {
          code: "CREDIT_CARD",
          additionalData: { paymentInstrumentId: main[0]?.payment_instrument_id },
        },
        recaptcha_response: await t.botAnswer("placeOrder"),
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placementOf(placed).st).toBeTruthy();
  });
});
