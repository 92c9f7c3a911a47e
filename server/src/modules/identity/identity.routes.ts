import { ISSUE_TOKEN } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { readCookie } from "../../platform/http/cookies";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { IdentityService } from "./identity.service";
import { setTokenCookies } from "./token-cookies.helpers";

export async function identityRoutes(
  app: FastifyInstance,
  options: { identity: IdentityService; cookieSecure: boolean },
): Promise<void> {
  registerEndpoint(app, ISSUE_TOKEN, async ({ body, scope }, reply) => {
    const { identity } = options;
    let token;
    if (body.grantType === "Guest") token = await identity.issueGuestToken();
    else if (body.grantType === "Registered")
      token = await identity.exchangeAuthorizationCode(
        body.authorizationCode ?? "",
        body.codeVerifier ?? "",
        scope.shopper,
        scope.site,
      );
    else {
      const refreshToken =
        body.refreshToken ?? readCookie(reply.request, "refreshToken", options.cookieSecure);
      if (!refreshToken) throw new AppError("AUT404", { field: "refreshToken" });
      token = await identity.refresh(refreshToken);
    }
    setTokenCookies(reply, token, options.cookieSecure);
    return token;
  });
}
