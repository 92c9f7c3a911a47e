import { createHash, randomBytes } from "node:crypto";
import type { TokenResponse } from "@ridgeline/contract";
import type { TestApp } from "./test-app";

export const TEST_PASSWORD = "Trailhead42";

/** Creates an account through the API (bot check solved); answers its e-mail and number. */
export async function createShopper(
  t: TestApp,
  extra: Record<string, unknown> = {},
): Promise<{ email: string; consumerNo: string }> {
  const email = `shopper.${randomBytes(6).toString("hex")}@example.com`;
  const response = await t.call({
    method: "POST",
    url: "/consumers-v3/auth/signup?locale=en-us",
    payload: {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: TEST_PASSWORD,
      isTermsConfirmed: true,
      recaptcha_response: await t.botAnswer("register"),
      ...extra,
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  return { email, consumerNo: (response.json() as { consumerNo: string }).consumerNo };
}

/**
 * Signs in with PKCE and exchanges the code: the token answer, or the failed response's body.
 * With the guest's token, the guest's bag and lists become the shopper's.
 */
export async function signInShopper(
  t: TestApp,
  email: string,
  password = TEST_PASSWORD,
  guestToken?: string,
): Promise<TokenResponse> {
  const verifier = randomBytes(32).toString("base64url");
  const signIn = await t.call({
    method: "POST",
    url: "/consumers-v3/auth/signin",
    payload: {
      username: email,
      password,
      codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
      recaptcha_response: await t.botAnswer("login"),
    },
    remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const { authorizationCode } = signIn.json() as { authorizationCode: string };
  const token = await t.call({
    method: "POST",
    url: "/token/v2/auth/token",
    payload: { grantType: "Registered", authorizationCode, codeVerifier: verifier },
    ...(guestToken ? { token: guestToken } : {}),
  });
  if (token.statusCode !== 200) throw new Error(`token exchange failed: ${token.body}`);
  return token.json() as TokenResponse;
}

/** Enrols a signed-in shopper in loyalty through the API and sets the balance to `points`. */
export async function enrolMember(
  t: TestApp,
  token: string,
  consumerNo: string,
  points: number,
): Promise<void> {
  const joined = await t.call({
    method: "POST",
    url: "/consumers-v3/consumer?locale=en-us",
    token,
    payload: { consumerProfile: { enrollments: { loyalty: true } } },
  });
  if (joined.statusCode !== 200) throw new Error(`loyalty enrolment failed: ${joined.body}`);
  await t.db.query("update loyalty_members set points_balance = $2 where consumer_no = $1", [
    consumerNo,
    points,
  ]);
}

/**
 * A signed-in shopper whose page server had the store link a new visitor id to them (issue 29:
 * the only way a visitor id comes to stand for a customer in the audience-data query).
 */
export async function linkedVisitor(
  t: TestApp,
  extra: Record<string, unknown>,
): Promise<{ vuid: string; consumerNo: string; accessToken: string }> {
  const shopper = await createShopper(t, extra);
  const { accessToken } = await signInShopper(t, shopper.email);
  const vuid = `vuid_${randomBytes(15).toString("base64url")}`;
  const linked = await t.call({
    method: "GET",
    url: `/consumers-v3/consumer/segments?locale=en-us&visitor=${vuid}`,
    token: accessToken,
  });
  if (linked.statusCode !== 200) throw new Error(`linking failed: ${linked.body}`);
  return { vuid, consumerNo: shopper.consumerNo, accessToken };
}
