/** The session area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import type { IdentityArea } from "../identity";
import { sessionRoutes } from "./session.routes";

/**
 * The token endpoint: guest tokens, sign-in and refresh. It sits above identity, the cart and
 * favourites because a sign-in's answer names the shopper's bag and favourites list, which
 * identity (below them) cannot know.
 */
export const sessionArea = defineArea<{
  identity: IdentityArea;
  cart: CartService;
  favorites: FavoritesService;
}>()({
  name: "session",
  needs: { identity: true, cart: true, favorites: true },
  create: (_platform, { identity, cart, favorites }) => ({
    identity: identity.identity,
    cart,
    favorites,
  }),
  routes: (app, needs, { config }) =>
    sessionRoutes(app, { ...needs, cookieSecure: config.cookieSecure }),
});
