import { createHash, randomBytes } from "node:crypto";
import type { Cart, TokenResponse } from "@ridgeline/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, errorOf, type TestApp } from "../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const PASSWORD = "Trailhead42";
function newShopper(extra: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstName: "Ada",
    lastName: "O'Brien-Smith",
    email: `ada.${serial}.${randomBytes(3).toString("hex")}@example.com`,
    password: PASSWORD,
    isTermsConfirmed: true,
    ...extra,
  };
}
const signUp = async (body: Record<string, unknown>, locale = "en-us") =>
  t.call({
    method: "POST",
    url: `/consumers-v3/auth/signup?locale=${locale}`,
    payload: { recaptcha_response: await t.botAnswer("register"), ...body },
  });

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}
const signIn = async (username: string, password: string, challenge: string, bot?: string) =>
  t.call({
    method: "POST",
    url: "/consumers-v3/auth/signin",
    payload: {
      username,
      password,
      codeChallenge: challenge,
      recaptcha_response: bot ?? (await t.botAnswer("login")),
    },
    remoteAddress: `10.0.${serial % 250}.${(serial * 7) % 250}`,
  });
const exchange = (code: string, verifier: string, token?: string) =>
  t.call({
    method: "POST",
    url: "/token/v2/auth/token",
    payload: { grantType: "Registered", authorizationCode: code, codeVerifier: verifier },
    ...(token ? { token } : {}),
  });

/** A new account signed in: its token answer. */
async function signedIn(guestToken?: string): Promise<{ email: string; token: TokenResponse }> {
  const body = newShopper();
  expect((await signUp(body)).statusCode).toBe(201);
  const { verifier, challenge } = pkce();
  const code = (await signIn(body.email, PASSWORD, challenge)).json() as {
    authorizationCode: string;
  };
  const response = await exchange(code.authorizationCode, verifier, guestToken);
  expect(response.statusCode, response.body).toBe(200);
  return { email: body.email, token: response.json() as TokenResponse };
}

