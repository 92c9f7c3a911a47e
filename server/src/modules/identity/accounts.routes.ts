import {
  CHANGE_PASSWORD,
  CONFIRM_PASSWORD_RESET,
  GET_BOT_CHALLENGE,
  REQUEST_PASSWORD_RESET,
  SIGN_IN,
  SIGN_OUT,
  SIGN_UP,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { readCookie } from "../../platform/http/cookies";
import { readToken, registerEndpoint } from "../../platform/http/endpoint-route";
import { registeredShopper } from "../../platform/http/request-scope";
import type { BotVerifier } from "../../platform/bot/bot-check";
import type { AccountsService } from "./accounts.service";
import type { IdentityService } from "./identity.service";
import type { PasswordsService } from "./passwords.service";
import { clearShopperCookies } from "./token-cookies.helpers";

export async function accountsRoutes(
  app: FastifyInstance,
  options: {
    accounts: AccountsService;
    identity: IdentityService;
    bot: BotVerifier;
    passwords: PasswordsService;
    cookieSecure: boolean;
  },
): Promise<void> {
  registerEndpoint(app, GET_BOT_CHALLENGE, async ({ query }) =>
    options.bot.challenge(query.action),
  );

  registerEndpoint(app, SIGN_UP, async ({ body, scope }) =>
    options.accounts.signUp(body, scope.site),
  );

  registerEndpoint(app, SIGN_IN, async ({ body }, reply) =>
    options.accounts.signIn(body, reply.request.ip),
  );

  registerEndpoint(app, SIGN_OUT, async ({ body }, reply) => {
    const accessToken = readToken(reply.request, options.cookieSecure) ?? "";
    const refreshToken =
      body?.refreshToken ?? readCookie(reply.request, "refreshToken", options.cookieSecure);
    await options.identity.signOut(accessToken, refreshToken);
    clearShopperCookies(reply, options.cookieSecure);
    return { signedOut: true as const };
  });

  // GET /consumers-v3/consumer is profile.routes.ts's, with the profile's other calls.

  registerEndpoint(app, CHANGE_PASSWORD, async ({ body, scope }, reply) => {
    const shopper = registeredShopper(scope);
    const accessToken = readToken(reply.request, options.cookieSecure) ?? "";
    await options.passwords.change(shopper.consumerNo, accessToken, body);
    return { passwordChanged: true as const };
  });

  registerEndpoint(
    app,
    REQUEST_PASSWORD_RESET,
    async ({ body, scope }) => {
      await options.passwords.requestReset(body.email, scope.site);
      return { sent: true as const };
    },
    { perAddress: "mail" },
  );

  registerEndpoint(app, CONFIRM_PASSWORD_RESET, async ({ body }) => {
    await options.passwords.reset(body);
    return { passwordChanged: true as const };
  });
}
