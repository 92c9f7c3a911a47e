import { z } from "zod";
import { endpoint } from "../endpoint";
import { ISO_DATE_TIME } from "./common.schema";
import {
  CONTENT_ID,
  CONTENT_REF,
  CONTENT_SITE_ID as SITE_ID,
  LOCALIZED_RICH_TEXT,
  LOCALIZED_TEXT,
  contentShapes,
  type ContentShapes,
  type ContentType,
} from "./content-blocks.schema";
import {
  CONTENT_COMPONENTS,
  CONTENT_LANGUAGES,
  CONTENT_MODES,
  FIXED_PAGES,
  PREVIEW_LIMITS,
  PREVIEW_LIMIT_DEFAULT,
  ARTICLE_GRID,
} from "./content.values";
export * from "./content.values";
export * from "./content-blocks.schema";
export * from "./content-editor.schema";

/** A child as an editor saves it: a reference to another document, or the block inline. */
export type StoredChild =
  { $ref: string } | ({ type: string; id: string } & Record<string, unknown>);

const STORED_CHILD: z.ZodType<StoredChild> = z.lazy(() => z.union([CONTENT_REF, CONTENT_DOCUMENT]));

/** Every content type as an editor saves it (text per language, children by reference). */
export const STORED_SHAPES = contentShapes({
  text: LOCALIZED_TEXT,
  html: LOCALIZED_RICH_TEXT,
  child: STORED_CHILD,
});

export const CONTENT_TYPES = Object.keys(STORED_SHAPES) as ContentType[];

/** A document as saved: its `type` names one of the content types. */
export const CONTENT_DOCUMENT = z.discriminatedUnion(
  "type",
  Object.values(STORED_SHAPES) as unknown as [
    ContentShapes[ContentType],
    ...ContentShapes[ContentType][],
  ],
);
export type ContentDocument = { type: ContentType; id: string; name?: string } & Record<
  string,
  unknown
>;

/**
 * A resolved block as a page reads it: text in the page's language, rich text sanitised,
 * references replaced by the documents they name, at any depth.
 */
export type ResolvedChild = { type: ContentType; id: string } & Record<string, unknown>;
const RESOLVED_CHILD: z.ZodType<ResolvedChild> = z.lazy(() => RESOLVED_BLOCK);

function resolvedShapes() {
  return contentShapes({ text: z.string(), html: z.string(), child: RESOLVED_CHILD });
}
export const RESOLVED_SHAPES = resolvedShapes();
type Resolved = ReturnType<typeof resolvedShapes>;
/** The resolved form of each content type, by type: `ResolvedBlocks["linkedCard"]`. */
export type ResolvedBlocks = { [K in ContentType]: z.output<Resolved[K]> };
export type ResolvedBlock = ResolvedBlocks[ContentType];

export const RESOLVED_BLOCK = z.discriminatedUnion(
  "type",
  Object.values(RESOLVED_SHAPES) as unknown as [Resolved[ContentType], ...Resolved[ContentType][]],
) as unknown as z.ZodType<ResolvedChild>;

/* ---------------------------------------------------------------- the calls */

const MODE = z.enum(CONTENT_MODES);

/** What every content call may carry (001 §2's query parameters). */
export const CONTENT_QUERY = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}-[a-z0-9]{2,3}$/, "locale must look like en-us")
    .optional(),
  /** The language to answer in; falls back to the site's own. */
  language: z.enum(CONTENT_LANGUAGES).optional(),
  /**
   * Preview only: the editor's signed, expiring token (a preview link carries it; API callers
   * send the x-preview-token header instead).
   */
  previewToken: z.string().max(1000).optional(),
  /** Preview only: the content as it will be at that moment (ISO date and time). */
  previewDateTime: ISO_DATE_TIME.optional(),
});

/** The facts of an answered document an editor or a cache needs. */
export const CONTENT_META = z.object({
  siteId: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  mode: MODE,
  /** The published version's number (0 for a draft never published). */
  version: z.number().int().min(0),
  modifiedAt: z.string(),
});

export const CONTENT_ANSWER = z.object({ meta: CONTENT_META, document: RESOLVED_BLOCK });
export type ContentAnswer = z.infer<typeof CONTENT_ANSWER>;

const canvas = (path: string) => `/:mode/caas/v1/canvas/${path}`;

