// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { createHash } from "node:crypto";
import type { Cart, TokenResponse } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls, PASSWORD } from "../../../test/auth-calls";
import { guestShopper, placedOrder } from "../../../test/orders";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const { newShopper, signUp, pkce, signIn } = authCalls(() => t);

/** A signed-up shopper's fresh sign-in code and the verifier it was asked with. */
async function freshCode(): Promise<{ code: string; verifier: string }> {
  const body = newShopper();
  expect((await signUp(body)).statusCode).toBe(201);
  const { verifier, challenge } = pkce();
  const signin = await signIn(body.email, PASSWORD, challenge);
  expect(signin.statusCode, signin.body).toBe(200);
  return { code: (signin.json() as { authorizationCode: string }).authorizationCode, verifier };
}

/** A new sign-in code of an existing shopper. */
async function codeOf(email: string): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = pkce();
  const signin = await signIn(email, PASSWORD, challenge);
  expect(signin.statusCode, signin.body).toBe(200);
  return { code: (signin.json() as { authorizationCode: string }).authorizationCode, verifier };
}

/** The order numbers of a signed-in shopper's history. */
async function historyOf(accessToken: string): Promise<string[]> {
  const response = await t.call({
    method: "POST",
    url: "/consumers-v3/consumer/purchasehistory?locale=en-us",
    token: accessToken,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orders: { orderNumber: string }[] }).orders.map(
    (order) => order.orderNumber,
  );
}

/** The token exchange with any extra fields, as the guest `token` (or no one). */
const exchangeWith = (body: Record<string, unknown>, token?: string) =>
  t.call({
    method: "POST",
    url: "/token/v2/auth/token",
    payload: { grantType: "Registered", ...body },
    ...(token ? { token } : {}),
  });

const codeHashOf = (code: string) => createHash("sha256").update(code).digest("hex");

/** A guest with an open bag of one line on the US site and a favourites list. */
async function guestWithObjects(): Promise<{
  token: string;
  basketId: string;
  favoriteId: string;
}> {
  const token = await t.guestToken();
  const cart = (
    await t.call({ method: "POST", url: "/cart/v1/cart?locale=en-us", token })
  ).json() as Cart;
  const [sku] = await t.db.query<{ upc: string; style_id: string }>(
    `select k.upc, k.style_id from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
      where i.quantity > 2 order by k.upc limit 1`,
  );
  const added = await t.call({
    method: "POST",
    url: "/cart/v1/item",
    token,
    payload: { cartId: cart.basketId, productId: sku?.style_id, upc: sku?.upc, qty: 1 },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const saved = await t.call({
    method: "POST",
    url: "/wishlists/v2/favorites",
    token,
    payload: { id: sku?.style_id },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return {
    token,
    basketId: cart.basketId,
    favoriteId: (saved.json() as { favoriteId: string }).favoriteId,
  };
}

describe("the token exchange's retry after a 409 (000 §4)", () => {
  it("answers the same session again to the same code and verifier: a lost answer can be retried", async () => {
    const { code, verifier } = await freshCode();
    const first = await exchangeWith({ authorizationCode: code, codeVerifier: verifier });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await exchangeWith({ authorizationCode: code, codeVerifier: verifier });
    expect(retry.statusCode, retry.body).toBe(200);
    const [a, b] = [first.json() as TokenResponse, retry.json() as TokenResponse];
    expect(b).toEqual(a);
    // The retry's cookies carry the session too, and the session works.
    expect(retry.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(["rl_token", "rl_refresh"]),
    );
    const me = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer?locale=en-us",
      token: b.accessToken,
    });
    expect(me.statusCode, me.body).toBe(200);
  });

  it("refuses the spent code with another verifier (AUT409), and the right one after 30 s", async () => {
    const { code, verifier } = await freshCode();
    expect(
      (await exchangeWith({ authorizationCode: code, codeVerifier: verifier })).statusCode,
    ).toBe(200);
    const other = await exchangeWith({ authorizationCode: code, codeVerifier: pkce().verifier });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other)?.errorId).toBe("AUT409");
    expect(other.body).not.toContain("accessToken");
    await t.db.query(
      "update auth_codes set sealed_until = now() - interval '1 second' where code_hash = $1",
      [codeHashOf(code)],
    );
    const late = await exchangeWith({ authorizationCode: code, codeVerifier: verifier });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)?.errorId).toBe("AUT409");
  });

  it("keeps only a sealed answer the database alone cannot open", async () => {
    const { code, verifier } = await freshCode();
    const first = (
      await exchangeWith({ authorizationCode: code, codeVerifier: verifier })
    ).json() as TokenResponse;
    const [row] = await t.db.query<{ sealed_answer: string; code_challenge: string }>(
      "select sealed_answer, code_challenge from auth_codes where code_hash = $1",
      [codeHashOf(code)],
    );
    expect(row?.sealed_answer).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const secret of [first.accessToken, first.refreshToken ?? "", first.consumerNo])
      expect(row?.sealed_answer).not.toContain(secret);
    // What the row holds (the challenge) as the verifier opens nothing.
    const withChallenge = await exchangeWith({
      authorizationCode: code,
      codeVerifier: row?.code_challenge,
    });
    expect(withChallenge.statusCode).toBe(409);
  });

  it("does not answer a session that was signed out since", async () => {
    const { code, verifier } = await freshCode();
    const first = (
      await exchangeWith({ authorizationCode: code, codeVerifier: verifier })
    ).json() as TokenResponse;
    const out = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/auth/signout",
      token: first.accessToken,
      payload: {},
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    const retry = await exchangeWith({ authorizationCode: code, codeVerifier: verifier });
    expect(retry.statusCode).toBe(409);
  });
});

