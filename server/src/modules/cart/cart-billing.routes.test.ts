// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { newCart } from "./cart-test.helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADDRESS = {
  firstName: "Ada",
  lastName: "Lovelace",
  addressLine1: "PO Box 245",
  city: "San Francisco",
  province: "California",
  postalCode: "94108",
  countryCode: "US",
  phone: "(415) 555-0174",
};

const billing = (token: string, cart: Cart, body?: Record<string, unknown>) =>
  t.call({
    method: body ? "POST" : "DELETE",
    url: `/cart/v1/cart/${cart.basketId}/billingAddress?locale=en-us`,
    token,
    ...(body ? { payload: body } : {}),
  });

describe("the bag's billing address (issue 13)", () => {
  it("keeps a billing address in its stored form (a PO box is fine), and takes it off", async () => {
    const { token, cart } = await newCart(t);
    const set = await billing(token, cart, ADDRESS);
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as Cart).billingAddress).toMatchObject({
      addressLine1: "PO Box 245",
      province: "CA",
      countryCode: "US",
      phone: "+14155550174",
    });
    // A card's billing address may be abroad: a UK one on the US site.
    const abroad = await billing(token, cart, {
      ...ADDRESS,
      addressLine1: "10 Downing Street",
      city: "London",
      province: null,
      postalCode: "SW1A 2AA",
      countryCode: "GB",
      phone: "020 7946 0000",
    });
    expect(abroad.statusCode, abroad.body).toBe(200);
    expect((abroad.json() as Cart).billingAddress).toMatchObject({ countryCode: "GB" });
    const removed = await billing(token, cart);
    expect((removed.json() as Cart).billingAddress).toBeNull();
  });

  it("refuses a missing phone with BILL410 and a field the country's rules refuse with BIL400", async () => {
    const { token, cart } = await newCart(t);
    for (const [change, code, field] of [
      [{ phone: "" }, "BILL410", "phone"],
      [{ postalCode: "ABCDE" }, "BIL400", "postalCode"],
      [{ firstName: "" }, "BIL400", "firstName"],
      [{ countryCode: "ZZ" }, "BIL400", "country"],
      [{ province: "Atlantis" }, "BIL400", "province"],
    ] as const) {
      const refused = await billing(token, cart, { ...ADDRESS, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(refused)).toMatchObject({ errorId: code, field });
    }
    const after = (
      await t.call({ method: "GET", url: `/cart/v1/cart/${cart.basketId}`, token })
    ).json() as Cart;
    expect(after.billingAddress).toBeNull();
  });
});
