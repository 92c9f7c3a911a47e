import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { IMAGE_SCHEMA } from "./common.schema";
import { PRICE_RANGE_SCHEMA } from "./catalog.schema";
import { SHARE_TOKEN_PATTERN } from "./favorites.values";
export * from "./favorites.values";

/** Most favourites one list keeps; adding past it answers INV408. */
export const MAX_FAVORITES = 500;

/** Item types a favourite may have; only products today (spec 000 §7 names the field only). */
export const FAVORITE_ITEM_TYPES = ["product"] as const;

const LIST_ID = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,64}$/, "must be 1 to 64 letters, digits or dashes");

export const FAVORITE_ITEM_SCHEMA = z.object({
  /** The id the shopper saved: a style id, or a colour-variant id. */
  id: z.string(),
  /** This line of the list (what DELETE …/items/{itemId} takes). */
  itemId: z.string(),
  itemType: z.enum(FAVORITE_ITEM_TYPES),
  qty: z.number().int(),
  /** The style. */
  productId: z.string(),
  /** The colour shown: the one saved, or the style's default colour for a style. */
  colorVariantId: z.string(),
  colorLabel: z.string(),
  name: z.string(),
  image: IMAGE_SCHEMA,
  /** In the site's currency; one colour's price, or the style's range for a style. */
  price: PRICE_RANGE_SCHEMA,
  /** The product page, on the saved colour. */
  url: z.string(),
  /** Some size of it is in stock online. */
  available: z.boolean(),
  addedAt: z.string(),
});
export type FavoriteItem = z.infer<typeof FAVORITE_ITEM_SCHEMA>;

export const FAVORITES_SCHEMA = z.object({
  /** Null until the shopper saves a first favourite (and always for an employee session). */
  favoriteId: z.string().nullable(),
  /** Items on the list; a product the site no longer sells is left out of items and total. */
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  items: z.array(FAVORITE_ITEM_SCHEMA),
});
export type Favorites = z.infer<typeof FAVORITES_SCHEMA>;

export const FAVORITES_PAGE_QUERY = LOCALE_QUERY.extend({
  start: z.coerce.number().int().min(0).max(100000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(24),
});

export const GET_FAVORITES = endpoint({
  method: "GET",
  path: "/wishlists/v2/favorites",
  tag: "favorites",
  summary: "The shopper's favourites, newest first, with what a product tile shows",
  query: FAVORITES_PAGE_QUERY,
  requiresToken: true,
  response: FAVORITES_SCHEMA,
});

export const FAVORITE_IDS_SCHEMA = z.object({
  favoriteId: z.string().nullable(),
  total: z.number().int(),
  /** Every saved item, newest first, as spec 000 §3 writes the entity: id and itemId. */
  items: z.array(z.object({ id: z.string(), itemId: z.string() })),
});
export type FavoriteIds = z.infer<typeof FAVORITE_IDS_SCHEMA>;

export const GET_FAVORITE_IDS = endpoint({
  method: "GET",
  path: "/wishlists/v2/favorites/ids",
  tag: "favorites",
  summary: "Which products the shopper saved (ids only, the whole list): what hearts need",
  query: LOCALE_QUERY,
  requiresToken: true,
  response: FAVORITE_IDS_SCHEMA,
});

export const ADD_FAVORITE_BODY = z
  .object({
    id: z
      .string()
      .regex(/^[A-Z0-9]{8,11}$/, "id must be a style or colour-variant id (8 to 11 characters)"),
    qty: z.number().int().min(1).max(999999).default(1),
    itemType: z.enum(FAVORITE_ITEM_TYPES).default("product"),
    favoriteId: LIST_ID.optional(),
  })
  .strict();

export const ADD_FAVORITE = endpoint({
  method: "POST",
  path: "/wishlists/v2/favorites",
  tag: "favorites",
  summary: "Save a style or colour to the shopper's favourites; saving it again changes nothing",
  query: FAVORITES_PAGE_QUERY.pick({ locale: true }),
  body: ADD_FAVORITE_BODY,
  requiresToken: true,
  response: FAVORITES_SCHEMA.extend({
    /** The line of the saved product; `created` is false when it was already there. */
    item: FAVORITE_ITEM_SCHEMA.nullable(),
    created: z.boolean(),
  }),
});

export const FAVORITE_ITEM_PARAMS = z.object({ favoriteId: LIST_ID, itemId: LIST_ID }).strict();

export const REMOVE_FAVORITE = endpoint({
  method: "DELETE",
  path: "/wishlists/v2/favorites/:favoriteId/items/:itemId",
  tag: "favorites",
  summary: "Remove one item from the shopper's favourites",
  params: FAVORITE_ITEM_PARAMS,
  query: FAVORITES_PAGE_QUERY,
  requiresToken: true,
  response: FAVORITES_SCHEMA,
});

export const FAVORITE_LIST_PARAMS = z.object({ favoriteId: LIST_ID }).strict();

export const FAVORITES_SHARE_SCHEMA = z.object({
  favoriteId: z.string(),
  shared: z.boolean(),
  /**
   * The token and its page path: given in full only by POST, which makes the link. The token
   * is kept as a hash, so GET can say that a link exists and since when, but not repeat it.
   */
  shareToken: z.string().nullable(),
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type FavoritesShare = z.infer<typeof FAVORITES_SHARE_SCHEMA>;

export const SHARE_FAVORITES = endpoint({
  method: "POST",
  path: "/wishlists/v2/favorites/:favoriteId/share",
  tag: "favorites",
  summary: "Make a new share link for the list (an earlier link stops working)",
  params: FAVORITE_LIST_PARAMS,
  query: LOCALE_QUERY,
  // Clients send `{}` with their JSON content type, or nothing at all; both mean "share".
  body: z.union([z.undefined(), z.object({}).strict()]),
  requiresToken: true,
  status: 201,
  response: FAVORITES_SHARE_SCHEMA,
});

export const GET_FAVORITES_SHARE = endpoint({
  method: "GET",
  path: "/wishlists/v2/favorites/:favoriteId/share",
  tag: "favorites",
  summary: "Whether the list has a share link, and since when",
  params: FAVORITE_LIST_PARAMS,
  query: LOCALE_QUERY,
  requiresToken: true,
  response: FAVORITES_SHARE_SCHEMA,
});

export const SHARED_FAVORITES_SCHEMA = z.object({
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  /** The same items as the owner sees, without ids that would let anyone change the list. */
  items: z.array(FAVORITE_ITEM_SCHEMA.omit({ itemId: true, qty: true })),
});
export type SharedFavorites = z.infer<typeof SHARED_FAVORITES_SCHEMA>;

export const GET_SHARED_FAVORITES = endpoint({
  method: "GET",
  path: "/wishlists/v2/favorites/shared/:shareToken",
  tag: "favorites",
  summary: "A shared list, read-only and anonymous: it never names its owner",
  params: z
    .object({
      shareToken: z
        .string()
        .regex(SHARE_TOKEN_PATTERN, "shareToken must be 43 base64url characters"),
    })
    .strict(),
  query: FAVORITES_PAGE_QUERY,
  response: SHARED_FAVORITES_SCHEMA,
});
