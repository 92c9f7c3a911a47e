/** The session area's front door: the only file other areas, app.ts, cli/ and seed/ import. */
import { defineArea } from "../../platform/areas/area";
import type { CartService } from "../cart";
import type { FavoritesService } from "../favorites";
import type { IdentityArea } from "../identity";
import type { OrdersArea } from "../orders";
import { sessionRoutes } from "./session.routes";

/**
 * The token endpoint: guest tokens, sign-in and refresh. It sits above identity, the cart,
 * favourites and orders because a sign-in's answer names the shopper's bag and favourites list,
 * and a sign-in can bring a guest order with its secret, which identity (below them) cannot know.
 */
export const sessionArea = defineArea<{
  identity: IdentityArea;
  cart: CartService;
  favorites: FavoritesService;
  orders: OrdersArea;
}>()({
  name: "session",
  needs: { identity: true, cart: true, favorites: true, orders: true },
  create: (_platform, { identity, cart, favorites, orders }) => ({
    identity: identity.identity,
    cart,
    favorites,
    orders,
  }),
  routes: (app, needs, { config }) =>
    sessionRoutes(app, { ...needs, cookieSecure: config.cookieSecure }),
});
