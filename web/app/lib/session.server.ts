import {
  ApiError,
  ISSUE_TOKEN,
  type ApiRequest,
  type CookieRole,
  type WebHost,
} from "@ridgeline/contract";
import type { MiddlewareFunction } from "react-router";
import { apiFor, hostContext, sessionContext, type ShopperSession } from "./context";
import { readCookie, serializeCookie } from "./cookies";
import { keepSegmentPass } from "./segment-pass.server";

function forward(headers: Record<string, string | string[] | undefined>, setCookies: string[]) {
  const cookie = headers["set-cookie"];
  setCookies.push(...(Array.isArray(cookie) ? cookie : cookie ? [cookie] : []));
}

/** A call that may change something. */
const isWrite = (call: ApiRequest) => call.method !== "GET" && call.method !== "HEAD";
/** Asking for a token is how a session starts (or renews), never a reason to start one. */
const isTokenCall = (call: ApiRequest) => call.url.startsWith(ISSUE_TOKEN.path);

/** A guest token from the token API; the API's own httpOnly cookie goes to the browser. */
async function issueGuestToken(host: WebHost, setCookies: string[]): Promise<string> {
  const issued = await apiFor(host, null).callWithHeaders(ISSUE_TOKEN, {
    body: { grantType: "Guest" },
  });
  forward(issued.headers, setCookies);
  return issued.data.accessToken;
}

/**
 * A signed-in shopper whose short access token ran out still holds the refresh cookie: it
 * buys a new pair. A refused refresh (expired, revoked, replayed) ends the signed-in session.
 */
async function refreshed(
  host: WebHost,
  refreshToken: string,
  setCookies: string[],
): Promise<string | null> {
  try {
    const answer = await apiFor(host, null).callWithHeaders(ISSUE_TOKEN, {
      body: { grantType: "RefreshToken", refreshToken },
    });
    forward(answer.headers, setCookies);
    return answer.data.accessToken;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    setCookies.push(serializeCookie("refreshToken", "", 0, host.cookieSecure));
    return null;
  }
}

/** Cookies of a shopper's own state beyond the guest token: a page read with them is theirs. */
const STATE_COOKIES: readonly CookieRole[] = ["basketId", "storeSession", "employeeTerms", "store"];

/**
 * Gives every page request a shopper session. A visitor without a token browses without one: the
 * guest token (spec 000 §4) is issued on the first write (a bag, a heart, a form), so a page
 * view without cookies, a crawler's or anyone's, writes nothing to the database.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const realHost = context.get(hostContext);
  // A token the API refuses (revoked elsewhere, or a sign-out whose answer never reached the
  // browser) would be sent again and again: note it, and replace it once the page is done.
  let refused = false;
  const pagePost = request.method !== "GET" && request.method !== "HEAD";
  const host: WebHost = {
    ...realHost,
    transport: async (call) => {
      // Any write starts the guest session first, whichever helper makes it: an API write, or
      // any call a form post (a page action) makes.
      if (
        !token &&
        (pagePost || isWrite(call)) &&
        !isTokenCall(call) &&
        !call.headers["authorization"]
      ) {
        await session.ensureToken();
        call = { ...call, headers: { ...call.headers, authorization: `Bearer ${token}` } };
      }
      const answer = await realHost.transport(call);
      if (answer.status === 401 && call.headers["authorization"]) refused = true;
      return answer;
    },
  };
  const cookieHeader = request.headers.get("cookie");
  const secure = realHost.cookieSecure;
  const setCookies: string[] = [];
  let token = readCookie(cookieHeader, "accessToken", secure);
  const refreshToken = readCookie(cookieHeader, "refreshToken", secure);
  let signedIn = Boolean(token && refreshToken);
  if (!token && refreshToken) {
    token = await refreshed(host, refreshToken, setCookies);
    signedIn = token !== null;
  }

  let issuing: Promise<void> | null = null;
  const session: ShopperSession = {
    api: apiFor(host, token),
    basketId: readCookie(cookieHeader, "basketId", secure),
    bagLines: readCookie(cookieHeader, "bagLines", secure),
    setCookies,
    signedIn,
    personal: STATE_COOKIES.some((role) => readCookie(cookieHeader, role, secure) !== null),
    notices: [],
    hasToken: () => token !== null,
    ensureToken() {
      if (token) return Promise.resolve();
      // Loaders run side by side: the first to need a guest token issues it, the others wait
      // for that one (two tokens would make two guests, and a bag made under one is not the
      // other's).
      issuing ??= issueGuestToken(realHost, setCookies).then((issued) => {
        token = issued;
        session.api = apiFor(host, issued);
      });
      return issuing;
    },
    useToken(next, nowSignedIn) {
      token = next;
      session.signedIn = nowSignedIn;
      session.api = apiFor(host, next);
    },
  };
  context.set(sessionContext, session);

  const response = await next();
  // Only a signed-in session is checked this way: a guest meets 401 on calls reserved for
  // signed-in shoppers, which says nothing about the guest's own token.
  if (refused && session.signedIn && refreshToken) {
    const renewed = await refreshed(realHost, refreshToken, setCookies);
    if (!renewed) {
      setCookies.push(serializeCookie("basketId", "", 0, secure));
      await issueGuestToken(realHost, setCookies);
    }
  }
  await keepSegmentPass(session, cookieHeader, secure, new URL(request.url).pathname);
  for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
  // A page (or its `.data`) made for this shopper is kept by no cache, not even the browser's:
  // signed in now or before this request, a cookie set, or shopper state shown. Guests' pages
  // of the catalogue keep no Cache-Control, as before (decision 0034).
  if (signedIn || session.signedIn || session.personal || session.setCookies.length > 0)
    response.headers.set("Cache-Control", "private, no-store");
  return response;
};

/**
 * Route middleware of the shopper's own pages (bag, favourites, account, sign-in and password
 * forms): whoever asks, what they get is never cached.
 */
export const personalPage: MiddlewareFunction<Response> = ({ context }, next) => {
  context.get(sessionContext).personal = true;
  return next();
};
