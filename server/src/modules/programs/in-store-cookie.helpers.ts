import { STORE_SESSION_COOKIE, STORE_SESSION_HEADER } from "@ridgeline/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { IN_STORE_SESSION_SECONDS } from "./associates.service";

/**
 * The buy-in-store token of a request: the `x-store-session` header (the web app's in-process
 * calls) first, then the httpOnly cookie (a browser calling the API). Checkout reads it here
 * and asks `associates.inStoreInfo(token)` for the storeId and storeEmployeeId of an order.
 */
export function readStoreSessionToken(request: FastifyRequest): string | null {
  const header = request.headers[STORE_SESSION_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim() || request.cookies[STORE_SESSION_COOKIE] || null;
}

export function setStoreSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(STORE_SESSION_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: IN_STORE_SESSION_SECONDS,
  });
}

export function clearStoreSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(STORE_SESSION_COOKIE, { path: "/", httpOnly: true, secure });
}
