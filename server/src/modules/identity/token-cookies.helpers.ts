import { COOKIES, type TokenResponse } from "@ridgeline/contract";
import type { FastifyReply } from "fastify";

/** Puts a token answer's tokens in httpOnly cookies (the refresh token SameSite=Strict). */
export function setTokenCookies(reply: FastifyReply, token: TokenResponse, secure: boolean): void {
  reply.setCookie(COOKIES.accessToken, token.accessToken, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: token.expiresIn,
  });
  if (token.refreshToken)
    reply.setCookie(COOKIES.refreshToken, token.refreshToken, {
      httpOnly: true,
      secure,
      sameSite: "strict",
      path: "/",
    });
}

/** Forgets every cookie that holds the shopper's state (000 §4: logout clears all stores). */
export function clearShopperCookies(reply: FastifyReply, secure: boolean): void {
  for (const name of [COOKIES.accessToken, COOKIES.refreshToken, COOKIES.basketId])
    reply.clearCookie(name, { path: "/", httpOnly: true, secure });
}
