import { createHash } from "node:crypto";
import {
  GET_AUGMENTED_PAGE,
  GET_CATEGORY_CONTENT,
  GET_CONTENT_CHILDREN,
  GET_CONTENT_COMPONENT,
  GET_CONTENT_PAGE,
  GET_ESPOT,
  GET_FAPI_PAGE,
  GET_FOOTER_CONTENT,
  GET_FRAGMENT,
  GET_LOCATION_SELECTOR,
  GET_MENU,
  GET_MODAL,
  GET_POPUPS,
  GET_PRODUCT_CONTENT,
  GET_SHOWCASE,
  PREVIEW_TOKEN_HEADER,
  SEARCH_CONTENT,
  type ContentDocument,
  type ContentLanguage,
  type ContentMode,
  type ResolvedBlocks,
} from "@ridgeline/contract";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors/app-error";
import { registerEndpoint } from "../../platform/http/endpoint-route";
import { pageTags } from "../../platform/page-cache/page-tags";
import type { SiteService } from "../site";
import type { ContentReadService, ContentRequest } from "./content-read.service";
import type { ContentWriteService } from "./content-write.service";
import { editorRoutes } from "./content-editor.routes";
import { verifyStaffToken } from "../../platform/security/staff-tokens";

export interface ContentRouteDeps {
  read: ContentReadService;
  write: ContentWriteService;
  site: SiteService;
  secret: string;
  referrers: (siteId: string) => Promise<Map<string, number>>;
}

/** Where publish-mode answers may be kept: a minute, then served stale while renewed. */
const PUBLIC_CACHE = "public, max-age=60, stale-while-revalidate=300";

/**
 * The content calls of 001 §7 under `/{mode}/caas/v1/canvas/`, the internal `/fapi/` ones, and
 * the editor's calls (decision 0093). Preview answers need a preview token bound to the site
 * and are never kept; publish answers carry nothing of the caller, with an ETag.
 */
