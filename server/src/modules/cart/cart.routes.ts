import { ADD_ITEM, CREATE_CART, GET_CART } from "@ridgeline/contract";
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
}
