import { ISSUE_TOKEN, type TokenResponse } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { readCookie } from "../../platform/http/cookies";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import { setTokenCookies, type IdentityService } from "../identity";

export interface SessionNeeds {
  identity: IdentityService;
  cart: CartService;
  favorites: FavoritesService;
}

/**
 * A sign-in from a guest session: identity exchanges the code (the bag and favourites move to
 * the shopper as "shopper signed in" is delivered, before the exchange returns), and the
 * answer names the bag the guest had on this site and the shopper's favourites list.
 */
async function signIn(
  needs: SessionNeeds,
  body: { authorizationCode?: string | undefined; codeVerifier?: string | undefined },
  guest: Shopper | null,
  site: SiteScope,
): Promise<TokenResponse> {
  const fromGuest = guest?.consumerType === "GUEST" ? guest.consumerNo : null;
  const guestBag = fromGuest && (await needs.cart.openBasketId(fromGuest, site.siteId));
  const token = await needs.identity.exchangeAuthorizationCode(
    body.authorizationCode ?? "",
    body.codeVerifier ?? "",
    guest,
    site,
  );
  if (!fromGuest) return token;
  return {
    ...token,
    basketId: guestBag ? await needs.cart.openBasketId(token.consumerNo, site.siteId) : null,
    favorites: await needs.favorites.listIdOf(token.consumerNo),
  };
}

export async function sessionRoutes(
  app: FastifyInstance,
  options: SessionNeeds & { cookieSecure: boolean },
): Promise<void> {
  registerEndpoint(app, ISSUE_TOKEN, async ({ body, scope }, reply) => {
    const { identity } = options;
    let token;
    if (body.grantType === "Guest") token = await identity.issueGuestToken();
    else if (body.grantType === "Registered")
      token = await signIn(options, body, scope.shopper, scope.site);
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
