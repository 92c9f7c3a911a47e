import { z } from "zod";
import { DEFAULT_MAX_QUANTITY, DEFAULT_QUANTITY } from "../request-context";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { BASKET_ID, CART_SCHEMA } from "./cart.schema";

// The bag's lines as the shopper writes them (000 §7): add, add to a new bag, change, remove.

const ITEM_ID = z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "itemId is not valid");
const PRODUCT_ID = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits");
const UPC = z.string().regex(/^\d{12,14}$/, "upc must be 12 to 14 digits");
const QTY = z.number().int().min(1).max(DEFAULT_MAX_QUANTITY);
const STORE_ID = z.string().regex(/^[A-Za-z0-9-]{1,16}$/, "storeId is not valid");

/** A gift option as the shopper types it: a name, an optional e-mail, a short message. */
export const GIFT_OPTION_INPUT = z
  .object({
    to: z.string().trim().min(1, "to is required").max(60),
    email: z.string().trim().max(254).email("email is not valid").nullable().optional(),
    message: z.string().trim().max(250).default(""),
  })
  .strict();

/** A made-to-order item's recipe (the customiser's design id). */
export const RECIPE_ID = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, "recipeId is not valid");

export const ADD_ITEM_BODY_SCHEMA = z
  .object({
    cartId: BASKET_ID,
    productId: PRODUCT_ID,
    upc: UPC,
    qty: QTY.default(DEFAULT_QUANTITY),
    maxQty: QTY.default(DEFAULT_MAX_QUANTITY),
    /** Pickup in this store (its shelves' units), instead of delivery home. */
    storeId: STORE_ID.optional(),
    /** A made-to-order item's recipe and its pre-created customs code (customs items only). */
    recipeId: RECIPE_ID.optional(),
    precreatedCustomsCode: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "precreatedCustomsCode is not valid")
      .optional(),
    /** A digital gift card's amount, major units (digital items only). */
    customAmount: z.number().positive().max(100_000).optional(),
    /** The page's picture and link of the item: the server knows both; accepted, not used. */
    productImageURL: z.string().max(2048).optional(),
    pdpUrl: z.string().max(2048).optional(),
    /** The line as a gift (000 §3 giftOption). */
    giftOption: GIFT_OPTION_INPUT.optional(),
    /** Set it aside for later instead of adding it to the bag. */
    saveForLater: z.boolean().optional(),
  })
  .strict();

export const ADD_ITEM = endpoint({
  method: "POST",
  path: "/cart/v1/item",
  tag: "cart",
  summary: "Add a SKU to a cart; adding the same SKU again raises its quantity",
  query: LOCALE_QUERY,
  body: ADD_ITEM_BODY_SCHEMA,
  response: CART_SCHEMA,
  requiresToken: true,
});

/** 000 §7 `POST /cart/v1/cartWithItem`: the cart made (or the open one) and the item added. */
export const CART_WITH_ITEM = endpoint({
  method: "POST",
  path: "/cart/v1/cartWithItem",
  tag: "cart",
  summary: "Create the shopper's cart (or take the open one) and add an item, in one call",
  query: LOCALE_QUERY,
  body: ADD_ITEM_BODY_SCHEMA.omit({ cartId: true }),
  response: CART_SCHEMA,
  requiresToken: true,
});

/**
 * A line's new quantity, or its new size or colour (another `upc`, with its `productId`): the
 * line keeps its id. When the new size is already another line of the cart, the two become one.
 */
export const UPDATE_ITEM_BODY_SCHEMA = z
  .object({
    cartId: BASKET_ID,
    itemId: ITEM_ID,
    productId: PRODUCT_ID,
    upc: UPC,
    qty: QTY,
    maxQty: QTY.optional(),
    /** The store of `action=pickup` or `action=sts`. */
    storeId: STORE_ID.optional(),
    /** The line as a gift, or `null` to make it not one; absent, as it is. */
    giftOption: GIFT_OPTION_INPUT.nullable().optional(),
    /**
     * A made-to-order line's new recipe (000 §7; customs items only, VAL400 otherwise); absent,
     * as it is. A line of the same size and recipe joins it, as a new size does.
     */
    recipeId: RECIPE_ID.optional(),
  })
  .strict();

export const UPDATE_ITEM = endpoint({
  method: "PUT",
  path: "/cart/v1/cart/:basketId/item",
  tag: "cart",
  summary: "Change a line's quantity, size or colour, or how it is delivered",
  params: z.object({ basketId: BASKET_ID }),
  query: LOCALE_QUERY.extend({
    /**
     * How the line is to be delivered: `pickup` from the store `storeId` names, `sts` shipped
     * to it, `home` delivered to the shipping address. Absent: as it is.
     */
    action: z.enum(["pickup", "sts", "home"]).optional(),
    favStoreId: STORE_ID.optional(),
  }),
  body: UPDATE_ITEM_BODY_SCHEMA,
  response: CART_SCHEMA,
  requiresToken: true,
});

export const REMOVE_ITEM_BODY_SCHEMA = z
  .object({ cartId: BASKET_ID, itemId: ITEM_ID, upc: UPC.optional() })
  .strict();

export const REMOVE_ITEM = endpoint({
  method: "DELETE",
  path: "/cart/v1/item",
  tag: "cart",
  summary: "Remove a line from a cart",
  query: LOCALE_QUERY,
  body: REMOVE_ITEM_BODY_SCHEMA,
  response: CART_SCHEMA,
  requiresToken: true,
});

/** A promo code as the API takes it (before it is upper-cased). */
