import { ADD_ITEM, CREATE_CART, GET_CART, REMOVE_ITEM, UPDATE_ITEM } from "@ridgeline/contract";
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
  registerEndpoint(app, GET_CART, async ({ params, shopper }) =>
    cart.getCart(params.basketId, shopper),
  );
  registerEndpoint(app, ADD_ITEM, async ({ body, shopper }) => cart.addItem(body, shopper));
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
}
