import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { STOCK_STATUSES } from "./catalog.schema";
import { STORE_ID_SCHEMA, STORE_SEARCH_MAX_RADIUS_KM } from "./stores.schema";

const PRODUCT_ID = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits");

export const AVAILABILITY_MAX_STORES = 20;

/** Which stores to report besides online: given ids, or the stores near a postal code. */
export const AVAILABILITY_BODY = z
  .object({
    storeIds: z.array(STORE_ID_SCHEMA).max(AVAILABILITY_MAX_STORES).optional(),
    postalCode: z.string().trim().min(2).max(12).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "country must be two uppercase letters")
      .optional(),
    radius: z.number().positive().max(STORE_SEARCH_MAX_RADIUS_KM).default(50),
  })
  .superRefine((body, ctx) => {
    if (body.storeIds && body.postalCode)
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: "give storeIds or postalCode, not both",
      });
  });
export type AvailabilityBody = z.output<typeof AVAILABILITY_BODY>;

const ONLINE_STOCK_SCHEMA = z.object({
  quantity: z.number().int(),
  stockStatus: z.enum(STOCK_STATUSES),
});

export const PRODUCT_AVAILABILITY_SCHEMA = z.object({
  productId: z.string(),
  styleId: z.string(),
  colorVariantId: z.string().nullable(),
  stores: z.array(
    z.object({
      storeId: z.string(),
      name: z.string(),
      pickupEnabled: z.boolean(),
    }),
  ),
  sizes: z.array(
    z.object({
      upc: z.string(),
      colorVariantId: z.string(),
      sizeId: z.string(),
      label: z.string(),
      online: ONLINE_STOCK_SCHEMA,
      stores: z.array(
        z.object({ storeId: z.string(), quantity: z.number().int(), available: z.boolean() }),
      ),
    }),
  ),
});
export type ProductAvailability = z.infer<typeof PRODUCT_AVAILABILITY_SCHEMA>;

export const PRODUCT_AVAILABILITY = endpoint({
  method: "POST",
  path: "/products/v1/products/:productId/availability",
  tag: "inventory",
  summary: "Stock per size online and at chosen stores (by id or near a postal code)",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY,
  body: AVAILABILITY_BODY.optional(),
  response: PRODUCT_AVAILABILITY_SCHEMA,
});

export const PRODUCT_INVENTORY_SCHEMA = z.object({
  productId: z.string(),
  styleId: z.string(),
  inventory: z.array(
    z.object({
      upc: z.string(),
      colorVariantId: z.string(),
      sizeId: z.string(),
      quantity: z.number().int(),
      stockStatus: z.enum(STOCK_STATUSES),
    }),
  ),
});
export type ProductInventory = z.infer<typeof PRODUCT_INVENTORY_SCHEMA>;

export const PRODUCT_INVENTORY = endpoint({
  method: "GET",
  path: "/products/v2/products/:productId/inventory",
  tag: "inventory",
  summary: "Online stock per UPC of a style, or of one colour for a colour-variant id",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY,
  response: PRODUCT_INVENTORY_SCHEMA,
});

export const STORE_PRODUCT_INVENTORY_SCHEMA = z.object({
  productId: z.string(),
  styleId: z.string(),
  storeId: z.string(),
  pickupEnabled: z.boolean(),
  inventory: z.array(
    z.object({
      upc: z.string(),
      colorVariantId: z.string(),
      sizeId: z.string(),
      quantity: z.number().int(),
      available: z.boolean(),
    }),
  ),
});
export type StoreProductInventory = z.infer<typeof STORE_PRODUCT_INVENTORY_SCHEMA>;

/** The spec's "store inventory lookup by productId and storeId" (path not shown there). */
export const STORE_PRODUCT_INVENTORY = endpoint({
  method: "GET",
  path: "/products/v2/products/:productId/stores/:storeId/inventory",
  tag: "inventory",
  summary: "Pickup stock per UPC of a product at one store",
  params: z.object({ productId: PRODUCT_ID, storeId: STORE_ID_SCHEMA }),
  query: LOCALE_QUERY,
  response: STORE_PRODUCT_INVENTORY_SCHEMA,
});
