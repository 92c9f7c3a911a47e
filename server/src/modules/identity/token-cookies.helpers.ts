import type { TokenResponse } from "@ridgeline/contract";
import type { FastifyReply } from "fastify";
import { clearCookie, setCookie } from "../../platform/http/cookies";

/** Puts a token answer's tokens in httpOnly cookies (the refresh token SameSite=Strict). */
export function setTokenCookies(reply: FastifyReply, token: TokenResponse, secure: boolean): void {
  setCookie(reply, "accessToken", token.accessToken, {
    secure,
    sameSite: "lax",
    maxAge: token.expiresIn,
  });
  if (token.refreshToken)
    setCookie(reply, "refreshToken", token.refreshToken, { secure, sameSite: "strict" });
}

/** Forgets every cookie that holds the shopper's state (000 §4: logout clears all stores). */
export function clearShopperCookies(reply: FastifyReply, secure: boolean): void {
  for (const role of ["accessToken", "refreshToken", "basketId"] as const)
    clearCookie(reply, role, secure);
}
