import {
  ACCEPT_EMPLOYEE_TERMS,
  AGENT_LOGIN,
  AGENT_LOGOUT,
  ApiClient,
  GET_IN_STORE_SESSION,
  HEADERS,
  STORE_SESSION_HEADER,
  type InStoreSession,
  type TokenResponse,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { hostContext, sessionContext, type ShopperSession } from "../../lib/context";
import { readCookie, serializeCookie } from "../../lib/cookies";

/**
 * At each sign-in the employee-terms cookie is set for the browser session: `ask` while an
 * employee has not accepted the discount terms, so the dialog shows on the next pages; anyone
 * else has it cleared, and declining clears it until the next sign-in.
 */
export function noteEmployeeTerms(
  session: ShopperSession,
  token: TokenResponse,
  secure: boolean,
): void {
  const ask = token.consumerType === "EMPLOYEE" && !token.isEmployeeDiscountTCAccepted;
  session.setCookies.push(
    serializeCookie("employeeTerms", ask ? "ask" : "", ask ? null : 0, secure),
  );
}

/** True when the employee-terms dialog is to be shown on this page. */
export function employeeTermsPending(
  request: Request,
  session: ShopperSession,
  secure: boolean,
): boolean {
  return (
    session.signedIn && readCookie(request.headers.get("cookie"), "employeeTerms", secure) === "ask"
  );
}

/** Accepts (calls the API) or declines (for this sign-in); the dialog closes either way. */
export async function answerEmployeeTerms(
  context: Readonly<RouterContextProvider>,
  accept: boolean,
): Promise<void> {
  const session = context.get(sessionContext);
  if (accept)
    await session.api.call(ACCEPT_EMPLOYEE_TERMS, {
      body: { isEmployeeDiscountTCAccepted: true },
    });
  session.setCookies.push(
    serializeCookie("employeeTerms", "", 0, context.get(hostContext).cookieSecure),
  );
}

/** An API client carrying the browser's in-store token (the API's httpOnly cookie). */
function inStoreApi(context: Readonly<RouterContextProvider>, token: string): ApiClient {
  const host = context.get(hostContext);
  return new ApiClient(host.transport, {
    [HEADERS.accessKey]: host.accessKey,
    [HEADERS.correlationId]: host.correlationId,
    [STORE_SESSION_HEADER]: token,
  });
}

const storeToken = (context: Readonly<RouterContextProvider>, request: Request) =>
  readCookie(request.headers.get("cookie"), "storeSession", context.get(hostContext).cookieSecure);

/** The device's buy-in-store session, or null; asks the API only when the cookie is there. */
export async function readInStore(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<InStoreSession | null> {
  const token = storeToken(context, request);
  if (!token) return null;
  const { inStore } = await inStoreApi(context, token).call(GET_IN_STORE_SESSION);
  // An expired session's cookie is dropped, so later pages do not ask again.
  if (!inStore)
    context
      .get(sessionContext)
      .setCookies.push(
        serializeCookie("storeSession", "", 0, context.get(hostContext).cookieSecure),
      );
  return inStore;
}

function forward(session: ShopperSession, headers: Record<string, unknown>): void {
  const cookie = headers["set-cookie"];
  if (Array.isArray(cookie)) session.setCookies.push(...cookie.map(String));
  else if (typeof cookie === "string") session.setCookies.push(cookie);
}

/** Signs an associate in; the API's httpOnly in-store cookie goes on to the browser. */
export async function startInStore(
  context: Readonly<RouterContextProvider>,
  input: { storeId: string; storeEmployeeId: string; secret: string },
): Promise<InStoreSession> {
  const session = context.get(sessionContext);
  const answer = await session.api.callWithHeaders(AGENT_LOGIN, { body: input });
  forward(session, answer.headers);
  return answer.data;
}

/** Ends the device's in-store session and forgets its cookie. */
export async function clearInStore(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<void> {
  const session = context.get(sessionContext);
  const token = storeToken(context, request) ?? "";
  const answer = await inStoreApi(context, token).callWithHeaders(AGENT_LOGOUT, {});
  forward(session, answer.headers);
}
