// databases: postgres — races decided by row locks; on PGlite's one connection requests queue, which placement-races proves (decision 0100)
import { toMinor, type Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../app";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import { add, findSku, newCart } from "./cart-test.helpers";

let t: TestApp;
let services: ReturnType<typeof createServices>;
beforeAll(async () => {
  t = await createTestApp();
  services = createServices(t.config, t.db);
});
afterAll(async () => {
  await t?.close();
});

const BILLING = "/en-us/checkout/billing";

interface SessionAnswer {
  success: boolean;
  provider: { name: string; sessionId: string; redirectUrl: string; amount: number };
}

function sessionFor(token: string | undefined, query: Record<string, string>) {
  return t.call({
    method: "GET",
    url: `/cart/v1/paymentSession?${new URLSearchParams({ locale: "en-us", ...query })}`,
    ...(token ? { token } : {}),
  });
}

/** A guest's bag over Klarna's minimum. */
async function fullBag(locale = "en-us"): Promise<{ token: string; cart: Cart }> {
  const sku = await findSku(t, "i.quantity >= 20 and p.current_minor between 4000 and 20000");
  const { token, cart } = await newCart(t, locale);
  const added = await add(t, token, cart, sku);
  expect(added.statusCode, added.body).toBe(200);
  return { token, cart: added.json() as Cart };
}

describe("GET /cart/v1/paymentSession (issue 13)", () => {
  it.each(["KLARNA", "PAYPAL"])(
    "makes a %s session for what the bag leaves to pay, approved on the provider's page and back to the store",
    async (method) => {
      const { token, cart } = await fullBag();
      const answer = await sessionFor(token, {
        basketId: cart.basketId,
        paymentMethodId: method,
        referer: BILLING,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { success, provider } = answer.json() as SessionAnswer;
      expect(success).toBe(true);
      expect(provider.name).toBe(method);
      expect(provider.amount).toBe(cart.totals.remainingToPay);
      expect(provider.redirectUrl).toBe(`/provider/v1/sessions/${provider.sessionId}`);

      const page = await t.app.inject({ method: "GET", url: provider.redirectUrl });
      expect(page.statusCode).toBe(200);
      const approved = await t.app.inject({
        method: "POST",
        url: provider.redirectUrl,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "outcome=approved",
      });
      expect(approved.statusCode).toBe(303);
      const back = new URL(String(approved.headers.location), "http://store.test");
      expect(back.pathname).toBe(BILLING);
      expect(back.searchParams.get("sessionId")).toBe(provider.sessionId);
      expect(back.searchParams.get("outcome")).toBe("approved");

      // The placement authorises the session under the bag's id, for the amount it was made for.
      const payment = await services.payments.provider.authorise({
        reference: cart.basketId,
        method: method as "KLARNA" | "PAYPAL",
        sessionId: provider.sessionId,
        amountMinor: toMinor(cart.totals.remainingToPay, cart.currency),
        currency: cart.currency,
        idempotencyKey: `session-test-${provider.sessionId}`,
      });
      expect(payment.status).toBe("AUTHORISED");
    },
  );

  it("refuses a tender the bag's paymentMethods do not offer (Klarna on the Canadian site)", async () => {
    const { token, cart } = await fullBag("en-ca");
    const answer = await sessionFor(token, {
      locale: "en-ca",
      basketId: cart.basketId,
      paymentMethodId: "KLARNA",
    });
    expect(answer.statusCode).toBe(400);
    expect(errorOf(answer)).toMatchObject({ errorId: "VAL400", field: "paymentMethodId" });
  });

  it("refuses Klarna on a bag under its minimum, and any session on an empty bag", async () => {
    const cheap = await findSku(t, "i.quantity >= 20 and p.current_minor < 3000");
    const { token, cart } = await newCart(t);
    const empty = await sessionFor(token, { basketId: cart.basketId, paymentMethodId: "PAYPAL" });
    expect(empty.statusCode).toBe(400);
    expect((await add(t, token, cart, cheap)).statusCode).toBe(200);
    const klarna = await sessionFor(token, { basketId: cart.basketId, paymentMethodId: "KLARNA" });
    expect(errorOf(klarna)).toMatchObject({ errorId: "VAL400", field: "paymentMethodId" });
  });

  it("answers another shopper's bag as one that does not exist, and asks for a token", async () => {
    const { cart } = await fullBag();
    const stranger = await t.guestToken();
    const answer = await sessionFor(stranger, {
      basketId: cart.basketId,
      paymentMethodId: "PAYPAL",
    });
    expect(answer.statusCode).toBe(404);
    expect(errorOf(answer)?.errorId).toBe("BSK404");
    const nobody = await sessionFor(undefined, {
      basketId: cart.basketId,
      paymentMethodId: "PAYPAL",
    });
    expect(nobody.statusCode).toBe(401);
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "/a b"])(
    "refuses a referer that is not a path of the store (%s)",
    async (referer) => {
      const { token, cart } = await fullBag();
      const answer = await sessionFor(token, {
        basketId: cart.basketId,
        paymentMethodId: "PAYPAL",
        referer,
      });
      expect(answer.statusCode).toBe(400);
    },
  );

  it("gives each of many concurrent asks a session of its own, all for the same amount", async () => {
    const { token, cart } = await fullBag();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        sessionFor(token, { basketId: cart.basketId, paymentMethodId: "PAYPAL" }),
      ),
    );
    const bodies = answers.map((answer) => answer.json() as SessionAnswer);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(bodies.map((body) => body.provider.sessionId)).size).toBe(8);
    expect(new Set(bodies.map((body) => body.provider.amount))).toEqual(
      new Set([cart.totals.remainingToPay]),
    );
  });
});
