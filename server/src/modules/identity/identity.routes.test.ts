// databases: postgres — business rules through the API; PostgreSQL runs them faster
import { COOKIES, type Cart, type ErrorEnvelope, type TokenResponse } from "@ridgeline/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app";
import { hashToken } from "./identity.service";

const TOKEN_URL = "/token/v2/auth/token";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function errorOf(response: LightMyRequestResponse) {
  return (response.json() as ErrorEnvelope).errorDetails[0];
}

function issue(payload: Record<string, unknown>) {
  return t.call({ method: "POST", url: TOKEN_URL, payload });
}

const createCart = (headers: Record<string, string>) =>
  t.call({ method: "POST", url: "/cart/v1/cart", headers });

describe("POST /token/v2/auth/token (Guest)", () => {
  let response: LightMyRequestResponse;
  let token: TokenResponse;
  beforeAll(async () => {
    response = await issue({ grantType: "Guest" });
    token = response.json() as TokenResponse;
  });

  it("answers 200 with a guest shopper's token", () => {
    expect(response.statusCode).toBe(200);
    expect(token).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      tokenType: "Bearer",
      expiresIn: t.config.guestTokenTtlSeconds,
      consumerNo: expect.stringMatching(/^G[0-9A-F]{16}$/),
      consumerType: "GUEST",
      memberId: null,
      refreshToken: null,
      basketId: null,
      favorites: null,
      isEmployeeDiscountTCAccepted: false,
    });
  });

  it("sets the token as an httpOnly, SameSite=Lax cookie for the whole site", () => {
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toContain(`${COOKIES.accessToken}=${token.accessToken};`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(cookie).toContain(`Max-Age=${t.config.guestTokenTtlSeconds}`);
    // Tests run with COOKIE_SECURE off (plain-HTTP development); production turns it on.
    expect(t.config.cookieSecure).toBe(false);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("forbids caching the answer", () => {
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("forbids caching a refused token call too", async () => {
    const refused = await issue({ grantType: "Password" });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("gives every call its own shopper and token", async () => {
    const other = (await issue({ grantType: "Guest" })).json() as TokenResponse;
    expect(other.accessToken).not.toBe(token.accessToken);
    expect(other.consumerNo).not.toBe(token.consumerNo);
  });

  it("stores only a hash of the token", async () => {
    const rows = await t.db.query<{ token_hash: string }>(
      "select token_hash from shopper_sessions where consumer_no = $1",
      [token.consumerNo],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token.accessToken) }]);
    expect(rows[0]?.token_hash).not.toContain(token.accessToken);
  });
});

describe("using the token", () => {
  it("works as a Bearer header", async () => {
    const token = await t.guestToken();
    expect((await createCart({ authorization: `Bearer ${token}` })).statusCode).toBe(201);
  });

  it("works as the cookie, and both ways reach the same shopper", async () => {
    const token = await t.guestToken();
    const byCookie = await createCart({ cookie: `${COOKIES.accessToken}=${token}` });
    expect(byCookie.statusCode).toBe(201);
    const byHeader = await createCart({ authorization: `Bearer ${token}` });
    expect(byHeader.statusCode).toBe(200);
    expect((byHeader.json() as Cart).basketId).toBe((byCookie.json() as Cart).basketId);
  });

  it("prefers the Bearer header over a cookie of another shopper", async () => {
    const [first, second] = [await t.guestToken(), await t.guestToken()];
    const own = (await createCart({ authorization: `Bearer ${first}` })).json() as Cart;
    const response = await createCart({
      authorization: `Bearer ${first}`,
      cookie: `${COOKIES.accessToken}=${second}`,
    });
    expect((response.json() as Cart).basketId).toBe(own.basketId);
  });

  it.each([
    ["an unknown, well-formed token", "A".repeat(43)],
    ["a garbage token", "garbage"],
    ["an over-long token", "x".repeat(500)],
  ])("refuses %s with 401 AUT432", async (_label, token) => {
    const response = await createCart({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("refuses an unknown token sent as the cookie with 401 AUT432", async () => {
    const response = await createCart({ cookie: `${COOKIES.accessToken}=${"B".repeat(43)}` });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("refuses a token whose session has expired", async () => {
    const token = await t.guestToken();
    await t.db.query(
      "update shopper_sessions set expires_at = now() - interval '1 minute' where token_hash = $1",
      [hashToken(token)],
    );
    const response = await createCart({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT432");
  });

  it("refuses a token whose session was revoked", async () => {
    const token = await t.guestToken();
    await t.db.query("update shopper_sessions set revoked_at = now() where token_hash = $1", [
      hashToken(token),
    ]);
    expect(errorOf(await createCart({ authorization: `Bearer ${token}` }))?.errorId).toBe("AUT432");
  });
});

describe("POST /token/v2/auth/token (Registered)", () => {
  const verifier = "v".repeat(43);

  it("answers 400 VAL400 naming authorizationCode when the code is missing", async () => {
    const response = await issue({ grantType: "Registered", codeVerifier: verifier });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "authorizationCode" });
    expect(errorOf(response)?.message).toContain("authorizationCode");
  });

  it("answers 400 VAL400 naming codeVerifier when the PKCE verifier is missing", async () => {
    const response = await issue({ grantType: "Registered", authorizationCode: "some-code" });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "codeVerifier" });
  });

  it("answers 401 AUT404 for a code nobody issued, without a cookie", async () => {
    const response = await issue({
      grantType: "Registered",
      authorizationCode: "never-issued",
      codeVerifier: verifier,
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.errorId).toBe("AUT404");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });
});

describe("grantType", () => {
  it.each([["Password"], ["guest"], [""], [42]])(
    "answers 400 VAL400 naming grantType for %j",
    async (grantType) => {
      const response = await issue({ grantType });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "grantType" });
    },
  );

  it("answers 400 VAL400 naming grantType when it is missing", async () => {
    const response = await issue({});
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ errorId: "VAL400", field: "grantType" });
  });
});
