import {
  ApiError,
  GET_AUGMENTED_PAGE,
  GET_CATEGORY_CONTENT,
  GET_CONTENT_PAGE,
  GET_FOOTER_CONTENT,
  GET_FRAGMENT,
  GET_MENU,
  GET_PRODUCT_CONTENT,
  type ContentAnswer,
  type ContentLanguage,
  type Endpoint,
  type FixedPage,
  type ResolvedBlocks,
  type ResolvedChild,
  type Site,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { hostContext, sessionContext } from "../../lib/context";
import { CONTENT_FLAGS, FIXED_PAGE_PATHS, type SiteContent } from "../../lib/content-data";
import { decision } from "../../lib/page-render";
import { siteOfLocale } from "./content-site.server";
import { withDecidedBlocks } from "./content-decisions.server";

/** The content mode of a page request: an editor's link carries `preview=true` and a token. */
export interface ContentMode {
  mode: "publish" | "preview";
  previewToken?: string;
  previewDateTime?: string;
}

export function contentModeOf(request: Request): ContentMode {
  const query = new URL(request.url).searchParams;
  const token = query.get("previewToken");
  if (query.get("preview") !== "true" || !token) return { mode: "publish" };
  const at = query.get("previewDateTime");
  return { mode: "preview", previewToken: token, ...(at ? { previewDateTime: at } : {}) };
}

export const languageOfSite = (site: Site) => site.language as ContentLanguage;

/**
 * A content read for a page: its answer, or null when the document is missing, unpublished or
 * refused (the slot is left out and logged, never the page: issue 28). Preview reads carry the
 * editor's token; a bad one is left out like a missing document.
 */
export async function readContent<E extends Endpoint>(
  context: Readonly<RouterContextProvider>,
  endpoint: E,
  input: { params?: Record<string, string>; query?: Record<string, string> },
  mode: ContentMode,
): Promise<z.output<E["response"]> | null> {
  const api = context.get(sessionContext).api;
  try {
    const answer = await api.call(endpoint, {
      params: { ...input.params, mode: mode.mode },
      query: {
        ...input.query,
        ...(mode.previewToken ? { previewToken: mode.previewToken } : {}),
        ...(mode.previewDateTime ? { previewDateTime: mode.previewDateTime } : {}),
      },
    } as never);
    // A preview shows what the editor asked for (and the segment the editor's test context
    // names), not the editor's own experiments.
    return withDecidedBlocks(answer, (name) =>
      mode.mode === "preview" && name === "experiments" ? "" : decision(context, name),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 404) console.warn(`content ${endpoint.path}: ${error.message}`);
    return null;
  }
}

/** What `withoutNames` made of each answer it was given (answers kept by the API client). */
const unnamed = new WeakMap<object, unknown>();

/**
 * A resolved document without what no block but a pop-up reads (`name`, the editor's label,
 * which names a pop-up's kind): the layout's documents are in every page's HTML and loader
 * data. Made once per answer object, so an answer the API client keeps (frozen) gives the same
 * object to every page.
 */
function withoutNames<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  const made = unnamed.get(value);
  if (made !== undefined) return made as T;
  const result = Array.isArray(value)
    ? value.map((item: unknown) => withoutNames(item))
    : Object.fromEntries(
        Object.entries(value)
          // A pop-up's name says which kind it is (popupCategory): kept.
          .filter(([key]) => key !== "name" || (value as { type?: unknown }).type === "popup")
          .map(([key, child]) => [key, withoutNames(child)]),
      );
  if (Object.isFrozen(value)) unnamed.set(value, result);
  return result as T;
}

/** A document of an answer when it has the type the page expects (else left out, logged). */
export function documentOf<K extends keyof ResolvedBlocks>(
  answer: ContentAnswer | null,
  type: K,
): ResolvedBlocks[K] | null {
  if (!answer) return null;
  if (answer.document.type === type) return answer.document as ResolvedBlocks[K];
  console.warn(`content ${answer.document.id}: a ${answer.document.type} where a ${type} belongs`);
  return null;
}

