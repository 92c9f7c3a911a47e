import {
  CONTENT_LANGUAGES,
  type ArticleSummary,
  type ContentAnswer,
  type ContentDocument,
  type ContentLanguage,
  type ContentMode,
  type ResolvedBlocks,
  type ResolvedChild,
} from "@ridgeline/contract";
import { createSharedCache } from "../../platform/cache/shared-cache";
import type { Db } from "../../platform/database/db.types";
import { AppError } from "../../platform/errors/app-error";
import { shareAnswer } from "../../platform/http/shared-answer";
import type { SiteService } from "../site";
import { resolveDocument } from "./content-documents.helpers";
import { documentIn, scheduleTimes, viewKey, type ContentView } from "./content-view.helpers";
import { selectSiteRows, type ContentRow } from "./content.tables";

/** A site's documents as one process keeps them, with the answers built from them. */
interface SiteSnapshot {
  rows: Map<string, ContentRow>;
  times: number[];
  answers: Map<string, ContentAnswer | null>;
}

/** How a caller asks: the mode, the language wanted and, in preview, the moment. */
export interface ContentRequest {
  mode: ContentMode;
  siteId: string;
  language?: string | undefined;
  locale?: string | undefined;
  previewDateTime?: string | undefined;
}

export interface ContentReadService {
  /** One document by id as the request's mode shows it, resolved; CNT404 when there is none. */
  byId(request: ContentRequest, docId: string): Promise<ContentAnswer>;
  /** The first document (by id) of a type matching `where`, resolved, or null. */
  first(
    request: ContentRequest,
    type: ContentDocument["type"],
    where: (document: ContentDocument) => boolean,
  ): Promise<ContentAnswer | null>;
  /** The same, CNT404 (saying what was `missing`) when there is none. */
  find(
    request: ContentRequest,
    type: ContentDocument["type"],
    where: (document: ContentDocument) => boolean,
    missing: string,
  ): Promise<ContentAnswer>;
  /** Every document of a type the mode shows, resolved, by id. */
  all(request: ContentRequest, type: ContentDocument["type"]): Promise<ContentAnswer[]>;
  /** Articles by tag, newest first (001 §7 article search). */
  articles(
    request: ContentRequest,
    query: {
      initialQuery: string[];
      tagId: string[];
      offset: number;
      limit: number;
      exclude?: string | undefined;
    },
  ): Promise<{
    result: ArticleSummary[];
    facets: { id: string; label: string; count: number }[];
    numFound: number;
  }>;
  /** The site's language for text without the asked one. */
  siteLanguage(siteId: string): Promise<ContentLanguage>;
  /** Rows of a site as stored (the editor's services read them). */
  rows(siteId: string): Promise<Map<string, ContentRow>>;
  /** Forgets what this process keeps (after its own write). */
  clear(): void;
}

const LANGUAGES = new Set<string>(CONTENT_LANGUAGES);

