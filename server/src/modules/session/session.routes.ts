import { ISSUE_TOKEN, type TokenRequest, type TokenResponse } from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { readCookie } from "../../platform/http/cookies";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { Shopper, SiteScope } from "../../platform/http/request-scope";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import { setTokenCookies, type IdentityService } from "../identity";
import type { OrdersService } from "../orders";

export interface SessionNeeds {
  identity: IdentityService;
  cart: CartService;
  favorites: FavoritesService;
  orders: Pick<OrdersService, "proveOrder" | "attachOrder">;
}

/**
 * What a sign-in's body asks beyond the code, checked before the code is spent so a refusal
 * leaves it usable: the guest objects it names must be the calling guest's own on this site
 * (BSK404 / API404 otherwise, as for anyone else's), and the order it names must open with its
 * secret `st` (OHS4004 for a wrong one and an unknown order alike, decision 0077).
 */
async function checkCarried(
  needs: SessionNeeds,
  body: TokenRequest,
  guest: Shopper | null,
  site: SiteScope,
  clientAddress: string,
): Promise<void> {
  if (body.orderNo !== undefined)
    await needs.orders.proveOrder(
      body.orderNo,
      { consumerNo: null, st: body.st ?? "", clientAddress },
      "control",
      "orderNo",
    );
  const named = body.guestObjects;
  if (!named) return;
  const guestNo = guest?.consumerType === "GUEST" ? guest.consumerNo : null;
  if (named.basketId !== undefined) {
    const own = guestNo && (await needs.cart.openBasketId(guestNo, site.siteId));
    if (own !== named.basketId)
      throw new AppError("BSK404", {
        field: "guestObjects.basketId",
        message: `Cart ${named.basketId} was not found.`,
      });
  }
  if (named.favoriteId !== undefined) {
    const own = guestNo && (await needs.favorites.listIdOf(guestNo));
    if (own !== named.favoriteId)
      throw new AppError("API404", {
        field: "guestObjects.favoriteId",
        message: `Favourites list ${named.favoriteId} was not found.`,
      });
  }
}

/**
 * A sign-in: identity exchanges the code (the guest's bag and favourites move to the shopper
 * as "shopper signed in" is delivered, before the exchange returns). The answer names the
 * shopper's bag on this site when the guest had one there, and their favourites list, when
 * the call came from a guest; `action: postLogin` asks for both whatever the guest held. A
 * guest order named with its secret (000 §7 `orderNo`, `st`) becomes the shopper's, once.
 */
async function signIn(
  needs: SessionNeeds,
  body: TokenRequest,
  guest: Shopper | null,
  site: SiteScope,
  clientAddress: string,
): Promise<TokenResponse> {
  await checkCarried(needs, body, guest, site, clientAddress);
  const fromGuest = guest?.consumerType === "GUEST" ? guest.consumerNo : null;
  const guestBag = fromGuest && (await needs.cart.openBasketId(fromGuest, site.siteId));
  const postLogin = body.action === "postLogin";
  return needs.identity.exchangeAuthorizationCode(
    body.authorizationCode ?? "",
    body.codeVerifier ?? "",
    guest,
    site,
    async (token) => {
      if (body.orderNo !== undefined)
        await needs.orders.attachOrder(body.orderNo, token.consumerNo);
      if (!fromGuest && !postLogin) return token;
      return {
        ...token,
        basketId:
          guestBag || postLogin
            ? await needs.cart.openBasketId(token.consumerNo, site.siteId)
            : null,
        favorites: await needs.favorites.listIdOf(token.consumerNo),
      };
    },
  );
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
      token = await signIn(options, body, scope.shopper, scope.site, reply.request.ip);
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
