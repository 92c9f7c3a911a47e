import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { PRODUCT_TILE_SCHEMA } from "./catalog.schema";
import { CURRENCY_SCHEMA, IMAGE_SCHEMA, RATING_SCHEMA } from "./common.schema";
import { COMPARE_MAX, COMPARE_MIN } from "./product-extras.values";
export * from "./product-extras.values";

const PRODUCT_ID = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits");

/** Product set ids carry a dash, so one can never be mistaken for a product id. */
export const PRODUCT_SET_ID_PATTERN = /^SET-\d{5}$/;

export const PRODUCT_SET_SUMMARY_SCHEMA = z.object({
  productSetId: z.string(),
  name: z.string(),
  productIds: z.array(z.string()),
});

export const GET_PRODUCT_SETS = endpoint({
  method: "GET",
  path: "/products/v2/products/:productId/productSets",
  tag: "merchandising",
  summary: "The product sets (complete the look) a product belongs to",
  params: z.object({ productId: PRODUCT_ID }),
  query: LOCALE_QUERY,
  response: z.object({
    productId: z.string(),
    productSets: z.array(PRODUCT_SET_SUMMARY_SCHEMA),
  }),
});

export const PRODUCT_SET_SCHEMA = z.object({
  productSetId: z.string(),
  name: z.string(),
  products: z.array(PRODUCT_TILE_SCHEMA),
});
export type ProductSet = z.infer<typeof PRODUCT_SET_SCHEMA>;

export const GET_PRODUCT_SET = endpoint({
  method: "GET",
  path: "/products/v2/products/:productSetId/productSet",
  tag: "merchandising",
  summary: "A product set with its products as listing tiles",
  params: z.object({
    productSetId: z.string().regex(PRODUCT_SET_ID_PATTERN, "productSetId must look like SET-00001"),
  }),
  query: LOCALE_QUERY,
  response: PRODUCT_SET_SCHEMA,
});

export const SIZE_CHART_GENDERS = ["men", "women", "kids"] as const;

const MEASURE_SCHEMA = z.object({ cm: z.number(), in: z.number() });

export const SIZE_CHART_SCHEMA = z.object({
  productType: z.string(),
  charts: z.array(
    z.object({
      gender: z.enum(SIZE_CHART_GENDERS),
      sizeRun: z.string(),
      /** The measurements each row carries, in display order. */
      measurements: z.array(z.string()),
      rows: z.array(
        z.object({
          sizeId: z.string(),
          label: z.string(),
          measurements: z.record(z.string(), MEASURE_SCHEMA),
          /** Equivalent sizes in other systems (footwear: US, UK, EU). */
          conversions: z.record(z.string(), z.string()),
        }),
      ),
    }),
  ),
});
export type SizeChart = z.infer<typeof SIZE_CHART_SCHEMA>;

export const GET_SIZE_CHART = endpoint({
  method: "GET",
  path: "/fapi/components/size-chart/:productType",
  tag: "merchandising",
  summary: "Size chart of a product type per gender, measurements in cm and in",
  params: z.object({
    productType: z.string().regex(/^[a-z][a-z-]{1,39}$/, "productType must be a product type key"),
  }),
  query: LOCALE_QUERY.extend({ gender: z.enum(SIZE_CHART_GENDERS).optional() }),
  response: SIZE_CHART_SCHEMA,
});

export const COMPARE_ITEM_SCHEMA = z.object({
  productId: z.string(),
  name: z.string(),
  url: z.string(),
  image: IMAGE_SCHEMA,
  price: z.object({
    currency: CURRENCY_SCHEMA,
    current: z.number(),
    original: z.number(),
    lowCurrent: z.number(),
    highCurrent: z.number(),
  }),
  rating: RATING_SCHEMA,
  colors: z.array(z.object({ id: z.string(), label: z.string(), hex: z.string() })),
  sizes: z.array(z.object({ id: z.string(), label: z.string(), available: z.boolean() })),
  attributes: z.object({
    brand: z.string(),
    category: z.string(),
    productType: z.string(),
    season: z.string(),
    badge: z.string().nullable(),
  }),
});

export type CompareItem = z.infer<typeof COMPARE_ITEM_SCHEMA>;

export const COMPARE_PRODUCTS = endpoint({
  method: "GET",
  path: "/fapi/components/compare",
  tag: "merchandising",
  summary: "Two to four products side by side",
  query: LOCALE_QUERY.extend({
    productIds: z
      .string()
      .max(100)
      .transform((value) => [...new Set(value.split(",").map((id) => id.trim()))])
      .pipe(
        z
          .array(PRODUCT_ID)
          .min(COMPARE_MIN, "give 2 to 4 different productIds, comma-separated")
          .max(COMPARE_MAX, "give 2 to 4 different productIds, comma-separated"),
      ),
  }),
  response: z.object({ products: z.array(COMPARE_ITEM_SCHEMA) }),
});

export const RECOMMENDATION_TYPES = [
  "similar",
  "complete-the-look",
  "recently-viewed",
  "top-sellers",
] as const;

/** The recommendation record of spec 000 §3. */
export const RECOMMENDATION_ITEM_SCHEMA = z.object({
  productId: z.string(),
  image: z.string(),
  title: z.string(),
  review_average: z.number(),
  reviews_count: z.number().int(),
  price: z.object({
    highCurrent: z.number(),
    lowCurrent: z.number(),
    highOriginal: z.number(),
    lowOriginal: z.number(),
  }),
  url: z.string(),
  recommendationId: z.string(),
});
export type RecommendationItem = z.infer<typeof RECOMMENDATION_ITEM_SCHEMA>;

export const WIDGET_RECOMMENDATIONS = endpoint({
  method: "GET",
  path: "/products/v1/widgetRecommendations",
  tag: "merchandising",
  summary: "Similar items, complete the look, recently viewed or top sellers",
  query: LOCALE_QUERY.extend({
    type: z.enum(RECOMMENDATION_TYPES),
    productId: PRODUCT_ID.optional(),
    count: z.coerce.number().int().min(1).max(24).default(8),
  }),
  response: z.object({
    type: z.enum(RECOMMENDATION_TYPES),
    items: z.array(RECOMMENDATION_ITEM_SCHEMA),
  }),
});