export function createContentReadService(deps: {
  db: Db;
  site: SiteService;
  syncIntervalMs: number;
  siteHosts: readonly string[];
  log: (message: string) => void;
}): ContentReadService {
  const cache = createSharedCache<SiteSnapshot>({
    db: deps.db,
    name: "content",
    checkEveryMs: deps.syncIntervalMs,
    maxEntries: 64,
  });

  const snapshot = (siteId: string) =>
    cache.get(siteId, async () => {
      const rows = await selectSiteRows(deps.db, siteId);
      return {
        rows: new Map(rows.map((row) => [row.doc_id, row])),
        times: scheduleTimes(rows),
        answers: new Map(),
      };
    });

  async function siteOf(siteId: string): Promise<{ language: ContentLanguage; locale: string }> {
    const site = (await deps.site.listSites()).find((candidate) => candidate.siteId === siteId);
    if (!site)
      throw new AppError("CNT404", { field: "siteId", message: `There is no site ${siteId}.` });
    const language = LANGUAGES.has(site.language) ? (site.language as ContentLanguage) : "en";
    return { language, locale: site.locale };
  }
  const siteLanguage = async (siteId: string) => (await siteOf(siteId)).language;

  function viewOf(request: ContentRequest): ContentView {
    if (request.mode === "publish") {
      if (request.previewDateTime)
        throw new AppError("VAL400", {
          field: "previewDateTime",
          message: "previewDateTime: only preview mode shows content at another time",
        });
      return { kind: "publish", at: Date.now() };
    }
    return request.previewDateTime
      ? { kind: "preview-at", at: Date.parse(request.previewDateTime) }
      : { kind: "draft" };
  }

  async function context(request: ContentRequest) {
    const { language: siteLang, locale } = await siteOf(request.siteId);
    const asked = request.language ?? request.locale?.slice(0, 2);
    const language = asked && LANGUAGES.has(asked) ? (asked as ContentLanguage) : siteLang;
    const site = await snapshot(request.siteId);
    const view = viewOf(request);
    return {
      site,
      view,
      language,
      siteLang,
      locale,
      key: `${viewKey(view, site.times)}|${language}`,
    };
  }

  function answerFor(
    ctx: Awaited<ReturnType<typeof context>>,
    request: ContentRequest,
    docId: string,
  ): ContentAnswer | null {
    const cacheKey = `${ctx.key}|${docId}`;
    if (ctx.site.answers.has(cacheKey)) return ctx.site.answers.get(cacheKey) ?? null;
    const row = ctx.site.rows.get(docId);
    const document = row ? documentIn(row, ctx.view) : null;
    let answer: ContentAnswer | null = null;
    if (row && document) {
      const resolved: ResolvedChild = resolveDocument(document, {
        language: ctx.language,
        siteLanguage: ctx.siteLang,
        siteHosts: deps.siteHosts,
        locale: ctx.locale,
        lookup: (id) => {
          const target = ctx.site.rows.get(id);
          return target ? documentIn(target, ctx.view) : null;
        },
        onDropped: (from, field, to, why) =>
          deps.log(
            `content ${request.siteId}/${from} ${field}: reference to ${to} left out (${why})`,
          ),
      });
      answer = shareAnswer({
        meta: {
          siteId: request.siteId,
          language: ctx.language,
          mode: request.mode,
          version: row.published_version,
          modifiedAt: (ctx.view.kind === "draft"
            ? row.draft_at
            : (row.published_at ?? row.draft_at)
          ).toISOString(),
        },
        document: resolved,
      });
    }
    // Kept per view and language; a snapshot lives until the site's content changes.
    if (ctx.site.answers.size > 20_000) ctx.site.answers.clear();
    ctx.site.answers.set(cacheKey, answer);
    return answer;
  }

  const first: ContentReadService["first"] = async (request, type, where) => {
    const ctx = await context(request);
    const ids = [...ctx.site.rows.values()]
      .filter((row) => row.doc_type === type)
      .map((row) => row.doc_id)
      .sort();
    for (const id of ids) {
      const row = ctx.site.rows.get(id);
      const document = row ? documentIn(row, ctx.view) : null;
      if (document && where(document)) {
        const answer = answerFor(ctx, request, id);
        if (answer) return answer;
      }
    }
    return null;
  };

  const notFound = (what: string) => new AppError("CNT404", { message: `${what} was not found.` });

  return {
    async byId(request, docId) {
      const ctx = await context(request);
      const answer = answerFor(ctx, request, docId);
      if (!answer) throw notFound(`Content ${docId} of site ${request.siteId}`);
      return answer;
    },

    first,

    async find(request, type, where, missing) {
      const answer = await first(request, type, where);
      if (!answer) throw notFound(missing);
      return answer;
    },

    async all(request, type) {
      const ctx = await context(request);
      const ids = [...ctx.site.rows.values()]
        .filter((row) => row.doc_type === type)
        .map((row) => row.doc_id)
        .sort();
      return ids.flatMap((id) => answerFor(ctx, request, id) ?? []);
    },

    async articles(request, query) {
      const ctx = await context(request);
      const articles = [...ctx.site.rows.values()]
        .filter((row) => row.doc_type === "article")
        .flatMap((row) => answerFor(ctx, request, row.doc_id) ?? [])
        .map((answer) => answer.document as ResolvedBlocks["article"])
        .filter((article) => article.id !== query.exclude);
      const hasAll = (article: ResolvedBlocks["article"], tags: string[]) =>
        tags.every((tag) => article.tags.some((own) => own.id === tag));
      const base = articles.filter((article) => hasAll(article, query.initialQuery));
      const matching = base.filter(
        (article) =>
          query.tagId.length === 0 || article.tags.some((own) => query.tagId.includes(own.id)),
      );
      matching.sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
      // Facets: the tags of the articles the fixed tags allow, with how many have each.
      const counts = new Map<string, { id: string; label: string; count: number }>();
      for (const article of base)
        for (const tag of article.tags) {
          const facet = counts.get(tag.id) ?? { id: tag.id, label: tag.label, count: 0 };
          facet.count += 1;
          counts.set(tag.id, facet);
        }
      const locale = ctx.locale;
      return {
        numFound: matching.length,
        facets: [...counts.values()]
          .filter((facet) => !query.initialQuery.includes(facet.id))
          .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
        result: matching.slice(query.offset, query.offset + query.limit).map((article) => ({
          id: article.id,
          slug: article.slug,
          url: `/${locale}/articles/${article.slug}`,
          title: article.title,
          ...(article.subtitle ? { subtitle: article.subtitle } : {}),
          ...(article.eyebrow ? { eyebrow: article.eyebrow } : {}),
          date: article.date,
          ...(article.hidePageDate ? { hidePageDate: true } : {}),
          picture: article.picture,
          tags: article.tags,
        })),
      };
    },

    siteLanguage,
    async rows(siteId) {
      return (await snapshot(siteId)).rows;
    },
    clear: () => cache.clear(),
  };
}