export const GET_AUGMENTED_PAGE = endpoint({
  method: "GET",
  path: canvas("augmentedpage/:siteId/:page"),
  tag: "content",
  summary: "One of the fixed pages (001 §7) with every referenced block resolved",
  params: z.object({ mode: MODE, siteId: SITE_ID, page: z.enum(FIXED_PAGES) }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_CATEGORY_CONTENT = endpoint({
  method: "GET",
  path: canvas("category/:siteId/:categoryId"),
  tag: "content",
  summary: "A category page's content (its espots and blocks)",
  params: z.object({
    mode: MODE,
    siteId: SITE_ID,
    categoryId: z.string().regex(/^\d{4,10}$/, "categoryId must be 4 to 10 digits"),
  }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_PRODUCT_CONTENT = endpoint({
  method: "GET",
  path: canvas("product/:siteId/:productId"),
  tag: "content",
  summary: "A product page's content: the product's own, its style's, else the site's default",
  params: z.object({
    mode: MODE,
    siteId: SITE_ID,
    productId: z
      .string()
      .regex(/^[A-Z0-9]{8,11}$/, "productId must be 8 to 11 uppercase letters or digits"),
  }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

const ARTICLE_SUMMARY = z.object({
  id: z.string(),
  url: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  eyebrow: z.string().optional(),
  date: z.string(),
  hidePageDate: z.boolean().optional(),
  picture: z.object({ url: z.string(), alt: z.string() }),
  tags: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type ArticleSummary = z.infer<typeof ARTICLE_SUMMARY>;

const csvIds = z
  .string()
  .max(1000)
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(CONTENT_ID).max(24));

export const SEARCH_CONTENT = endpoint({
  method: "GET",
  path: canvas("search/:siteId/:searchType"),
  tag: "content",
  summary: "Search content: articles by tag (initialQuery, tagId), newest first, paged by offset",
  params: z.object({ mode: MODE, siteId: SITE_ID, searchType: z.enum(["article"]) }),
  query: CONTENT_QUERY.extend({
    /** The grid's fixed tags (comma separated): every article matches all of them. */
    initialQuery: csvIds.optional(),
    /** Tags the shopper toggled (comma separated, or repeated): an article matches any. */
    tagId: z
      .union([
        csvIds,
        z
          .array(z.string())
          .transform((v) => v.join(","))
          .pipe(csvIds),
      ])
      .optional(),
    offset: z.coerce.number().int().min(0).max(10000).default(0),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(ARTICLE_GRID.limitMax)
      .default(ARTICLE_GRID.defaultPageSize),
    /** Leave this article out (an article page's related articles). */
    exclude: CONTENT_ID.optional(),
  }),
  response: z.object({
    result: z.array(ARTICLE_SUMMARY),
    facets: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
    numFound: z.number().int().min(0),
  }),
});

export const GET_FOOTER_CONTENT = endpoint({
  method: "GET",
  path: canvas("footer/:siteId"),
  tag: "content",
  summary: "The site's footer",
  params: z.object({ mode: MODE, siteId: SITE_ID }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_FRAGMENT = endpoint({
  method: "GET",
  path: canvas("fragment/:fragmentId"),
  tag: "content",
  summary: "Any one document by id (siteId in the query, else the default site)",
  params: z.object({ mode: MODE, fragmentId: CONTENT_ID }),
  query: CONTENT_QUERY.extend({ siteId: SITE_ID.optional() }),
  response: CONTENT_ANSWER,
});

export const GET_MENU = endpoint({
  method: "GET",
  path: canvas("menu/:siteId"),
  tag: "content",
  summary: "The site's mega menu, every level resolved",
  params: z.object({ mode: MODE, siteId: SITE_ID }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

const PAGE_SLUG = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "page must be lowercase words joined by dashes");

export const GET_CONTENT_PAGE = endpoint({
  method: "GET",
  path: canvas("page/:siteId/:page"),
  tag: "content",
  summary: "A content page by its slug (or an article by its slug)",
  params: z.object({ mode: MODE, siteId: SITE_ID, page: PAGE_SLUG }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_CONTENT_CHILDREN = endpoint({
  method: "GET",
  path: canvas("children/:siteId/:parentPageSlug"),
  tag: "content",
  summary: "The pages whose parent is the given page, by title",
  params: z.object({ mode: MODE, siteId: SITE_ID, parentPageSlug: PAGE_SLUG }),
  query: CONTENT_QUERY,
  response: z.object({
    parent: z.string(),
    children: z.array(
      z.object({
        id: z.string(),
        slug: z.string(),
        title: z.string(),
        description: z.string().optional(),
      }),
    ),
  }),
});

export const GET_POPUPS = endpoint({
  method: "GET",
  path: canvas("popups/:siteId"),
  tag: "content",
  summary: "The site's pop-ups (newsletter and registration), each with the paths it shows on",
  params: z.object({ mode: MODE, siteId: SITE_ID }),
  query: CONTENT_QUERY,
  response: z.object({ meta: CONTENT_META, popups: z.array(RESOLVED_BLOCK) }),
});

export const GET_SHOWCASE = endpoint({
  method: "GET",
  path: canvas("showcase/:siteId/:docType"),
  tag: "content",
  summary: "The editor preview's list: documents of a type, newest change first, rendered",
  params: z.object({
    mode: MODE,
    siteId: SITE_ID,
    docType: z
      .string()
      .max(40)
      .regex(/^[a-zA-Z0-9]+$/, "docType must be a content type"),
  }),
  query: CONTENT_QUERY.extend({
    layoutVariant: z.string().max(60).optional(),
    limit: z.coerce
      .number()
      .int()
      .refine(
        (n) => (PREVIEW_LIMITS as readonly number[]).includes(n),
        "limit must be 10, 20 or 50",
      )
      .default(PREVIEW_LIMIT_DEFAULT),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  }),
  response: z.object({
    meta: CONTENT_META,
    numFound: z.number().int().min(0),
    results: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        referrers: z.number().int().min(0),
        modifiedAt: z.string(),
        document: RESOLVED_BLOCK,
      }),
    ),
  }),
});

export const GET_ESPOT = endpoint({
  method: "GET",
  path: canvas("espot/:siteId/:espotId"),
  tag: "content",
  summary: "One espot (a grid of blocks a page places by id)",
  params: z.object({ mode: MODE, siteId: SITE_ID, espotId: CONTENT_ID }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_MODAL = endpoint({
  method: "GET",
  path: canvas("modal/:siteId/:modalId"),
  tag: "content",
  summary: "A modal that `#modal-{modalId}` links open",
  params: z.object({ mode: MODE, siteId: SITE_ID, modalId: CONTENT_ID }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_CONTENT_COMPONENT = endpoint({
  method: "GET",
  path: "/fapi/components/:component",
  tag: "content",
  summary:
    "An internal component from content: collections, footer, foot-sizes, search-hub, utility",
  params: z.object({ component: z.enum(CONTENT_COMPONENTS) }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const GET_LOCATION_SELECTOR = endpoint({
  method: "GET",
  path: "/fapi/pages/location-selector",
  tag: "content",
  summary: "The location selector: regions and their sites, with each site's home address",
  query: CONTENT_QUERY,
  response: z.object({
    meta: CONTENT_META,
    title: z.string(),
    intro: z.string().optional(),
    regions: z.array(
      z.object({
        name: z.string(),
        sites: z.array(
          z.object({ siteId: z.string(), name: z.string(), locale: z.string(), url: z.string() }),
        ),
      }),
    ),
  }),
});

export const GET_FAPI_PAGE = endpoint({
  method: "GET",
  path: "/fapi/pages/:page",
  tag: "content",
  summary: "A content page of the current site, by slug (the site comes from locale)",
  params: z.object({ page: PAGE_SLUG }),
  query: CONTENT_QUERY,
  response: CONTENT_ANSWER,
});

export const CONTENT_ENDPOINTS = {
  GET_AUGMENTED_PAGE,
  GET_CATEGORY_CONTENT,
  GET_PRODUCT_CONTENT,
  SEARCH_CONTENT,
  GET_FOOTER_CONTENT,
  GET_FRAGMENT,
  GET_MENU,
  GET_CONTENT_PAGE,
  GET_CONTENT_CHILDREN,
  GET_POPUPS,
  GET_SHOWCASE,
  GET_ESPOT,
  GET_MODAL,
  GET_CONTENT_COMPONENT,
  GET_LOCATION_SELECTOR,
  GET_FAPI_PAGE,
};
