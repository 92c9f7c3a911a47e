import {
  ADD_ITEM,
  APPLY_COUPON,
  CART_WITH_ITEM,
  CREATE_CART,
  GET_CART,
  GET_SAVED_FOR_LATER,
  MOVE_SAVED_TO_CART,
  REMOVE_COUPON,
  REMOVE_ITEM,
  REMOVE_SAVED_ITEM,
  SAVE_FOR_LATER,
  UPDATE_ITEM,
} from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { CartService } from "./cart.service";

export async function cartRoutes(
  app: FastifyInstance,
  options: { cart: CartService },
): Promise<void> {
  const { cart } = options;
  registerEndpoint(app, CREATE_CART, async ({ shopper, scope }, reply) => {
    const result = await cart.createCart(shopper, scope.site);
    reply.code(result.created ? 201 : 200);
    return result.cart;
  });
  registerEndpoint(app, GET_CART, async ({ params, query, shopper }) =>
    cart.getCart(params.basketId, shopper, {
      patch: query.isPatchRequired === "true",
      supplyCheck: query.inventorySupplyCheck === "true",
    }),
  );
  registerEndpoint(app, ADD_ITEM, async ({ body, shopper }) => cart.addItem(body, shopper));
  registerEndpoint(app, CART_WITH_ITEM, async ({ body, shopper, scope }) =>
    cart.cartWithItem(body, shopper, scope.site),
  );
  registerEndpoint(app, UPDATE_ITEM, async ({ params, body, shopper }) => {
    // The path names the cart; a body naming another one is a mistake, not a second cart.
    if (body.cartId !== params.basketId) {
      throw new AppError("VAL400", {
        field: "cartId",
        message: "cartId must be the cart the path names.",
      });
    }
    return cart.updateItem(body, shopper);
  });
  registerEndpoint(app, REMOVE_ITEM, async ({ body, shopper }) => cart.removeItem(body, shopper));
  registerEndpoint(app, GET_SAVED_FOR_LATER, async ({ query, shopper, scope }) =>
    cart.savedForLater(shopper, scope.site, { start: query.start, count: query.count }),
  );
  registerEndpoint(app, SAVE_FOR_LATER, async ({ body, shopper, scope }) =>
    cart.saveForLater(body, shopper, scope.site),
  );
  registerEndpoint(app, MOVE_SAVED_TO_CART, async ({ params, body, shopper }) =>
    cart.moveSavedToCart(params.basketId, body, shopper),
  );
  registerEndpoint(app, REMOVE_SAVED_ITEM, async ({ params, shopper, scope }) =>
    cart.removeSavedItem(params.saveForLaterId, params.itemId, shopper, scope.site),
  );
  registerEndpoint(app, APPLY_COUPON, async ({ body, shopper }) => cart.applyCoupon(body, shopper));
  registerEndpoint(app, REMOVE_COUPON, async ({ body, shopper }) =>
    cart.removeCoupon(body, shopper),
  );
}