export async function contentRoutes(app: FastifyInstance, deps: ContentRouteDeps): Promise<void> {
  const { read, secret } = deps;

  // The preview token of an API call comes in its header; a page's link carries it in the query.
  app.addHook("preHandler", async (request) => {
    const header = request.headers[PREVIEW_TOKEN_HEADER];
    if (typeof header === "string" && request.query && typeof request.query === "object")
      (request.query as Record<string, unknown>)["previewToken"] = header;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const url = request.url;
    const preview = url.startsWith("/preview/");
    if (preview || url.startsWith("/editor/")) {
      reply.header("cache-control", "private, no-store");
      return payload;
    }
    if (reply.statusCode !== 200 || (typeof payload !== "string" && !Buffer.isBuffer(payload)))
      return payload;
    const etag = `"${createHash("sha256").update(payload).digest("base64url").slice(0, 27)}"`;
    reply.header("etag", etag);
    reply.header("cache-control", PUBLIC_CACHE);
    if (request.headers["if-none-match"] === etag) {
      reply.code(304);
      return "";
    }
    return payload;
  });

  /** A request in its mode; preview without a valid token for the site is CNT401. */
  function contentRequest(
    mode: ContentMode,
    siteId: string,
    query: {
      language?: string | undefined;
      locale?: string | undefined;
      previewDateTime?: string | undefined;
      previewToken?: string | undefined;
    },
  ): ContentRequest {
    if (mode === "preview" && !verifyStaffToken(secret, query.previewToken, "preview", siteId))
      throw new AppError("CNT401");
    return {
      mode,
      siteId,
      language: query.language,
      locale: query.locale,
      previewDateTime: query.previewDateTime,
    };
  }
  const shows = (answer: { meta: { siteId: string } }) => [pageTags.content(answer.meta.siteId)];

  registerEndpoint(
    app,
    GET_AUGMENTED_PAGE,
    async ({ params, query }) =>
      read.find(
        contentRequest(params.mode, params.siteId, query),
        "page",
        (document) => document["slug"] === params.page,
        `The ${params.page} page of site ${params.siteId}`,
      ),
    { shows },
  );
  registerEndpoint(
    app,
    GET_CONTENT_PAGE,
    async ({ params, query }) => {
      const request = contentRequest(params.mode, params.siteId, query);
      const bySlug = (document: ContentDocument) => document["slug"] === params.page;
      return (
        (await read.first(request, "page", bySlug)) ??
        read.find(request, "article", bySlug, `The page ${params.page} of site ${params.siteId}`)
      );
    },
    { shows },
  );
  registerEndpoint(
    app,
    GET_CATEGORY_CONTENT,
    async ({ params, query }) =>
      read.find(
        contentRequest(params.mode, params.siteId, query),
        "categoryContent",
        (document) => document["categoryId"] === params.categoryId,
        `Content of category ${params.categoryId}`,
      ),
    { shows },
  );
  registerEndpoint(
    app,
    GET_PRODUCT_CONTENT,
    async ({ params, query }) => {
      const request = contentRequest(params.mode, params.siteId, query);
      // The product's own, its style's, else the site's default.
      for (const wanted of [params.productId, params.productId.slice(0, 8), "default"]) {
        const answer = await read.first(
          request,
          "productContent",
          (document) => document["productId"] === wanted,
        );
        if (answer) return answer;
      }
      throw new AppError("CNT404", {
        message: `Content of product ${params.productId} was not found.`,
      });
    },
    { shows },
  );
  registerEndpoint(
    app,
    SEARCH_CONTENT,
    async ({ params, query }) =>
      read.articles(contentRequest(params.mode, params.siteId, query), {
        initialQuery: query.initialQuery ?? [],
        tagId: query.tagId ?? [],
        offset: query.offset,
        limit: query.limit,
        exclude: query.exclude,
      }),
    { shows: (_answer, input) => [pageTags.content(input.params.siteId)] },
  );
  for (const [endpoint, type] of [
    [GET_FOOTER_CONTENT, "footer"],
    [GET_MENU, "menu"],
  ] as const)
    registerEndpoint(
      app,
      endpoint,
      async ({ params, query }) =>
        read.find(
          contentRequest(params.mode, params.siteId, query),
          type,
          () => true,
          `The ${type} of site ${params.siteId}`,
        ),
      { shows },
    );
  registerEndpoint(
    app,
    GET_FRAGMENT,
    async ({ params, query, scope }) =>
      read.byId(
        contentRequest(params.mode, query.siteId ?? scope.site.siteId, query),
        params.fragmentId,
      ),
    { shows },
  );
  registerEndpoint(
    app,
    GET_CONTENT_CHILDREN,
    async ({ params, query }) => {
      const pages = await read.all(contentRequest(params.mode, params.siteId, query), "page");
      const children = pages
        .map((answer) => answer.document as ResolvedBlocks["page"])
        .filter((page) => page.parentSlug === params.parentPageSlug)
        .map((page) => ({
          id: page.id,
          slug: page.slug,
          title: page.title,
          ...(page.description ? { description: page.description } : {}),
        }))
        .sort((a, b) => a.title.localeCompare(b.title));
      return { parent: params.parentPageSlug, children };
    },
    { shows: (_answer, input) => [pageTags.content(input.params.siteId)] },
  );
  registerEndpoint(
    app,
    GET_POPUPS,
    async ({ params, query }) => {
      const request = contentRequest(params.mode, params.siteId, query);
      const popups = await read.all(request, "popup");
      const language = (query.language ??
        (await read.siteLanguage(params.siteId))) as ContentLanguage;
      return {
        meta: {
          siteId: params.siteId,
          language,
          mode: params.mode,
          version: Math.max(0, ...popups.map((one) => one.meta.version)),
          modifiedAt:
            popups
              .map((one) => one.meta.modifiedAt)
              .sort()
              .at(-1) ?? new Date(0).toISOString(),
        },
        popups: popups.map((one) => one.document),
      };
    },
    { shows: (_answer, input) => [pageTags.content(input.params.siteId)] },
  );
  registerEndpoint(app, GET_SHOWCASE, async ({ params, query }) => {
    const request = contentRequest(params.mode, params.siteId, query);
    const rows = await read.rows(params.siteId);
    const referrers = await deps.referrers(params.siteId);
    const matching = [...rows.values()]
      .filter((row) => row.doc_type === params.docType)
      .filter(
        (row) =>
          !query.layoutVariant ||
          (row.draft as Record<string, unknown>)["variant"] === query.layoutVariant,
      )
      .sort(
        (a, b) => b.draft_at.getTime() - a.draft_at.getTime() || a.doc_id.localeCompare(b.doc_id),
      );
    const pageRows = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
    const results = [];
    for (const row of pageRows) {
      try {
        const answer = await read.byId(request, row.doc_id);
        results.push({
          id: row.doc_id,
          name: row.name || row.doc_id,
          referrers: referrers.get(row.doc_id) ?? 0,
          modifiedAt: answer.meta.modifiedAt,
          document: answer.document,
        });
      } catch (error) {
        // Not shown in this mode (unpublished): left out of the list.
        if (!(error instanceof AppError) || error.errorId !== "CNT404") throw error;
      }
    }
    const language = query.language ?? (await read.siteLanguage(params.siteId));
    return {
      meta: {
        siteId: params.siteId,
        language: language as ContentLanguage,
        mode: params.mode,
        version: 0,
        modifiedAt: results[0]?.modifiedAt ?? new Date(0).toISOString(),
      },
      numFound: matching.length,
      results,
    };
  });
  registerEndpoint(
    app,
    GET_ESPOT,
    async ({ params, query }) => {
      const answer = await read.byId(
        contentRequest(params.mode, params.siteId, query),
        params.espotId,
      );
      if (answer.document.type !== "espot")
        throw new AppError("CNT404", { message: `Espot ${params.espotId} was not found.` });
      return answer;
    },
    { shows },
  );
  registerEndpoint(
    app,
    GET_MODAL,
    async ({ params, query }) =>
      read.find(
        contentRequest(params.mode, params.siteId, query),
        "modal",
        (document) => document["modalId"] === params.modalId,
        `Modal ${params.modalId}`,
      ),
    { shows },
  );
  registerEndpoint(
    app,
    GET_CONTENT_COMPONENT,
    async ({ params, query, scope }) =>
      read.find(
        contentRequest("publish", scope.site.siteId, query),
        "component",
        (document) => document["component"] === params.component,
        `The ${params.component} component of site ${scope.site.siteId}`,
      ),
    { shows },
  );
  registerEndpoint(
    app,
    GET_FAPI_PAGE,
    async ({ params, query, scope }) =>
      read.find(
        contentRequest("publish", scope.site.siteId, query),
        "page",
        (document) => document["slug"] === params.page,
        `The page ${params.page} of site ${scope.site.siteId}`,
      ),
    { shows },
  );
  registerEndpoint(
    app,
    GET_LOCATION_SELECTOR,
    async ({ query, scope }) => {
      const answer = await read.find(
        contentRequest("publish", scope.site.siteId, query),
        "locationSelector",
        () => true,
        `The location selector of site ${scope.site.siteId}`,
      );
      const selector = answer.document as ResolvedBlocks["locationSelector"];
      const sites = await deps.site.listSites();
      return {
        meta: answer.meta,
        title: selector.title,
        ...(selector.intro ? { intro: selector.intro } : {}),
        regions: selector.regions.map((region) => ({
          name: region.name,
          sites: region.siteIds.flatMap((siteId) => {
            const site = sites.find((one) => one.siteId === siteId);
            return site
              ? [{ siteId, name: site.name, locale: site.locale, url: `/${site.locale}` }]
              : [];
          }),
        })),
      };
    },
    { shows: (answer) => [pageTags.content(answer.meta.siteId)] },
  );

  editorRoutes(app, deps);
}
