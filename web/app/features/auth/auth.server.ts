import { createHash, randomBytes } from "node:crypto";
import { ApiError, ISSUE_TOKEN, SIGN_IN, SIGN_OUT, type TokenResponse } from "@ridgeline/contract";
import { serializeCookie } from "../../lib/cookies";
import type { ShopperSession } from "../../lib/context";
import { noteEmployeeTerms } from "../associates/index.server";
import type { CarriedOrder } from "./auth.types";

/** 000 §4 and §9: a 409 from the token exchange is retried once, after 2000 ms. */
export const TOKEN_RETRY_MS = 2000;
const BASKET_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Copies the API's Set-Cookie headers (the httpOnly token cookies) onto the page's answer. */
function forwardCookies(
  session: ShopperSession,
  headers: Record<string, string | string[] | undefined>,
) {
  const cookie = headers["set-cookie"];
  session.setCookies.push(...(Array.isArray(cookie) ? cookie : cookie ? [cookie] : []));
}

/**
 * Signs a shopper in with e-mail and password. The web server is the OAuth client: it makes
 * the PKCE verifier, sends only its S256 challenge with the credentials, and redeems the code
 * with the verifier, speaking with the guest's token so the guest's bag comes along.
 */
export async function signInWithPassword(
  session: ShopperSession,
  credentials: {
    email: string;
    password: string;
    botAnswer: string;
    /** A guest order to bring into the account (000 §7 `orderNo` and `st`). */
    order?: CarriedOrder | null;
  },
  secure: boolean,
): Promise<TokenResponse & { orderKept: boolean }> {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const { authorizationCode } = await session.api.call(SIGN_IN, {
    body: {
      username: credentials.email,
      password: credentials.password,
      codeChallenge: challenge,
      recaptcha_response: credentials.botAnswer,
    },
  });
  // postLogin: the answer names the shopper's own bag even when the guest brought none. A
  // retry after 409 sends the same code and verifier, which answers the first answer again
  // when it was lost (decision 0050).
  let order = credentials.order ?? null;
  const exchange = () =>
    session.api.callWithHeaders(ISSUE_TOKEN, {
      body: {
        grantType: "Registered",
        authorizationCode,
        codeVerifier: verifier,
        action: "postLogin",
        ...(order ? { orderNo: order.orderNo, st: order.st } : {}),
      },
    });
  // The order's own refusal (unknown, wrong secret, too many look-ups) names its field.
  const orderRefused = (error: unknown) =>
    order !== null &&
    error instanceof ApiError &&
    (error.errorId === "OHS4004" ||
      error.details.some((detail) => detail.field === "orderNo" || detail.field === "st"));
  let answer;
  try {
    try {
      answer = await exchange();
    } catch (error) {
      // An order that will not open with its secret (its link expired, another account has it)
      // does not keep the shopper out: the refusal left the code unspent, so sign in without it.
      if (orderRefused(error)) {
        order = null;
        answer = await exchange();
      } else {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        await wait(TOKEN_RETRY_MS);
        answer = await exchange();
      }
    }
  } catch (error) {
    // 000 §8: a failed token exchange shows the DUPLICATED_TOKEN message, whatever its code
    // (a 403 is the bot defence's, which has words of its own).
    if (!(error instanceof ApiError) || error.status === 403) throw error;
    throw new ApiError(409, [{ errorId: "AUT409", message: error.message }], error.correlationId);
  }
  forwardCookies(session, answer.headers);
  noteEmployeeTerms(session, answer.data, secure);
  session.useToken(answer.data.accessToken, true);
  if (answer.data.basketId) {
    session.basketId = answer.data.basketId;
    session.setCookies.push(
      serializeCookie("basketId", answer.data.basketId, BASKET_COOKIE_MAX_AGE, secure),
    );
  }
  return { ...answer.data, orderKept: order !== null };
}

/** Signs out: the API revokes the tokens and clears their cookies; a guest token follows. */
export async function signOut(session: ShopperSession, secure: boolean): Promise<void> {
  try {
    const answer = await session.api.callWithHeaders(SIGN_OUT, { body: {} });
    forwardCookies(session, answer.headers);
  } catch (error) {
    // An already-expired session is signed out anyway; anything else is a real failure.
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    session.setCookies.push(
      ...(["accessToken", "refreshToken", "basketId"] as const).map((role) =>
        serializeCookie(role, "", 0, secure),
      ),
    );
  }
  session.basketId = null;
  // What the bag held goes too: the next shopper on this device does not get it back.
  if (session.bagLines) session.setCookies.push(serializeCookie("bagLines", "", 0, secure));
  session.bagLines = null;
  session.useToken(null, false);
  await session.ensureToken();
}
