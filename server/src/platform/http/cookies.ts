import { cookieName, type CookieRole } from "@ridgeline/contract";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The store's cookies, read and written under one name rule (`cookieName`): where cookies are
 * Secure they are `__Host-` named, Secure, Path=/ and without Domain, as the prefix demands.
 */
export function readCookie(
  request: FastifyRequest,
  role: CookieRole,
  secure: boolean,
): string | null {
  return request.cookies[cookieName(role, secure)] || null;
}

/** Sets one of the store's httpOnly cookies (a session cookie without `maxAge`). */
export function setCookie(
  reply: FastifyReply,
  role: CookieRole,
  value: string,
  options: { secure: boolean; sameSite: "lax" | "strict"; maxAge?: number },
): void {
  reply.setCookie(cookieName(role, options.secure), value, {
    httpOnly: true,
    path: "/",
    ...options,
  });
}

/** Tells the browser to forget one of the store's cookies. */
export function clearCookie(reply: FastifyReply, role: CookieRole, secure: boolean): void {
  reply.clearCookie(cookieName(role, secure), { path: "/", httpOnly: true, secure });
}
