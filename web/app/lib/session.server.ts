import { COOKIES, ISSUE_TOKEN, type WebHost } from "@ridgeline/contract";
import { isbot } from "isbot";
import type { MiddlewareFunction } from "react-router";
import { apiFor, hostContext, sessionContext, type ShopperSession } from "./context";
import { readCookie } from "./cookies";

/** A guest token from the token API; the API's own httpOnly cookie goes to the browser. */
async function issueGuestToken(host: WebHost, setCookies: string[]): Promise<string> {
  const issued = await apiFor(host, null).callWithHeaders(ISSUE_TOKEN, {
    body: { grantType: "Guest" },
  });
  const cookie = issued.headers["set-cookie"];
  setCookies.push(...(Array.isArray(cookie) ? cookie : cookie ? [cookie] : []));
  return issued.data.accessToken;
}

/**
 * Gives every page request a shopper session. A visitor without a token gets a guest token at
 * once (spec 000 §4); a crawler only when it writes to a cart, so indexing the shop does not
 * write a session per hit.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const host = context.get(hostContext);
  const cookieHeader = request.headers.get("cookie");
  const setCookies: string[] = [];
  let token = readCookie(cookieHeader, COOKIES.accessToken);
  if (!token && !isbot(request.headers.get("user-agent")))
    token = await issueGuestToken(host, setCookies);

  const session: ShopperSession = {
    api: apiFor(host, token),
    basketId: readCookie(cookieHeader, COOKIES.basketId),
    setCookies,
    async ensureToken() {
      if (token) return;
      token = await issueGuestToken(host, setCookies);
      session.api = apiFor(host, token);
    },
  };
  context.set(sessionContext, session);

  const response = await next();
  for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
};