describe("POST /consumers-v3/auth/signup", () => {
  it("creates an account and answers 201 with its number", async () => {
    const body = newShopper({
      birthDate: "1990-04-12",
      phone: "+1 (415) 555-2671",
      postalCode: "94110",
    });
    const response = await signUp(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      accountCreated: true,
      email: body.email,
      firstName: "Ada",
    });
    const [row] = await t.db.query<{ password_hash: string; phone: string }>(
      "select password_hash, phone from consumers where email = $1",
      [body.email],
    );
    expect(row?.password_hash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
    expect(row?.phone).toBe("+14155552671");
  });

  it("turns the sign-up's consents into subscriptions, and saves nothing when one is refused", async () => {
    const body = newShopper({
      phone: "+14155550199",
      subscriptions: { newsletterConsent: true, smsNotificationConsent: true },
    });
    const created = await signUp(body);
    expect(created.statusCode, created.body).toBe(201);
    const { consumerNo } = created.json() as { consumerNo: string };
    const rows = await t.db.query<{ type: string; channel: string }>(
      "select type, channel from consumer_subscriptions where consumer_no = $1 order by channel",
      [consumerNo],
    );
    expect(rows.map((row) => `${row.type}/${row.channel}`)).toEqual([
      "Newsletter/email",
      "Newsletter/sms",
    ]);
    const noPhone = newShopper({ subscriptions: { smsNotificationConsent: true } });
    const refused = await signUp(noPhone);
    expect(errorOf(refused)).toMatchObject({ errorId: "VAL400", field: "phone" });
    const [left] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from consumers where email = $1",
      [noPhone.email],
    );
    expect(left?.n).toBe(0);
  });

  it("stores a phone by its country's rules: a UK number written the UK way on the UK site", async () => {
    const created = await signUp(newShopper({ phone: "07700 900456" }), "en-gb");
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await t.db.query<{ phone: string }>(
      "select phone from consumers where consumer_no = $1",
      [(created.json() as { consumerNo: string }).consumerNo],
    );
    expect(row?.phone).toBe("+447700900456");
  });

  it("refuses an e-mail already registered, whatever its case (PRO400 on email)", async () => {
    const body = newShopper();
    await signUp(body);
    const again = await signUp({ ...body, email: ` ${body.email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "PRO400", field: "email" });
  });

  it("refuses a phone number already in use (AUT444 on phone)", async () => {
    await signUp(newShopper({ phone: "+447700900123" }));
    const again = await signUp(newShopper({ phone: "+44 7700 900123" }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ errorId: "AUT444", field: "phone" });
  });

  it.each([
    [{ firstName: "R2-D2" }, 400, "VAL400", "firstName"],
    [{ lastName: "X" }, 400, "VAL400", "lastName"],
    [{ email: "ada@example" }, 400, "AUT453", "email"],
    [{ password: "Sh0rt" }, 400, "FE872", "password"],
    [{ password: "alllowercase1" }, 400, "VAL400", "password"],
    [{ isTermsConfirmed: false }, 400, "VAL400", "isTermsConfirmed"],
    [{ birthDate: "2020-02-30" }, 400, "VAL400", "birthDate"],
    [{ birthDate: "1899-12-31" }, 400, "VAL400", "birthDate"],
    [{ phone: "12345" }, 400, "VAL400", "phone"],
  ])("refuses %o with %i %s naming the field", async (change, status, errorId, field) => {
    const response = await signUp(newShopper(change));
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response)).toMatchObject({ errorId, field });
  });

  it("applies the country's minimal age (13 in the US, 16 in Germany) and Germany's required birth date", async () => {
    const year = new Date().getUTCFullYear();
    const fourteen = `${year - 14}-01-01`;
    expect((await signUp(newShopper({ birthDate: fourteen }))).statusCode).toBe(201);
    const young = await signUp(newShopper({ birthDate: fourteen }), "de-de");
    expect(errorOf(young)).toMatchObject({ errorId: "PRO410", field: "birthDate" });
    const missing = await signUp(newShopper(), "de-de");
    expect(errorOf(missing)).toMatchObject({ errorId: "PRO411", field: "birthDate" });
  });
});

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

  it("carries the guest's bag and favourites over at sign-in", async () => {
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
    const { token } = await signedIn(guest);
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
    expect(theirs.statusCode).toBe(404);
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

describe("GET /consumers-v3/consumer", () => {
  it("answers the signed-in shopper's profile, partly enrolled while details are missing", async () => {
    const { email, token } = await signedIn();
    const response = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer",
      token: token.accessToken,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      consumerNo: token.consumerNo,
      consumerType: "REGISTERED",
      consumerDetails: {
        email,
        firstName: "Ada",
        lastName: "O'Brien-Smith",
        phone: null,
        employee: null,
      },
      isLoyaltyMember: false,
      partiallyEnrolled: true,
    });
  });

  it("answers 401 AUT432 to a guest and without a token", async () => {
    const guest = await t.call({
      method: "GET",
      url: "/consumers-v3/consumer",
      token: await t.guestToken(),
    });
    expect(guest.statusCode).toBe(401);
    expect(errorOf(guest)?.errorId).toBe("AUT432");
    expect((await t.call({ method: "GET", url: "/consumers-v3/consumer" })).statusCode).toBe(401);
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
  });

  it("answers 400 naming action for an unknown action", async () => {
    const response = await t.call({
      method: "GET",
      url: "/consumers-v3/auth/challenge?action=scrape",
    });
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "action" });
  });
});

describe("the profile behind other areas", () => {
  it("gives an opt-in without a recipient the account's e-mail", async () => {
    const { email, token } = await signedIn();
    const response = await t.call({
      method: "POST",
      url: "/consumers-v3/consumer/subscription?locale=en-us",
      token: token.accessToken,
      payload: { subscriptions: [{ type: "Newsletter", channel: "email" }] },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.json()).toMatchObject({
      subscriptions: [
        expect.objectContaining({ type: "Newsletter", recipient: email, optin: true }),
      ],
    });
  });
});
