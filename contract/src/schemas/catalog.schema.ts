import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import {
  BREADCRUMB_SCHEMA,
  CURRENCY_SCHEMA,
  EYEBROW_SCHEMA,
  IMAGE_SCHEMA,
  RATING_SCHEMA,
} from "./common.schema";

const PRODUCT_ID = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits");

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  level: number;
  url: string;
  children: CategoryNode[];
}

export const CATEGORY_NODE_SCHEMA: z.ZodType<CategoryNode> = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  level: z.number().int(),
  url: z.string(),
  get children() {
    return z.array(CATEGORY_NODE_SCHEMA);
  },
});

export const GET_CATALOG = endpoint({
  method: "GET",
  path: "/products/v2/catalog",
  tag: "catalog",
  summary: "The category tree, names in the request's locale",
  query: LOCALE_QUERY,
  response: z.object({ categories: z.array(CATEGORY_NODE_SCHEMA) }),
});

export const PRICE_RANGE_SCHEMA = z.object({
  currency: CURRENCY_SCHEMA,
  lowCurrent: z.number(),
  highCurrent: z.number(),
  lowOriginal: z.number(),
  highOriginal: z.number(),
});

export const TILE_COLOR_SCHEMA = z.object({
  colorVariantId: z.string(),
  label: z.string(),
  hex: z.string(),
  image: IMAGE_SCHEMA,
});

export const PRODUCT_TILE_SCHEMA = z.object({
  productId: z.string(),
  name: z.string(),
  url: z.string(),
  image: IMAGE_SCHEMA,
  colors: z.array(TILE_COLOR_SCHEMA),
  price: PRICE_RANGE_SCHEMA,
  rating: RATING_SCHEMA,
  badge: z.string().nullable(),
});
export type ProductTile = z.infer<typeof PRODUCT_TILE_SCHEMA>;

export const STOCK_STATUSES = ["IN_STOCK", "LOW_STOCK", "OUT_OF_STOCK"] as const;

export const PRODUCT_DETAILS_SCHEMA = z.object({
  productId: z.string(),
  selectedColorId: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string(),
  brand: z.string(),
  productType: z.string(),
  season: z.string(),
  badge: z.string().nullable(),
  eyebrow: EYEBROW_SCHEMA.nullable(),
  rating: RATING_SCHEMA,
  breadcrumbs: z.array(BREADCRUMB_SCHEMA),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  prices: PRICE_RANGE_SCHEMA.extend({ original: z.number(), current: z.number() }),
  attributes: z.object({
    colors: z.array(
      z.object({
        id: z.string(),
        label: z.string(),
        hex: z.string(),
        available: z.boolean(),
        defaultColor: z.boolean(),
        original: z.number(),
        current: z.number(),
      }),
    ),
    sizes: z.array(z.object({ id: z.string(), label: z.string(), available: z.boolean() })),
  }),
  variants: z.array(
    z.object({
      upc: z.string(),
      colorId: z.string(),
      sizeId: z.string(),
      stockStatus: z.enum(STOCK_STATUSES),
    }),
  ),
  images: z.record(z.string(), z.array(IMAGE_SCHEMA)),
});
export type ProductDetails = z.infer<typeof PRODUCT_DETAILS_SCHEMA>;

export const GET_PRODUCT_DETAILS = endpoint({
  method: "GET",
  path: "/products/v2/products/:productId/details",
  tag: "catalog",
  summary: "A style's details; a colour-variant id selects that colour",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY,
  response: PRODUCT_DETAILS_SCHEMA,
});
