import { ApiError, isBotDefenceRefusal } from "@ridgeline/contract";
import { data, redirect, type RouterContextProvider } from "react-router";
import { hostContext, sessionContext, type ShopperSession } from "../../lib/context";
import { readCookie, serializeCookie } from "../../lib/cookies";
import type { AccountProblem } from "./auth.types";
import { isEnrolEmail } from "./enrolment";

// The sign-in gate of every page for a signed-in shopper (the account's, orders', gift cards',
// help's and enrolment's), and the answer their forms give an API refusal.

/** The sign-in page's path, coming back to `path` (a path of this site) afterwards. */
export function signInPath(locale: string, path: string): string {
  return `/${locale}/sign-in?next=${encodeURIComponent(path)}`;
}

/** The sign-in page, coming back to `path` afterwards. */
function signInFor(locale: string, path: string): Response {
  return redirect(signInPath(locale, path));
}

/** How long the sign-in page waits for the e-mail a form carried to it. */
const CARRIED_EMAIL_MAX_AGE = 10 * 60;

/**
 * The sign-in page for a guest who sent a form that needs an account without JavaScript (a
 * newsletter block: with it, the form opens the sign-in dialog on the page), coming back to
 * `path`, with the e-mail they typed carried in a short-lived httpOnly cookie so the sign-in
 * form shows it (never in the URL, decision 0050). An address that is not one is not carried.
 */
export function signInCarryingEmail(
  context: Readonly<RouterContextProvider>,
  locale: string,
  path: string,
  email: string,
): Response {
  const typed = email.trim();
  if (isEnrolEmail(typed)) {
    const secure = context.get(hostContext).cookieSecure;
    context
      .get(sessionContext)
      .setCookies.push(serializeCookie("signInEmail", typed, CARRIED_EMAIL_MAX_AGE, secure));
  }
  return signInFor(locale, path);
}

/** The e-mail a form carried to the sign-in page ("" when none), taken once. */
export function takeCarriedEmail(
  context: Readonly<RouterContextProvider>,
  request: Request,
): string {
  const secure = context.get(hostContext).cookieSecure;
  const carried = readCookie(request.headers.get("cookie"), "signInEmail", secure);
  if (carried === null) return "";
  context.get(sessionContext).setCookies.push(serializeCookie("signInEmail", "", 0, secure));
  return isEnrolEmail(carried) ? carried : "";
}

/**
 * The signed-in shopper of an account page, and a way to call the API for them: a session
 * that is not signed in, or whose token the API refuses (401), goes to the sign-in page and
 * comes back to `path`.
 */
export function accountSession(
  context: Readonly<RouterContextProvider>,
  locale: string,
  path: string,
): { session: ShopperSession; guard: <T>(call: Promise<T>) => Promise<T> } {
  const session = context.get(sessionContext);
  if (!session.signedIn) throw signInFor(locale, path);
  return {
    session,
    guard: async (call) => {
      try {
        return await call;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw signInFor(locale, path);
        throw error;
      }
    },
  };
}

/**
 * Turns an API refusal (4xx) into the page's answer with the same status; anything else is
 * thrown. `values` are what the form shows again: never a card number or security code.
 */
export function accountRefusal(error: unknown, intent: string, values: Record<string, string>) {
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 401) throw error;
  const problem: AccountProblem = {
    intent,
    errorId: error.errorId,
    field: error.details[0]?.field ?? null,
    values,
    // A bot-checked form sends itself once more after this refusal (000 §4).
    ...(isBotDefenceRefusal(error) ? { botDefence: true as const } : {}),
  };
  return data(problem, { status: error.status });
}
