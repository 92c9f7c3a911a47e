import { createHash, randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Locator, type Page } from "./support/test";
import { leadingZeroBits } from "../contract/src/bot-check";
import { cookieName, HEADERS } from "../contract/src/request-context";

/** The password every journey's new account uses (it meets the sign-up rules). */
export const PASSWORD = "Trailhead42";

/** An e-mail no other journey (or earlier run on the same database) has used. */
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A US mobile number no other journey uses (phone numbers are unique per account). */
export const uniquePhone = () =>
  `+1 415 2${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

/** Fills the sign-up form's required fields (the page or the dialog is already open). */
export async function fillSignUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await acceptTerms(page);
}

/**
 * The enrolment's sign-up step (the e-mail is already filled in from the look-up): a name, the
 * password, the loyalty terms and the two required boxes, then "Create account".
 */
export async function completeEnrolSignUp(page: Page): Promise<void> {
  await page.getByLabel("First name").fill("Mary");
  await page.getByLabel("Last name").fill("Anning");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/I accept the loyalty programme terms/).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Create account" }).click();
}

/** Ticks the two required boxes of the sign-up: the brand terms and the privacy policy. */
export async function acceptTerms(scope: Page | Locator): Promise<void> {
  await scope.getByLabel(/I accept the Ridgeline brand terms/).check();
  await scope.getByLabel(/I have read the privacy policy/).check();
}

/** Creates an account through the US sign-up page and lands on the account page. */
export async function signUp(page: Page, email = uniqueEmail("shopper")): Promise<string> {
  await page.goto("/en-us/sign-up");
  await fillSignUp(page, email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/en-us\/account\?notice=accountCreated/);
  return email;
}

/** The web app's access key on the journeys' server (playwright.config.ts). */
const ACCESS_KEY = "e2e-web-access-key";

/** A solved bot check for `action`, counted with the contract's own leading-zero rule. */
async function botAnswer(request: APIRequestContext, action: "register" | "login") {
  const response = await request.get(`/consumers-v3/auth/challenge?action=${action}`, {
    headers: { [HEADERS.accessKey]: ACCESS_KEY },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { challenge, difficulty } = (await response.json()) as {
    challenge: string;
    difficulty: number;
  };
  for (let answer = 0; ; answer += 1) {
    const digest = createHash("sha256").update(`${challenge}:${answer}`).digest();
    if (leadingZeroBits(digest) >= difficulty) return `${challenge}:${answer}`;
  }
}

/**
 * Creates an account through the API, as the sign-up page's action does (sign-up, then sign-in
 * with PKCE and the token exchange), with the page's browser context as the client: the API's
 * token cookies land in the browser, and the page opens the account page as `signUp` leaves it.
 * Journeys that need "a signed-in shopper" use this (decision 0084); `signUp` and the journeys
 * about the sign-up forms (account, auth-dialog, sign-up-consents, security-headers) go through
 * the page.
 */
export async function signUpByApi(page: Page, email = uniqueEmail("shopper")): Promise<string> {
  const request = page.context().request;
  let origin = "";
  const call = async (path: string, body: object, token?: string) => {
    const response = await request.post(path, {
      headers: {
        [HEADERS.accessKey]: ACCESS_KEY,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      data: body,
    });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    origin = new URL(response.url()).origin;
    return (await response.json()) as Record<string, unknown>;
  };
  // A guest session the browser already has (a bag, a heart) comes along, as on the page. The
  // server names its cookies `__Host-…` when they are Secure (production, also on 127.0.0.1).
  const tokenCookie = async () =>
    (await page.context().cookies()).find((cookie) =>
      [true, false].some((secure) => cookie.name === cookieName("accessToken", secure)),
    );
  const guestToken =
    (await tokenCookie())?.value ??
    String((await call("/token/v2/auth/token", { grantType: "Guest" }))["accessToken"]);
  await call(
    "/consumers-v3/auth/signup?locale=en-us",
    {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password: PASSWORD,
      isTermsConfirmed: true,
      subscriptions: { newsletterConsent: false, smsNotificationConsent: false },
      recaptcha_response: await botAnswer(request, "register"),
    },
    guestToken,
  );
  const verifier = randomBytes(32).toString("base64url");
  const { authorizationCode } = await call(
    "/consumers-v3/auth/signin",
    {
      username: email,
      password: PASSWORD,
      codeChallenge: createHash("sha256").update(verifier).digest("base64url"),
      recaptcha_response: await botAnswer(request, "login"),
    },
    guestToken,
  );
  // The answer's Set-Cookie (access and refresh token) goes into the context's cookie jar.
  const signedIn = await call(
    "/token/v2/auth/token",
    { grantType: "Registered", authorizationCode, codeVerifier: verifier, action: "postLogin" },
    guestToken,
  );
  if (typeof signedIn["basketId"] === "string") {
    // The web app's own cookie of the shopper's bag, as its sign-in sets it, named and flagged
    // like the token cookie the answer set.
    const secure = (await tokenCookie())?.name.startsWith("__Host-") ?? false;
    await page.context().addCookies([
      {
        name: cookieName("basketId", secure),
        value: signedIn["basketId"],
        url: origin,
        httpOnly: true,
        secure,
        sameSite: "Lax",
      },
    ]);
  }
  await page.goto("/en-us/account?notice=accountCreated");
  return email;
}

/** Saves the approved test Visa as the signed-in shopper's card (the account's payment page). */
export async function saveCard(page: Page): Promise<void> {
  await page.goto("/en-us/account/payment-methods");
  const card = page.getByTestId("card-form");
  await card.getByLabel("Card number").fill("4111 1111 1111 1111");
  await card.getByLabel("Month").selectOption("12");
  await card.getByLabel("Year").selectOption(String(new Date().getFullYear() + 3));
  await card.getByLabel("Security code").fill("123");
  await card.getByLabel("Name on card").fill("Ada Lovelace");
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page.getByTestId("account-done")).toBeVisible();
}
