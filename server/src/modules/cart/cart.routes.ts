import {
  ADD_ITEM,
  ADD_PRICE_ADJUSTMENT,
  CHANGE_PRICE_ADJUSTMENT,
  REMOVE_PRICE_ADJUSTMENT,
  APPLY_COUPON,
  APPLY_REWARD,
  CART_WITH_ITEM,
  CREATE_CART,
  GET_CART,
  GET_SAVED_FOR_LATER,
  GET_SHIPPING_METHODS,
  REMOVE_SHIPPING_ADDRESS,
  REMOVE_BILLING_ADDRESS,
  SET_BILLING_ADDRESS,
  GET_PAYMENT_METHODS,
  PAYMENT_SESSION,
  ADD_TENDER,
  REMOVE_TENDER,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  VALIDATE_SHIPPING_ADDRESS,
  MOVE_SAVED_TO_CART,
  REMOVE_COUPON,
  REMOVE_ITEM,
  REMOVE_SAVED_ITEM,
  SAVE_FOR_LATER,
  UPDATE_ITEM,
  HOME_SHIPMENT_ID,
} from "@ridgeline/contract";
import { AppError } from "../../platform/errors/app-error";
import type { FastifyInstance, FastifyReply } from "fastify";
import { readStoreSessionToken } from "../programs";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import type { CartService } from "./cart.service";

export async function cartRoutes(
  app: FastifyInstance,
  options: { cart: CartService; cookieSecure: boolean },
): Promise<void> {
  const { cart } = options;
  const storeSession = (reply: FastifyReply) =>
    readStoreSessionToken(reply.request, options.cookieSecure);
  registerEndpoint(app, CREATE_CART, async ({ shopper, scope }, reply) => {
    const result = await cart.createCart(shopper, scope.site);
    reply.code(result.created ? 201 : 200);
    return result.cart;
  });
  registerEndpoint(app, GET_CART, async ({ params, query, shopper }) =>
    cart.getCart(params.basketId, shopper, {
      patch: query.isPatchRequired === "true",
      supplyCheck: query.inventorySupplyCheck === "true",
      favouriteStoreId: query.favStoreId ?? null,
    }),
  );
  registerEndpoint(app, ADD_ITEM, async ({ body, shopper, scope }) => {
    // saveForLater: the size is set aside instead of going into the bag (000 §7).
    if (!body.saveForLater) return cart.addItem(body, shopper);
    await cart.getCart(body.cartId, shopper); // the cart is the shopper's (BSK404) before anything
    await cart.saveForLater(
      { productId: body.productId, upc: body.upc, qty: body.qty },
      shopper,
      scope.site,
    );
    return cart.getCart(body.cartId, shopper);
  });
  registerEndpoint(app, CART_WITH_ITEM, async ({ body, shopper, scope }) => {
    if (!body.saveForLater) return cart.cartWithItem(body, shopper, scope.site);
    await cart.saveForLater(
      { productId: body.productId, upc: body.upc, qty: body.qty },
      shopper,
      scope.site,
    );
    return (await cart.createCart(shopper, scope.site)).cart;
  });
  registerEndpoint(app, UPDATE_ITEM, async ({ params, query, body, shopper }) => {
    // The path names the cart; a body naming another one is a mistake, not a second cart.
    if (body.cartId !== params.basketId) {
      throw new AppError("VAL400", {
        field: "cartId",
        message: "cartId must be the cart the path names.",
      });
    }
    const { action } = query;
    const delivery =
      action === undefined
        ? undefined
        : action === "home"
          ? { kind: "home" as const, storeId: null }
          : { kind: action, storeId: body.storeId ?? query.favStoreId ?? null };
    return cart.updateItem({ ...body, delivery }, shopper);
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
  registerEndpoint(app, APPLY_REWARD, async ({ params, body, shopper }) =>
    cart.applyReward(params.basketId, body, shopper),
  );
  registerEndpoint(app, ADD_PRICE_ADJUSTMENT, async ({ params, body, shopper }, reply) =>
    cart.addPriceAdjustment(params.basketId, body, shopper, storeSession(reply)),
  );
  registerEndpoint(app, CHANGE_PRICE_ADJUSTMENT, async ({ params, body, shopper }, reply) =>
    cart.changePriceAdjustment(
      params.basketId,
      params.adjustmentId,
      body,
      shopper,
      storeSession(reply),
    ),
  );
  registerEndpoint(app, REMOVE_PRICE_ADJUSTMENT, async ({ params, shopper }, reply) =>
    cart.removePriceAdjustment(params.basketId, params.adjustmentId, shopper, storeSession(reply)),
  );
  registerEndpoint(app, SET_SHIPPING_METHOD, async ({ body, shopper }) =>
    cart.setShippingMethod(body, shopper),
  );
  registerEndpoint(app, GET_SHIPPING_METHODS, async ({ params, shopper }) =>
    cart.shippingMethods(params.basketId, params.shippingId, shopper),
  );
  registerEndpoint(app, SET_SHIPPING_ADDRESS, async ({ params, body, shopper }) => {
    const [address] = body;
    if (address?.shippingId !== undefined && address.shippingId !== HOME_SHIPMENT_ID)
      throw new AppError("VAL400", {
        field: "0.shippingId",
        message: `Only the home shipment (${HOME_SHIPMENT_ID}) takes an address.`,
      });
    return cart.setShippingAddress(params.basketId, body[0] as (typeof body)[0], shopper);
  });
  registerEndpoint(app, REMOVE_SHIPPING_ADDRESS, async ({ params, shopper }) =>
    cart.removeShippingAddress(params.basketId, shopper),
  );
  registerEndpoint(app, GET_PAYMENT_METHODS, async ({ params, shopper }, reply) =>
    cart.paymentMethods(params.basketId, shopper, storeSession(reply)),
  );
  registerEndpoint(app, PAYMENT_SESSION, async ({ query, shopper }, reply) =>
    cart.paymentSession(
      {
        basketId: query.basketId,
        method: query.paymentMethodId,
        returnUrl: query.referer ?? `/${query.locale ?? "en-us"}/checkout/billing`,
      },
      shopper,
      storeSession(reply),
    ),
  );
  registerEndpoint(app, ADD_TENDER, async ({ params, body, shopper }, reply) =>
    cart.addTender(params.basketId, body, shopper, {
      storeSession: storeSession(reply),
      clientAddress: reply.request.ip,
    }),
  );
  registerEndpoint(app, REMOVE_TENDER, async ({ params, body, shopper }) =>
    cart.removeTender(params.basketId, body.payment_instrument_id, shopper),
  );
  registerEndpoint(app, SET_BILLING_ADDRESS, async ({ params, body, shopper }) =>
    cart.setBillingAddress(params.basketId, body, shopper),
  );
  registerEndpoint(app, REMOVE_BILLING_ADDRESS, async ({ params, shopper }) =>
    cart.removeBillingAddress(params.basketId, shopper),
  );
  registerEndpoint(app, VALIDATE_SHIPPING_ADDRESS, async ({ params, body, shopper }) =>
    cart.checkShippingAddress(params.basketId, body, shopper),
  );
}
