import { z } from "zod";
import { LOCALE_QUERY, endpoint } from "../endpoint";
import { BREADCRUMB_SCHEMA, PAGING_QUERY } from "./common.schema";
import { PRODUCT_TILE_SCHEMA } from "./catalog.schema";
import { COLOR_FAMILIES, SEARCH_GENDERS, SEARCH_SORTS, SEARCH_TEXT_MAX } from "./search.values";
export * from "./search.values";

const SIZE_CODE = /^[A-Za-z0-9./-]{1,10}$/;

/** A comma-separated multi-select value (`color=red,blue`), each item checked. */
function csvOf(name: string, accepts: (item: string) => boolean, hint: string) {
  return z
    .string()
    .max(500)
    .transform((raw, ctx) => {
      const items = [...new Set(raw.split(",").map((item) => item.trim()))].filter(Boolean);
      const bad = items.find((item) => !accepts(item));
      if (bad !== undefined || items.length === 0) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be ${hint}${bad !== undefined ? `; "${bad.slice(0, 20)}" is not` : ""}`,
        });
        return z.NEVER;
      }
      return items;
    });
}

const BOOLEAN_FLAG = z
  .enum(["true", "false"], { message: "must be true or false" })
  .transform((value) => value === "true");

const PRICE = z.coerce.number().min(0).max(1_000_000);

export const PRODUCT_SEARCH_QUERY = LOCALE_QUERY.extend({
  categoryId: z
    .string()
    .regex(/^\d{4,10}$/, "categoryId must be 4 to 10 digits")
    .optional(),
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
  sort: z.enum(SEARCH_SORTS).default("relevance"),
  gender: csvOf(
    "gender",
    (item) => (SEARCH_GENDERS as readonly string[]).includes(item),
    `a comma-separated list of ${SEARCH_GENDERS.join(", ")}`,
  ).optional(),
  color: csvOf(
    "color",
    (item) => (COLOR_FAMILIES as readonly string[]).includes(item),
    "a comma-separated list of colour families",
  ).optional(),
  size: csvOf("size", (item) => SIZE_CODE.test(item), "a comma-separated list of size codes")
    .refine((items) => items.length <= 30, "size takes at most 30 values")
    .optional(),
  priceMin: PRICE.optional(),
  priceMax: PRICE.optional(),
  rating: z.coerce.number().min(0).max(5).optional(),
  onSale: BOOLEAN_FLAG.optional(),
  inStock: BOOLEAN_FLAG.optional(),
  storeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, "storeId must be a store id")
    .optional(),
  ...PAGING_QUERY,
});
export type ProductSearchQuery = z.output<typeof PRODUCT_SEARCH_QUERY>;

export const FACET_TYPES = ["multi", "range", "toggle"] as const;

export const FACET_SCHEMA = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(FACET_TYPES),
  values: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      count: z.number().int().min(0),
      selected: z.boolean(),
    }),
  ),
});
export type SearchFacet = z.infer<typeof FACET_SCHEMA>;

export const CATEGORY_LINK_SCHEMA = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const SEARCH_SUGGESTIONS_SCHEMA = z.object({
  /** Other texts to try, best first. */
  queries: z.array(z.string()),
  categories: z.array(CATEGORY_LINK_SCHEMA),
});

export const PRODUCT_SEARCH = endpoint({
  method: "GET",
  path: "/products/v2/search/productSearch",
  tag: "search",
  summary: "Products of a category or matching a query, with filters, facets, paging and sort",
  query: PRODUCT_SEARCH_QUERY,
  response: z.object({
    total: z.number().int(),
    start: z.number().int(),
    count: z.number().int(),
    sort: z.enum(SEARCH_SORTS),
    category: z
      .object({ id: z.string(), name: z.string(), breadcrumbs: z.array(BREADCRUMB_SCHEMA) })
      .nullable(),
    products: z.array(PRODUCT_TILE_SCHEMA),
    facets: z.array(FACET_SCHEMA),
    /** The text searched; `corrected` is the text actually used when typos were fixed. */
    query: z.object({ q: z.string().nullable(), corrected: z.string().nullable() }),
    suggestions: SEARCH_SUGGESTIONS_SCHEMA,
  }),
});
export type ProductSearchResult = z.infer<typeof PRODUCT_SEARCH.response>;

export const AUTO_SUGGEST = endpoint({
  method: "GET",
  path: "/products/v2/search/autoSuggest",
  tag: "search",
  summary: "Completions, top products and categories for what a shopper is typing",
  query: LOCALE_QUERY.extend({
    q: z
      .string()
      .trim()
      .min(2, "q must be at least 2 characters")
      .max(SEARCH_TEXT_MAX, `q must be at most ${SEARCH_TEXT_MAX} characters`),
    count: z.coerce.number().int().min(1).max(10).default(6),
  }),
  response: z.object({
    q: z.string(),
    corrected: z.string().nullable(),
    completions: z.array(z.string()),
    products: z.array(PRODUCT_TILE_SCHEMA),
    categories: z.array(CATEGORY_LINK_SCHEMA),
  }),
});
export type AutoSuggestResult = z.infer<typeof AUTO_SUGGEST.response>;