describe("the token exchange's guestObjects, orderNo, st and action", () => {
  it("carries the guest objects named there when they are the caller's own", async () => {
    const guest = await guestWithObjects();
    const { code, verifier } = await freshCode();
    const response = await exchangeWith(
      {
        authorizationCode: code,
        codeVerifier: verifier,
        guestObjects: { basketId: guest.basketId, favoriteId: guest.favoriteId },
      },
      guest.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json() as TokenResponse;
    expect(token.basketId).toBe(guest.basketId);
    expect(token.favorites).not.toBeNull();
    const bag = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${guest.basketId}`,
      token: token.accessToken,
    });
    expect((bag.json() as Cart).totalItems).toBe(1);
    const list = await t.call({
      method: "GET",
      url: "/wishlists/v2/favorites",
      token: token.accessToken,
    });
    expect((list.json() as { total: number }).total).toBe(1);
  });

  it("refuses another guest's basket or list (404) without spending the code or moving it", async () => {
    const victim = await guestWithObjects();
    const caller = await t.guestToken();
    const { code, verifier } = await freshCode();
    const basket = await exchangeWith(
      {
        authorizationCode: code,
        codeVerifier: verifier,
        guestObjects: { basketId: victim.basketId },
      },
      caller,
    );
    expect(basket.statusCode).toBe(404);
    expect(errorOf(basket)).toMatchObject({ errorId: "BSK404", field: "guestObjects.basketId" });
    const list = await exchangeWith(
      {
        authorizationCode: code,
        codeVerifier: verifier,
        guestObjects: { favoriteId: victim.favoriteId },
      },
      caller,
    );
    expect(list.statusCode).toBe(404);
    expect(errorOf(list)).toMatchObject({ errorId: "API404", field: "guestObjects.favoriteId" });
    // Named without any guest token: nobody's own.
    const anonymous = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      guestObjects: { basketId: victim.basketId },
    });
    expect(errorOf(anonymous)?.errorId).toBe("BSK404");
    // The victim still has their bag; the code still signs in.
    const theirs = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${victim.basketId}`,
      token: victim.token,
    });
    expect(theirs.statusCode).toBe(200);
    const ok = await exchangeWith({ authorizationCode: code, codeVerifier: verifier }, caller);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("refuses a guest order it cannot find (OHS4004) before spending the code; orderNo needs st", async () => {
    const { code, verifier } = await freshCode();
    const unknown = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      orderNo: "RL00012345",
      st: "c2VjdXJpdHktdG9rZW4tb2YtdGhlLW9yZGVy",
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toMatchObject({ errorId: "OHS4004", field: "orderNo" });
    const alone = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      orderNo: "RL1",
    });
    expect(errorOf(alone)).toMatchObject({ errorId: "VAL400", field: "st" });
    const bad = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      orderNo: "RL 1; drop",
      st: "abcdefgh",
    });
    expect(errorOf(bad)).toMatchObject({ errorId: "VAL400", field: "orderNo" });
    const ok = await exchangeWith({ authorizationCode: code, codeVerifier: verifier });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("attaches the guest order its orderNo and st name to the account signing in, once, and only with the right st (000 §7)", async () => {
    const guest = await guestShopper(t);
    const order = await placedOrder(t, { shopper: guest });
    const ada = newShopper();
    expect((await signUp(ada)).statusCode).toBe(201);
    const first = await codeOf(ada.email);
    // A wrong secret is refused before the code is spent, exactly as an unknown order.
    const wrong = await exchangeWith({
      authorizationCode: first.code,
      codeVerifier: first.verifier,
      orderNo: order.orderNo,
      st: "d3Jvbmctc2VjcmV0LW9mLXRoZS1vcmRlcg",
    });
    expect(wrong.statusCode).toBe(404);
    expect(errorOf(wrong)).toMatchObject({ errorId: "OHS4004", field: "orderNo" });
    const signedIn = await exchangeWith({
      authorizationCode: first.code,
      codeVerifier: first.verifier,
      orderNo: order.orderNo,
      st: order.st,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json() as TokenResponse;
    expect(await historyOf(token.accessToken)).toEqual([order.orderNo]);
    // Again (a second sign-in with the same link): nothing moves twice.
    const again = await codeOf(ada.email);
    const twice = await exchangeWith({
      authorizationCode: again.code,
      codeVerifier: again.verifier,
      orderNo: order.orderNo,
      st: order.st,
    });
    expect(twice.statusCode, twice.body).toBe(200);
    expect(await historyOf((twice.json() as TokenResponse).accessToken)).toEqual([order.orderNo]);
    const lines = await t.db.query<{ event: string }>(
      "select event from order_history where order_no = $1 and event = 'account'",
      [order.orderNo],
    );
    expect(lines).toHaveLength(1);
    // Someone else with the same link signs in, but the order stays in the account it joined.
    const eve = newShopper();
    expect((await signUp(eve)).statusCode).toBe(201);
    const hers = await codeOf(eve.email);
    const late = await exchangeWith({
      authorizationCode: hers.code,
      codeVerifier: hers.verifier,
      orderNo: order.orderNo,
      st: order.st,
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(await historyOf((late.json() as TokenResponse).accessToken)).toEqual([]);
    expect(await historyOf(token.accessToken)).toEqual([order.orderNo]);
  });

  it("leaves a registered shopper's order where it is, whoever signs in with its st", async () => {
    const owner = await t.registeredToken();
    const order = await placedOrder(t, { shopper: owner });
    const { code, verifier } = await freshCode();
    const other = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      orderNo: order.orderNo,
      st: order.st,
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(await historyOf((other.json() as TokenResponse).accessToken)).toEqual([]);
    const [row] = await t.db.query<{ consumer_no: string }>(
      "select consumer_no from orders where order_no = $1",
      [order.orderNo],
    );
    expect(row?.consumer_no).toBe(owner.consumerNo);
  });

  it("names the shopper's own bag and list after action postLogin, even without a guest", async () => {
    // A shopper who has a bag and a list of their own (carried from an earlier guest visit).
    const guest = await guestWithObjects();
    const body = newShopper();
    expect((await signUp(body)).statusCode).toBe(201);
    const codeFor = async () => {
      const { verifier, challenge } = pkce();
      const signin = await signIn(body.email, PASSWORD, challenge);
      return { code: (signin.json() as { authorizationCode: string }).authorizationCode, verifier };
    };
    const first = await codeFor();
    const carried = await exchangeWith(
      { authorizationCode: first.code, codeVerifier: first.verifier },
      guest.token,
    );
    expect((carried.json() as TokenResponse).basketId).toBe(guest.basketId);
    const plain = await codeFor();
    const without = (
      await exchangeWith({ authorizationCode: plain.code, codeVerifier: plain.verifier })
    ).json() as TokenResponse;
    // No bag named without a guest's or postLogin; the favourites list is named at every
    // sign-in (000 §3 Auth `favorites`, issue 26 point 13).
    expect([without.basketId, without.favorites]).toEqual([
      null,
      (carried.json() as TokenResponse).favorites,
    ]);
    const post = await codeFor();
    const withPostLogin = await exchangeWith({
      authorizationCode: post.code,
      codeVerifier: post.verifier,
      action: "postLogin",
    });
    expect(withPostLogin.statusCode, withPostLogin.body).toBe(200);
    const answer = withPostLogin.json() as TokenResponse;
    expect(answer.basketId).toBe(guest.basketId);
    expect(answer.favorites).toBe((carried.json() as TokenResponse).favorites);
  });

  it("refuses the sign-in fields on a Guest or RefreshToken grant, and an unknown action (VAL400)", async () => {
    for (const [field, value] of [
      ["action", "postLogin"],
      ["guestObjects", { basketId: "b1" }],
      ["orderNo", "RL1"],
    ] as const) {
      const response = await t.call({
        method: "POST",
        url: "/token/v2/auth/token",
        payload: {
          grantType: "Guest",
          [field]: value,
          ...(field === "orderNo" ? { st: "abcdefgh" } : {}),
        },
      });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field });
    }
    const { code, verifier } = await freshCode();
    const action = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      action: "preLogin",
    });
    expect(errorOf(action)).toMatchObject({ errorId: "VAL400", field: "action" });
    const extra = await exchangeWith({
      authorizationCode: code,
      codeVerifier: verifier,
      guestObjects: { orderId: "x" },
    });
    expect(errorOf(extra)?.errorId).toBe("VAL400");
  });
});
