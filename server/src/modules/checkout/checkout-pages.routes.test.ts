// databases: postgres — business rules through the API; PostgreSQL runs them faster
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  APPROVED,
  CHALLENGE,
  frameToken,
  placementOf,
  placeOrder,
  readyBag,
  skuWithStock,
} from "../../../test/checkout";

/*
 * The placement as the checkout pages drive it (decision 0069): a card from the card frame, a
 * PayPal session from paymentSession approved on the provider's page, and the 3-D Secure
 * challenge answered on the provider's page before the store's PATCH reports it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const SUMMARY = "/en-us/checkout/summary";

const patch = (token: string, orderNumber: string, threeDS2Result: string) =>
  t.call({
    method: "PATCH",
    url: `/cart/v2/checkout/order/${orderNumber}?locale=en-us`,
    token,
    payload: { paymentMethod: { code: "CREDIT_CARD", additionalData: { threeDS2Result } } },
  });

describe("placing from the checkout pages", () => {
  it("places an order with the card frame's token", async () => {
    const { token, cart } = await readyBag(t, await skuWithStock(t));
    const placed = await placeOrder(t, token, cart, {
      cardToken: await frameToken(t, cart, APPROVED),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placementOf(placed).st).toBeTruthy();
  });

  it("places an order with a PayPal session the shopper approved on the provider's page", async () => {
    const { token, cart } = await readyBag(t, await skuWithStock(t));
    const asked = await t.call({
      method: "GET",
      url: `/cart/v1/paymentSession?locale=en-us&basketId=${cart.basketId}&paymentMethodId=PAYPAL&referer=${encodeURIComponent("/en-us/checkout/billing?method=PAYPAL")}`,
      token,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { provider } = asked.json() as { provider: { sessionId: string; redirectUrl: string } };
    const approved = await t.app.inject({
      method: "POST",
      url: provider.redirectUrl,
      headers: FORM,
      payload: "outcome=approved",
    });
    expect(approved.headers.location).toContain(`sessionId=${provider.sessionId}`);
    const placed = await placeOrder(t, token, cart, {
      body: {
        cartId: cart.basketId,
        paymentMethod: { code: "PAYPAL", additionalData: { sessionID: provider.sessionId } },
        recaptcha_response: await t.botAnswer("placeOrder"),
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placementOf(placed).order?.paymentMethod[0]).toMatchObject({ code: "PAYPAL" });
  });

  it.each([
    ["Y", 200],
    ["N", 402],
  ] as const)(
    "a challenge answered %s on the bank's page is reported by the store's PATCH (%i)",
    async (result, status) => {
      const { token, cart } = await readyBag(t, await skuWithStock(t));
      const held = placementOf(
        await placeOrder(t, token, cart, { cardToken: await frameToken(t, cart, CHALLENGE) }),
      );
      const [flash] = held.flash;
      expect(flash?.type).toBe("PaymentNotAuthorized");
      const returnUrl = `${SUMMARY}?orderNo=${held.orderNumber}&bag=${cart.basketId}`;
      const page = await t.app.inject({
        method: "GET",
        url: `${flash?.action.url}?returnUrl=${encodeURIComponent(returnUrl)}`,
      });
      expect(page.statusCode).toBe(200);
      const answered = await t.app.inject({
        method: "POST",
        url: flash?.action.url ?? "",
        headers: FORM,
        payload: new URLSearchParams({ result, returnUrl }).toString(),
      });
      const back = new URL(String(answered.headers.location), "http://store.test");
      expect(back.pathname).toBe(SUMMARY);
      expect(back.searchParams.get("threeDS2Result")).toBe(result);

      const patched = await patch(token, held.orderNumber, result);
      expect(patched.statusCode, patched.body).toBe(status);
      if (result === "Y") {
        expect(placementOf(patched).st).toBeTruthy();
      } else {
        expect(errorOf(patched)?.errorId).toBe("PAY400");
        const bag = await t.call({
          method: "GET",
          url: `/cart/v1/cart/${cart.basketId}?locale=en-us`,
          token,
        });
        expect((bag.json() as Cart).items).toHaveLength(1);
      }
    },
  );
});
