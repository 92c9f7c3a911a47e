import {
  ADD_FAVORITE,
  GET_FAVORITES,
  GET_FAVORITE_IDS,
  GET_FAVORITES_SHARE,
  GET_SHARED_FAVORITES,
  REMOVE_FAVORITE,
  SHARE_FAVORITES,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { FavoritesService } from "./favorites.service";

export async function favoritesRoutes(
  app: FastifyInstance,
  options: { favorites: FavoritesService },
): Promise<void> {
  const { favorites } = options;
  registerEndpoint(app, GET_FAVORITES, async ({ query, shopper, scope }) =>
    favorites.list(shopper, scope.site, query),
  );
  registerEndpoint(app, GET_FAVORITE_IDS, async ({ shopper, scope }) =>
    favorites.ids(shopper, scope.site),
  );
  registerEndpoint(app, ADD_FAVORITE, async ({ body, shopper, scope }, reply) => {
    const result = await favorites.add(shopper, scope.site, body);
    // 201 when the product was saved now; 200 when it was on the list already.
    if (result.created) reply.code(201);
    return result;
  });
  registerEndpoint(app, REMOVE_FAVORITE, async ({ params, query, shopper, scope }) =>
    favorites.remove(shopper, scope.site, params.favoriteId, params.itemId, query),
  );
  registerEndpoint(app, SHARE_FAVORITES, async ({ params, shopper, scope }) =>
    favorites.share(shopper, scope.site, params.favoriteId),
  );
  registerEndpoint(app, GET_FAVORITES_SHARE, async ({ params, shopper, scope }) =>
    favorites.shareStatus(shopper, scope.site, params.favoriteId),
  );
  registerEndpoint(app, GET_SHARED_FAVORITES, async ({ params, query, scope }) =>
    favorites.shared(params.shareToken, scope.site, query),
  );
}
