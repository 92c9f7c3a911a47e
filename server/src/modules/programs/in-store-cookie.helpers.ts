import { STORE_SESSION_HEADER } from "@ridgeline/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { clearCookie, readCookie, setCookie } from "../../platform/http/cookies";
import { IN_STORE_SESSION_SECONDS } from "./associates.service";

/**
 * The buy-in-store token of a request: the `x-store-session` header (the web app's in-process
 * calls) first, then the httpOnly cookie (a browser calling the API). Checkout reads it here
 * and asks `associates.inStoreInfo(token)` for the storeId and storeEmployeeId of an order.
 */
export function readStoreSessionToken(request: FastifyRequest, secure: boolean): string | null {
  const header = request.headers[STORE_SESSION_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || readCookie(request, "storeSession", secure);
}

export function setStoreSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  setCookie(reply, "storeSession", token, {
    secure,
    sameSite: "lax",
    maxAge: IN_STORE_SESSION_SECONDS,
  });
}

export function clearStoreSessionCookie(reply: FastifyReply, secure: boolean): void {
  clearCookie(reply, "storeSession", secure);
}
