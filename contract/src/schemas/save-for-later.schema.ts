import { z } from "zod";
import { DEFAULT_MAX_QUANTITY } from "../request-context";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { CART_SCHEMA } from "./cart.schema";
import { CURRENCY_SCHEMA, PAGING_QUERY } from "./common.schema";

const LIST_ID = z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "saveForLaterId is not valid");
const ITEM_ID = z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "itemId is not valid");

/** A size the shopper set aside (000 §3 "Saved for later"), with what the bag shows of it. */
export const SAVED_ITEM_SCHEMA = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  upc: z.string(),
  name: z.string(),
  pageUrl: z.string(),
  imageUrl: z.string(),
  variants: z.array(z.object({ code: z.string(), value: z.string() })),
  /** Null when the site no longer prices it (it cannot go back to the bag). */
  price: z
    .object({ current: z.number(), original: z.number(), currency: CURRENCY_SCHEMA })
    .nullable(),
  /** In stock online and priced: it can go back to the bag. */
  available: z.boolean(),
  qty: z.number().int(),
  /** A made-to-order size's recipe, which goes back to the bag with it; null for others. */
  recipeId: z.string().nullable().optional(),
});
export type SavedItem = z.infer<typeof SAVED_ITEM_SCHEMA>;

export const SAVED_FOR_LATER_SCHEMA = z.object({
  /** Null until the shopper sets a first item aside. */
  saveForLaterId: z.string().nullable(),
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  items: z.array(SAVED_ITEM_SCHEMA),
});
export type SavedForLater = z.infer<typeof SAVED_FOR_LATER_SCHEMA>;

export const GET_SAVED_FOR_LATER = endpoint({
  method: "GET",
  path: "/wishlists/v2/saveForLater",
  tag: "cart",
  summary: "The sizes the shopper set aside on this site, newest first",
  query: LOCALE_QUERY.extend(PAGING_QUERY),
  response: SAVED_FOR_LATER_SCHEMA,
  requiresToken: true,
});

/**
 * Sets a size aside. With `cartId` and `itemId` it is a bag line moving out of the bag: the line
 * leaves the bag in the same step, so the units are never in both or in neither.
 */
export const SAVE_FOR_LATER_BODY_SCHEMA = z
  .object({
    productId: z
      .string()
      .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits"),
    upc: z.string().regex(/^\d{12,14}$/, "upc must be 12 to 14 digits"),
    qty: z.number().int().min(1).max(DEFAULT_MAX_QUANTITY).default(1),
    saveForLater: z.literal(true).optional(),
    /** A made-to-order size's recipe (customs items only, VAL400 otherwise). */
    recipeId: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,64}$/, "recipeId is not valid")
      .optional(),
    /**
     * What the page knew of the item (000 §7): its page, whether it showed it available, and
     * the list it meant ("saveForLater"). Accepted so the spec's client is not refused; the
     * answer's pageUrl and available are the store's own, worked out from the catalogue and
     * the stock now, never taken from the client.
     */
    pdpUrl: z.string().max(2048).optional(),
    available: z.boolean().optional(),
    type: z.literal("saveForLater").optional(),
    cartId: z
      .string()
      .regex(/^[a-zA-Z0-9-]{1,64}$/, "cartId is not valid")
      .optional(),
    itemId: ITEM_ID.optional(),
  })
  .strict()
  .refine((body) => (body.cartId === undefined) === (body.itemId === undefined), {
    message: "cartId and itemId go together: both name the bag line being moved",
    path: ["itemId"],
  });

export const SAVE_FOR_LATER = endpoint({
  method: "PUT",
  path: "/cart/v2/saveForLater",
  tag: "cart",
  summary: "Set a size aside for later, or move a bag line there",
  query: LOCALE_QUERY,
  body: SAVE_FOR_LATER_BODY_SCHEMA,
  response: SAVED_FOR_LATER_SCHEMA,
  requiresToken: true,
});

export const MOVE_SAVED_TO_CART = endpoint({
  method: "POST",
  path: "/cart/v2/cart/:basketId/saveForLater",
  tag: "cart",
  summary: "Move a saved size back into the bag",
  params: z.object({ basketId: z.string().regex(/^[a-zA-Z0-9-]{1,64}$/, "basketId is not valid") }),
  query: LOCALE_QUERY,
  body: z.object({ saveForLaterId: LIST_ID, itemId: ITEM_ID }).strict(),
  response: CART_SCHEMA,
  requiresToken: true,
});

export const REMOVE_SAVED_ITEM = endpoint({
  method: "DELETE",
  path: "/cart/v2/saveForLater/:saveForLaterId/items/:itemId",
  tag: "cart",
  summary: "Take a size off the saved-for-later list",
  params: z.object({ saveForLaterId: LIST_ID, itemId: ITEM_ID }),
  query: LOCALE_QUERY,
  body: z.union([z.undefined(), z.object({}).strict()]),
  response: SAVED_FOR_LATER_SCHEMA,
  requiresToken: true,
});
