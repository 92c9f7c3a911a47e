import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { STORE_DAYS } from "./stores.values";
export * from "./stores.values";

/** A SKU is its UPC: 12 to 14 digits. */
const UPC = z.string().regex(/^\d{12,14}$/, "a sku must be a UPC of 12 to 14 digits");

export const STORE_ID_SCHEMA = z
  .string()
  .regex(/^[0-9A-Z]{2,12}$/, "storeId must be 2 to 12 digits or uppercase letters");

export const STORE_SEARCH_DEFAULT_RADIUS_KM = 50;
export const STORE_SEARCH_MAX_RADIUS_KM = 500;
export const STORE_SEARCH_MAX_SKUS = 50;

/** Where to look: a postal code, a city or coordinates (checked in this order). */
export const STORE_SEARCH_BODY = z
  .object({
    postalCode: z.string().trim().min(2).max(12).optional(),
    city: z.string().trim().min(2).max(80).optional(),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, "country must be two uppercase letters")
      .optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    radius: z
      .number()
      .positive()
      .max(STORE_SEARCH_MAX_RADIUS_KM)
      .default(STORE_SEARCH_DEFAULT_RADIUS_KM),
    skus: z.array(UPC).max(STORE_SEARCH_MAX_SKUS).optional(),
    count: z.number().int().min(1).max(50).default(10),
  })
  .superRefine((body, ctx) => {
    if (body.latitude !== undefined && body.longitude === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["longitude"],
        message: "longitude goes with latitude",
      });
    else if (body.longitude !== undefined && body.latitude === undefined)
      ctx.addIssue({ code: "custom", path: ["latitude"], message: "latitude goes with longitude" });
    else if (!body.postalCode && !body.city && body.latitude === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: "give postalCode, city, or latitude and longitude",
      });
  });
export type StoreSearchBody = z.output<typeof STORE_SEARCH_BODY>;

export const STORE_HOURS_SCHEMA = z.object({
  day: z.enum(STORE_DAYS),
  open: z.string().nullable(),
  close: z.string().nullable(),
});
export type StoreHours = z.infer<typeof STORE_HOURS_SCHEMA>;

/** Pickup stock of one SKU in one store; available means it can be picked up there now. */
export const STORE_STOCK_SCHEMA = z.object({
  upc: z.string(),
  quantity: z.number().int(),
  available: z.boolean(),
});

export const STORE_SCHEMA = z.object({
  storeId: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  province: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Kilometres from the searched place, one decimal. */
  distance: z.number(),
  distanceUnit: z.literal("km"),
  timezone: z.string(),
  hours: z.array(STORE_HOURS_SCHEMA),
  openNow: z.boolean(),
  pickupEnabled: z.boolean(),
  storeInventory: z.array(STORE_STOCK_SCHEMA),
});
export type Store = z.infer<typeof STORE_SCHEMA>;

export const STORE_SEARCH_RESPONSE = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
  radius: z.number(),
  total: z.number().int(),
  stores: z.array(STORE_SCHEMA),
});
export type StoreSearchResult = z.infer<typeof STORE_SEARCH_RESPONSE>;

export const SEARCH_STORES = endpoint({
  method: "POST",
  path: "/stores/v1/search",
  tag: "stores",
  summary: "Stores near a postal code, city or coordinates, nearest first, with pickup stock",
  query: LOCALE_QUERY,
  body: STORE_SEARCH_BODY,
  response: STORE_SEARCH_RESPONSE,
});

export const SEARCH_COLLECTION_POINTS = endpoint({
  method: "POST",
  path: "/stores/v1/collectionPoints",
  tag: "stores",
  summary: "Pickup points (pickup-enabled stores) near a place, nearest first",
  query: LOCALE_QUERY,
  body: STORE_SEARCH_BODY,
  response: STORE_SEARCH_RESPONSE,
});
