// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { randomBytes } from "node:crypto";
import type { Cart, TokenResponse } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authCalls, PASSWORD } from "../../../test/auth-calls";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const { newShopper, signUp, pkce, signIn, exchange, signedIn } = authCalls(() => t);

describe("sign-in with PKCE and the token exchange", () => {
  it("exchanges the code for a registered access and refresh token in httpOnly cookies", async () => {
    const body = newShopper();
    await signUp(body);
    const { verifier, challenge } = pkce();
    const signin = await signIn(body.email.toUpperCase(), PASSWORD, challenge);
    expect(signin.statusCode, signin.body).toBe(200);
    const { authorizationCode } = signin.json() as { authorizationCode: string };
    const response = await exchange(authorizationCode, verifier);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      consumerType: "REGISTERED",
      tokenType: "Bearer",
      expiresIn: 900,
    });
    const cookies = response.cookies.map((cookie) => [
      cookie.name,
      cookie.httpOnly,
      cookie.sameSite,
    ]);
    expect(cookies).toEqual(
      expect.arrayContaining([
        ["rl_token", true, "Lax"],
        ["rl_refresh", true, "Strict"],
      ]),
    );
  });

  it("refuses a wrong verifier (AUT404) and a second exchange of one code (AUT409)", async () => {
    const body = newShopper();
    await signUp(body);
    const { verifier, challenge } = pkce();
    const code = (
      (await signIn(body.email, PASSWORD, challenge)).json() as { authorizationCode: string }
    ).authorizationCode;
    const wrong = await exchange(code, pkce().verifier);
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)?.errorId).toBe("AUT404");
    // The failed try spent the code: the real verifier now meets a used code.
    const again = await exchange(code, verifier);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)?.errorId).toBe("AUT409");
    const unknown = await exchange(randomBytes(32).toString("base64url"), verifier);
    expect(errorOf(unknown)?.errorId).toBe("AUT404");
  });

  it("warns before the lockout, locks on the fifth failure, then refuses even the right password", async () => {
    const body = newShopper();
    await signUp(body);
    const { challenge } = pkce();
    const codes: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      codes.push(errorOf(await signIn(body.email, "Wrong-pass9", challenge))?.errorId ?? "");
    expect(codes).toEqual(["AUT401", "AUT401", "AUT401", "AUT426", "AUT423"]);
    const locked = await signIn(body.email, PASSWORD, challenge);
    expect(locked.statusCode).toBe(423);
    expect(errorOf(locked)?.errorId).toBe("AUT441");
  });

  it("answers an unknown e-mail exactly like a wrong password", async () => {
    const unknown = await signIn("nobody@example.com", PASSWORD, pkce().challenge);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown)).toMatchObject({
      errorId: "AUT401",
      message: "The email or password is incorrect.",
    });
  });

  it("refuses a code challenge that is not S256 base64url", async () => {
    const response = await signIn("ada@example.com", PASSWORD, "plain-challenge");
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "codeChallenge" });
  });

  it("carries the guest's bag, favourites and saved-for-later over at sign-in", async () => {
    const guest = await t.guestToken();
    const created = await t.call({
      method: "POST",
      url: "/cart/v1/cart?locale=en-us",
      token: guest,
    });
    const cart = created.json() as Cart;
    const [sku] = await t.db.query<{ upc: string; style_id: string }>(
      `select k.upc, k.style_id from skus k join inventory i on i.upc = k.upc and i.location_id = 'online'
        where i.quantity > 2 order by k.upc limit 1`,
    );
    const added = await t.call({
      method: "POST",
      url: "/cart/v1/item",
      token: guest,
      payload: { cartId: cart.basketId, productId: sku?.style_id, upc: sku?.upc, qty: 2 },
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const saved = await t.call({
      method: "POST",
      url: "/wishlists/v2/favorites",
      token: guest,
      payload: { id: sku?.style_id },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const setAside = await t.call({
      method: "PUT",
      url: "/cart/v2/saveForLater?locale=en-us",
      token: guest,
      payload: { productId: sku?.style_id, upc: sku?.upc, qty: 1 },
    });
    expect(setAside.statusCode, setAside.body).toBe(200);
    const { token } = await signedIn(guest);
    const later = await t.call({
      method: "GET",
      url: "/wishlists/v2/saveForLater?locale=en-us",
      token: token.accessToken,
    });
    expect(later.json()).toMatchObject({ total: 1, items: [{ upc: sku?.upc, qty: 1 }] });
    expect(token.basketId).toBe(cart.basketId);
    expect(token.favorites).not.toBeNull();
    const favorites = await t.call({
      method: "GET",
      url: "/wishlists/v2/favorites",
      token: token.accessToken,
    });
    expect((favorites.json() as { total: number }).total).toBe(1);
    const mine = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${cart.basketId}`,
      token: token.accessToken,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.json() as Cart).totalItems).toBe(2);
    const theirs = await t.call({
      method: "GET",
      url: `/cart/v1/cart/${cart.basketId}`,
      token: guest,
    });
    // Now a registered shopper's bag: the old guest token is refused with AUT498 (decision 0062).
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ errorDetails: [{ errorId: "AUT498" }] });
  });
});

describe("refresh and sign-out", () => {
  const refresh = (refreshToken: string) =>
    t.call({
      method: "POST",
      url: "/token/v2/auth/token",
      payload: { grantType: "RefreshToken", refreshToken },
    });
  const signOut = (token: string) =>
    t.call({ method: "POST", url: "/consumers-v3/consumer/auth/signout", token, payload: {} });

  it("rotates the refresh token; replaying a used one revokes the whole chain", async () => {
    const { token } = await signedIn();
    const first = await refresh(token.refreshToken ?? "");
    expect(first.statusCode, first.body).toBe(200);
    const next = first.json() as TokenResponse;
    expect(next.refreshToken).not.toBe(token.refreshToken);
    const replay = await refresh(token.refreshToken ?? "");
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay)?.errorId).toBe("AUT404");
    // The thief's copy and the real shopper's newer tokens die together.
    expect((await refresh(next.refreshToken ?? "")).statusCode).toBe(401);
    expect(errorOf(await signOut(next.accessToken))?.errorId).toBe("AUT432");
  });

  it("signs out: the access and refresh tokens stop working and the cookies are cleared", async () => {
    const { token } = await signedIn();
    const out = await signOut(token.accessToken);
    expect(out.statusCode, out.body).toBe(200);
    expect(
      out.cookies
        .filter((cookie) => cookie.maxAge === 0 || (cookie.expires && cookie.expires < new Date()))
        .map((c) => c.name),
    ).toEqual(expect.arrayContaining(["rl_token", "rl_refresh", "rl_basket"]));
    expect(errorOf(await signOut(token.accessToken))?.errorId).toBe("AUT432");
    expect((await refresh(token.refreshToken ?? "")).statusCode).toBe(401);
  });
});

describe("the bot check on sign-in and sign-up", () => {
  it("issues challenges and fails closed with AUT403 on a missing, forged, misused or replayed answer", async () => {
    const body = newShopper();
    await signUp(body);
    const { challenge } = pkce();
    const refusal = async (bot: string) => {
      const response = await signIn(body.email, PASSWORD, challenge, bot);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toMatchObject({ errorId: "AUT403", field: "recaptcha_response" });
    };
    const missing = await t.call({
      method: "POST",
      url: "/consumers-v3/auth/signin",
      payload: { username: body.email, password: PASSWORD, codeChallenge: challenge },
    });
    expect(errorOf(missing)?.errorId).toBe("AUT403");
    const answer = await t.botAnswer("login");
    const [payload, rest] = answer.split(".");
    await refusal(`${payload}.${"A".repeat(43)}:${rest?.split(":")[1]}`);
    await refusal(await t.botAnswer("register"));
    expect((await signIn(body.email, PASSWORD, challenge, answer)).statusCode).toBe(200);
    await refusal(answer);
    const noWork = (
      await t.call({ method: "GET", url: "/consumers-v3/auth/challenge?action=login" })
    ).json() as {
      challenge: string;
    };
    await refusal(`${noWork.challenge}:x`);
    // The unanswered lane is placement's alone (decision 0070): sign-in needs the work.
    await refusal(noWork.challenge);
  });

  it("answers 400 naming action for an unknown action", async () => {
    const response = await t.call({
      method: "GET",
      url: "/consumers-v3/auth/challenge?action=scrape",
    });
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "action" });
  });
});
