import { createHash, randomBytes } from "node:crypto";
import type { TokenResponse } from "@ridgeline/contract";
import { expect } from "vitest";
import type { TestApp } from "./test-app";

export const PASSWORD = "Trailhead42";

/**
 * The sign-up, sign-in (PKCE) and token-exchange calls of the identity API tests, each as a
 * shopper's browser makes them, with a fresh e-mail and network address per shopper. `app`
 * gives the test file's app, which exists only once its `beforeAll` ran.
 */
export function authCalls(app: () => TestApp) {
  let serial = 0;
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
    app().call({
      method: "POST",
      url: `/consumers-v3/auth/signup?locale=${locale}`,
      payload: { recaptcha_response: await app().botAnswer("register"), ...body },
    });

  function pkce() {
    const verifier = randomBytes(32).toString("base64url");
    return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
  }
  const signIn = async (username: string, password: string, challenge: string, bot?: string) =>
    app().call({
      method: "POST",
      url: "/consumers-v3/auth/signin",
      payload: {
        username,
        password,
        codeChallenge: challenge,
        recaptcha_response: bot ?? (await app().botAnswer("login")),
      },
      remoteAddress: `10.0.${serial % 250}.${(serial * 7) % 250}`,
    });
  const exchange = (code: string, verifier: string, token?: string) =>
    app().call({
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

  return { newShopper, signUp, pkce, signIn, exchange, signedIn };
}
