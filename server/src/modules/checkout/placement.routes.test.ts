// databases: postgres — repeats meet the database's locks; on PGlite's one connection they queue, which placement-requests proves (decision 0100)
import type { Cart } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDemoAccounts } from "../../../../seed/demo-accounts";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";
import {
  CHALLENGE,
  DECLINED,
  cardToken,
  newKey,
  onlineStock,
  placeOrder,
  placementOf,
  readyBag,
  skuWithStock,
} from "../../../test/checkout";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stockOf = (upc: string) => onlineStock(t, upc);

describe("placing an order (PUT /cart/v2/checkout/order)", () => {
  it("orders the bag once, captures the card, sells the units and closes the bag", async () => {
    const sku = await skuWithStock(t);
    const before = await stockOf(sku.upc);
    const { token, cart } = await readyBag(t, sku, 2);
    const key = newKey();
    const card = await cardToken(t, cart);
    const placed = await placeOrder(t, token, cart, { key, cardToken: card });
    expect(placed.statusCode, placed.body).toBe(200);
    const placement = placementOf(placed);
    expect(placement.orderNumber).toMatch(/^US\d{8}$/);
    expect(placement.st).toBeTruthy();
    expect(placement.order).toMatchObject({
      status: "placed",
      // Two cheap units are under the free-shipping threshold: a distance was left.
      shippingThresholdStatus:
        cart.totals.itemTotal < 100 ? "Above Threshold" : "Threshold Reached",
      email: "ada@example.com",
      totals: { total: cart.totals.total },
      items: [{ upc: sku.upc, qty: 2 }],
      paymentMethod: [
        { code: "CREDIT_CARD", amount: cart.totals.total, additionalData: { status: "captured" } },
      ],
    });
    expect(await stockOf(sku.upc)).toBe(before - 2);
    // The same key and request again: the same answer, no second order.
    const again = await placeOrder(t, token, cart, { key, cardToken: card });
    expect(placementOf(again)).toEqual(placement);
    // Another key (a second tab): the bag is gone, no second order.
    const other = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(other.statusCode).toBe(404);
    const orders = await t.db.query("select order_no from orders where basket_id = $1", [
      cart.basketId,
    ]);
    expect(orders).toHaveLength(1);
    // The confirmation link reads it back; a wrong secret is like no order at all.
    const read = await t.call({
      method: "GET",
      url: `/cart/v2/checkout/order/${placement.orderNumber}?locale=en-us&st=${placement.st}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(placement.order);
    const wrong = await t.call({
      method: "GET",
      url: `/cart/v2/checkout/order/${placement.orderNumber}?locale=en-us&st=${"x".repeat(43)}`,
    });
    expect(errorOf(wrong)?.errorId).toBe("OHS4004");
  });

  it("refuses a declined card, gives the units back and lets the same bag be paid again", async () => {
    const sku = await skuWithStock(t);
    const before = await stockOf(sku.upc);
    const { token, cart } = await readyBag(t, sku);
    const declined = await placeOrder(t, token, cart, {
      cardToken: await cardToken(t, cart, DECLINED),
    });
    expect(declined.statusCode).toBe(402);
    expect(errorOf(declined)).toMatchObject({ errorId: "PAY400", field: "paymentMethod" });
    expect(await stockOf(sku.upc)).toBe(before);
    const retried = await placeOrder(t, token, cart, { cardToken: await cardToken(t, cart) });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await stockOf(sku.upc)).toBe(before - 1);
  });

  it("holds the order for a 3-D Secure challenge; a pass places it, a failure gives the bag back", async () => {
    for (const result of ["Y", "N"] as const) {
      const sku = await skuWithStock(t);
      const before = await stockOf(sku.upc);
      const { token, cart } = await readyBag(t, sku);
      const held = await placeOrder(t, token, cart, {
        cardToken: await cardToken(t, cart, CHALLENGE),
      });
      expect(held.statusCode, held.body).toBe(200);
      const placement = placementOf(held);
      expect(placement.st).toBeUndefined();
      expect(placement.flash[0]).toMatchObject({
        type: "PaymentNotAuthorized",
        action: { type: "THREEDS2" },
      });
      expect(await stockOf(sku.upc)).toBe(before - 1);
      const patch = () =>
        t.call({
          method: "PATCH",
          url: `/cart/v2/checkout/order/${placement.orderNumber}?locale=en-us`,
          token,
          payload: {
            paymentMethod: { code: "CREDIT_CARD", additionalData: { threeDS2Result: "Y" } },
          },
        });
      if (result === "Y") {
        // A "Y" the bank has not given places nothing: the challenge is asked again.
        const early = await patch();
        expect(placementOf(early)).toEqual(placement);
        // The bank's answer, as the provider's challenge page gives it.
        const paymentId = placement.flash[0]?.action.paymentId ?? "";
        await t.services.payments.provider.completeAction(paymentId, "Y", `bank-${paymentId}`);
      }
      const patched = await t.call({
        method: "PATCH",
        url: `/cart/v2/checkout/order/${placement.orderNumber}?locale=en-us`,
        token,
        payload: {
          paymentMethod: { code: "CREDIT_CARD", additionalData: { threeDS2Result: result } },
        },
      });
      if (result === "Y") {
        expect(patched.statusCode, patched.body).toBe(200);
        expect(placementOf(patched)).toMatchObject({
          orderNumber: placement.orderNumber,
          order: { status: "placed" },
        });
        expect(placementOf(patched).st).toBeTruthy();
        expect(await stockOf(sku.upc)).toBe(before - 1);
      } else {
        expect(errorOf(patched)).toMatchObject({ errorId: "PAY400" });
        expect(await stockOf(sku.upc)).toBe(before);
        const bag = await t.call({
          method: "GET",
          url: `/cart/v1/cart/${cart.basketId}?locale=en-us`,
          token,
        });
        expect(bag.statusCode).toBe(200);
        expect((bag.json() as Cart).items).toHaveLength(1);
      }
    }
  });

  it("refuses a placement without its key, bot check or tender, and an empty bag", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const noKey = await t.call({
      method: "PUT",
      url: "/cart/v2/checkout/order?locale=en-us",
      token,
      payload: { cartId: cart.basketId, recaptcha_response: await t.botAnswer("placeOrder") },
    });
    expect(errorOf(noKey)).toMatchObject({ errorId: "VAL400", field: "Idempotency-Key" });
    const noBot = await placeOrder(t, token, cart, {
      body: {
        cartId: cart.basketId,
        paymentMethod: { code: "CREDIT_CARD", additionalData: { token: await cardToken(t, cart) } },
      },
    });
    expect(noBot.statusCode).toBe(403);
    const noTender = await placeOrder(t, token, cart, {
      body: { cartId: cart.basketId, recaptcha_response: await t.botAnswer("placeOrder") },
    });
    expect(errorOf(noTender)).toMatchObject({ errorId: "PYT400", field: "paymentMethod" });
    const stranger = await t.guestToken();
    const theirs = await placeOrder(t, stranger, cart, { cardToken: await cardToken(t, cart) });
    expect(errorOf(theirs)?.errorId).toBe("BSK404");
  });
});

describe("an order placed in a store (000 §6 inStoreSalesInfo)", () => {
  it("carries the session's store and associate; names that are not the session's are refused", async () => {
    await loadDemoAccounts(t.db); // the README's associate, Quinn R. at Boulder
    const listed = await t.call({
      method: "GET",
      url: "/consumers-v3/utilities/stores/0101/employees",
    });
    const staff = (
      listed.json() as { employees: { storeEmployeeId: string; storeEmployeeName: string }[] }
    ).employees;
    const quinn = staff.find((employee) => employee.storeEmployeeName === "Quinn R.");
    if (!quinn) throw new Error("the demo seed has no associate Quinn R. at store 0101");
    const login = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/agent/login",
      payload: { storeId: "0101", storeEmployeeId: quinn.storeEmployeeId, secret: "Boulder-0101" },
    });
    expect(login.statusCode, login.body).toBe(200);
    const session = (login.json() as { storeSessionToken: string }).storeSessionToken;
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const placeInStore = async (info: Record<string, string>, withSession: boolean) =>
      t.call({
        method: "PUT",
        url: "/cart/v2/checkout/order?locale=en-us",
        token,
        headers: {
          "idempotency-key": newKey(),
          ...(withSession ? { "x-store-session": session } : {}),
        },
        payload: {
          cartId: cart.basketId,
          paymentMethod: {
            code: "CREDIT_CARD",
            additionalData: { token: await cardToken(t, cart) },
          },
          inStoreSalesInfo: info,
          recaptcha_response: await t.botAnswer("placeOrder"),
        },
      });
    const ours = { storeId: "0101", storeEmployeeId: quinn.storeEmployeeId };
    for (const [info, withSession] of [
      [ours, false],
      [{ ...ours, storeEmployeeId: "someone-else" }, true],
      [{ ...ours, storeId: "0102" }, true],
    ] as const) {
      const refused = await placeInStore(info, withSession);
      expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "inStoreSalesInfo" });
    }
    const onlyOne = await placeInStore({ storeId: "0101" } as Record<string, string>, true);
    expect(errorOf(onlyOne)?.errorId).toBe("VAL400");
    const placed = await placeInStore(ours, true);
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await t.db.query<{ in_store_store_id: string; in_store_employee_id: string }>(
      "select in_store_store_id, in_store_employee_id from orders where order_no = $1",
      [placementOf(placed).orderNumber],
    );
    expect(order).toEqual({
      in_store_store_id: "0101",
      in_store_employee_id: quinn.storeEmployeeId,
    });
  });
});

describe("placing from a page without JavaScript (decision 0070)", () => {
  const challengeFor = async () => {
    const answer = await t.call({
      method: "GET",
      url: "/consumers-v3/auth/challenge?action=placeOrder",
    });
    return (answer.json() as { challenge: string }).challenge;
  };
  const placeWith = async (recaptcha: string, remoteAddress: string) => {
    const { token, cart } = await readyBag(t, await skuWithStock(t));
    return placeOrder(t, token, cart, {
      body: {
        cartId: cart.basketId,
        paymentMethod: { code: "CREDIT_CARD", additionalData: { token: await cardToken(t, cart) } },
        recaptcha_response: recaptcha,
      },
      remoteAddress,
    });
  };

  it("takes the challenge back unanswered after a person's reading time, once, a few times an hour per network", async () => {
    const tooSoon = await placeWith(await challengeFor(), "10.77.0.1");
    expect(errorOf(tooSoon)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
    const challenges = await Promise.all(Array.from({ length: 12 }, challengeFor));
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const placed = await placeWith(challenges[0] ?? "", "10.77.0.2");
    expect(placed.statusCode, placed.body).toBe(200);
    const reused = await placeWith(challenges[0] ?? "", "10.77.0.3");
    expect(errorOf(reused)?.errorId).toBe("AUT403");
    // The lane's limit: ten an hour from one network, then API429 (the work still passes).
    const outcomes: number[] = [];
    for (const challenge of challenges.slice(1))
      outcomes.push((await placeWith(challenge, "10.77.0.4")).statusCode);
    expect(outcomes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(outcomes[10]).toBe(429);
    const solved = await placeWith(await t.botAnswer("placeOrder"), "10.77.0.4");
    expect(solved.statusCode, solved.body).toBe(200);
  }, 60_000);
});

describe("the stored answer after a day (issue 14)", () => {
  it("forgets the confirmation secret but still answers a repeat with the order", async () => {
    const sku = await skuWithStock(t);
    const { token, cart } = await readyBag(t, sku);
    const key = newKey();
    const card = await cardToken(t, cart);
    const first = placementOf(await placeOrder(t, token, cart, { key, cardToken: card }));
    expect(first.st).toBeDefined();
    const { attempts } = t.services.checkout;
    expect(await attempts.purgeSecrets(24 * 60 * 60_000)).toBe(0);
    await t.db.query(
      "update checkout_attempts set updated_at = now() - interval '2 days' where basket_id = $1",
      [cart.basketId],
    );
    expect(await attempts.purgeSecrets(24 * 60 * 60_000)).toBe(1);
    const repeat = placementOf(await placeOrder(t, token, cart, { key, cardToken: card }));
    expect(repeat.orderNumber).toBe(first.orderNumber);
    expect(repeat.st).toBeUndefined();
  });
});
