import {
  ACCEPT_EMPLOYEE_TERMS,
  AGENT_LOGIN,
  AGENT_LOGOUT,
  ApiClient,
  GET_IN_STORE_SESSION,
  HEADERS,
  STORE_SESSION_COOKIE,
  STORE_SESSION_HEADER,
  type InStoreSession,
  type TokenResponse,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { hostContext, sessionContext, type ShopperSession } from "./context";
import { readCookie } from "./cookies";

/**
 * Set at each sign-in: `ask` while an employee has not accepted the discount terms, so the
 * dialog shows on the next pages; declining clears it until the next sign-in.
 */
export const EMPLOYEE_TERMS_COOKIE = "rl_emp_terms";

function sessionCookie(name: string, value: string, secure: boolean, clear = false): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(clear ? ["Max-Age=0"] : []),
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** After a sign-in: ask an employee who has not accepted the terms; anyone else is not asked. */
export function noteEmployeeTerms(
  session: ShopperSession,
  token: TokenResponse,
  secure: boolean,
): void {
  const ask = token.consumerType === "EMPLOYEE" && !token.isEmployeeDiscountTCAccepted;
  session.setCookies.push(sessionCookie(EMPLOYEE_TERMS_COOKIE, ask ? "ask" : "", secure, !ask));
}

/** True when the employee-terms dialog is to be shown on this page. */
export function employeeTermsPending(request: Request, session: ShopperSession): boolean {
  return (
    session.signedIn && readCookie(request.headers.get("cookie"), EMPLOYEE_TERMS_COOKIE) === "ask"
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
    sessionCookie(EMPLOYEE_TERMS_COOKIE, "", context.get(hostContext).cookieSecure, true),
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

const storeToken = (request: Request) =>
  readCookie(request.headers.get("cookie"), STORE_SESSION_COOKIE);

/** The device's buy-in-store session, or null; asks the API only when the cookie is there. */
export async function readInStore(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<InStoreSession | null> {
  const token = storeToken(request);
  if (!token) return null;
  const { inStore } = await inStoreApi(context, token).call(GET_IN_STORE_SESSION);
  // An expired session's cookie is dropped, so later pages do not ask again.
  if (!inStore)
    context
      .get(sessionContext)
      .setCookies.push(
        sessionCookie(STORE_SESSION_COOKIE, "", context.get(hostContext).cookieSecure, true),
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
  const token = storeToken(request) ?? "";
  const answer = await inStoreApi(context, token).callWithHeaders(AGENT_LOGOUT, {});
  forward(session, answer.headers);
}
