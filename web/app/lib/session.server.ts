import { COOKIES, ISSUE_TOKEN } from "@ridgeline/contract";
import { isbot } from "isbot";
import type { MiddlewareFunction } from "react-router";
import { apiFor, hostContext, sessionContext } from "./context";
import { readCookie } from "./cookies";

/**
 * Gives every page request a shopper session. A visitor without a token gets a guest token
 * from the token API; the API's own httpOnly cookie is passed on to the browser. Crawlers
 * read pages without one, so indexing the shop does not write a session per hit.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const host = context.get(hostContext);
  const cookieHeader = request.headers.get("cookie");
  let token = readCookie(cookieHeader, COOKIES.accessToken);
  const setCookies: string[] = [];
  if (!token && !isbot(request.headers.get("user-agent"))) {
    const issued = await apiFor(host, null).callWithHeaders(ISSUE_TOKEN, {
      body: { grantType: "Guest" },
    });
    token = issued.data.accessToken;
    const cookie = issued.headers["set-cookie"];
    setCookies.push(...(Array.isArray(cookie) ? cookie : cookie ? [cookie] : []));
  }
  const session = {
    api: apiFor(host, token),
    basketId: readCookie(cookieHeader, COOKIES.basketId),
    setCookies,
  };
  context.set(sessionContext, session);

  const response = await next();
  for (const cookie of session.setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
};