/** The chrome of every page of a site from its content (menu, footer, bars, pop-ups). */
export async function loadSiteContent(
  context: Readonly<RouterContextProvider>,
  site: Site,
  request: Request,
): Promise<SiteContent> {
  const mode = contentModeOf(request);
  const language = languageOfSite(site);
  const query = { language };
  const siteParams = { siteId: site.siteId };
  const path = new URL(request.url).pathname.replace(/\.data$/, "").slice(site.locale.length + 1);
  const fixedPage = FIXED_PAGE_PATHS[path] as FixedPage | undefined;
  const fixedRead = (page: FixedPage) =>
    readContent(
      context,
      GET_AUGMENTED_PAGE,
      { params: { siteId: site.siteId, page }, query },
      mode,
    );
  const [menu, footer, promoBar, benefitBar, fixed, notFound] = await Promise.all([
    readContent(context, GET_MENU, { params: siteParams, query }, mode),
    readContent(context, GET_FOOTER_CONTENT, { params: siteParams, query }, mode),
    // The site's bars are the documents of these ids (docs/operations.md, "Content").
    readContent(
      context,
      GET_FRAGMENT,
      { params: { fragmentId: "promo-bar" }, query: { ...query, siteId: site.siteId } },
      mode,
    ),
    readContent(
      context,
      GET_FRAGMENT,
      { params: { fragmentId: "benefit-bar" }, query: { ...query, siteId: site.siteId } },
      mode,
    ),
    fixedPage ? fixedRead(fixedPage) : null,
    fixedRead("error-4xx"),
  ]);
  return {
    mode: mode.mode,
    language,
    menu: withoutNames(documentOf(menu, "menu")),
    footer: withoutNames(documentOf(footer, "footer")),
    promoBar: withoutNames(documentOf(promoBar, "promoBar")),
    benefitBar: withoutNames(documentOf(benefitBar, "benefitBar")),
    flags: CONTENT_FLAGS,
    providers: context.get(hostContext).contentProviders,
    fixed: withoutNames(documentOf(fixed, "page")?.blocks ?? []),
    notFound: withoutNames(documentOf(notFound, "page")?.blocks ?? []),
  };
}

/** A `page` document of the site by slug (null when missing: the page shows its own). */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  slug: string,
  request: Request,
): Promise<ResolvedBlocks["page"] | null> {
  const site = await siteOfLocale(context, locale);
  const answer = await readContent(
    context,
    GET_CONTENT_PAGE,
    { params: { siteId: site.siteId, page: slug }, query: { language: site.language } },
    contentModeOf(request),
  );
  return documentOf(answer, "page");
}

/** One of the fixed pages of 001 §7 (`cart`, `search` …): its blocks, or none. */
export async function loadFixedPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  page: FixedPage,
  request: Request,
): Promise<ResolvedChild[]> {
  const site = await siteOfLocale(context, locale);
  const answer = await readContent(
    context,
    GET_AUGMENTED_PAGE,
    { params: { siteId: site.siteId, page }, query: { language: site.language } },
    contentModeOf(request),
  );
  return documentOf(answer, "page")?.blocks ?? [];
}

/** A category page's blocks by where the page shows them (espots by their `placement`). */
export interface CategoryContent {
  top: ResolvedChild[];
  grid: ResolvedBlocks["espot"][];
  bottom: ResolvedChild[];
}

/**
 * A category page's content: its own `categoryContent`, else its nearest ancestor's (`ids`:
 * the category, then its parents, nearest first), split by where the page shows each block.
 */
export async function loadCategoryContent(
  context: Readonly<RouterContextProvider>,
  locale: string,
  ids: readonly string[],
  request: Request,
): Promise<CategoryContent> {
  const site = await siteOfLocale(context, locale);
  const mode = contentModeOf(request);
  for (const categoryId of ids) {
    const content = documentOf(
      await readContent(
        context,
        GET_CATEGORY_CONTENT,
        { params: { siteId: site.siteId, categoryId }, query: { language: site.language } },
        mode,
      ),
      "categoryContent",
    );
    if (!content) continue;
    // Above the listing only what is placed there (a banner's espot), in the grid the espots
    // placed there; the rest below it, so the products stay near the top of the page.
    const espotAt =
      (where: "top" | "grid") =>
      (block: ResolvedChild): block is ResolvedBlocks["espot"] =>
        block.type === "espot" && block["placement"] === where;
    return {
      top: content.blocks.filter(espotAt("top")),
      grid: content.blocks.filter(espotAt("grid")),
      bottom: content.blocks.filter((block) => !espotAt("top")(block) && !espotAt("grid")(block)),
    };
  }
  return { top: [], grid: [], bottom: [] };
}

/** A product page's content: the product's own, its style's, else the site's default. */
export async function loadProductContent(
  context: Readonly<RouterContextProvider>,
  locale: string,
  productId: string,
  request: Request,
): Promise<ResolvedChild[]> {
  const site = await siteOfLocale(context, locale);
  const content = documentOf(
    await readContent(
      context,
      GET_PRODUCT_CONTENT,
      { params: { siteId: site.siteId, productId }, query: { language: site.language } },
      contentModeOf(request),
    ),
    "productContent",
  );
  return content?.blocks ?? [];
}
