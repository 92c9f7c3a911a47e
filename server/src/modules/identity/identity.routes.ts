import { COOKIES, ISSUE_TOKEN } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { IdentityService } from "./identity.service";

export async function identityRoutes(
  app: FastifyInstance,
  options: { identity: IdentityService; cookieSecure: boolean },
): Promise<void> {
  app.addHook("onSend", async (request, reply, payload) => {
    // The token endpoint's answer must never be cached by a browser or proxy.
    reply.header("cache-control", "no-store");
    return payload;
  });

  registerEndpoint(app, ISSUE_TOKEN, async ({ body }, reply) => {
    const token =
      body.grantType === "Guest"
        ? await options.identity.issueGuestToken()
        : await options.identity.exchangeAuthorizationCode(
            body.authorizationCode ?? "",
            body.codeVerifier ?? "",
          );
    reply.setCookie(COOKIES.accessToken, token.accessToken, {
      httpOnly: true,
      secure: options.cookieSecure,
      sameSite: "lax",
      path: "/",
      maxAge: token.expiresIn,
    });
    return token;
  });
}
