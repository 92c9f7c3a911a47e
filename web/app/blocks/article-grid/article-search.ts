import { ARTICLE_GRID, type ArticleSummary, type Breakpoint } from "@ridgeline/contract";

/** The article search's answer (001 §3 "Response: result, facets, numFound"; SEARCH_CONTENT). */
export interface ArticleSearchAnswer {
  result: ArticleSummary[];
  facets: { id: string; label: string; count: number }[];
  numFound: number;
}

/** One article search (001 §7): the grid's fixed tags, the shopper's toggled tags, a page. */
export interface ArticleQuery {
  mode: "publish" | "preview";
  siteId: string;
  language: string;
  initialQuery: readonly string[];
  tags: readonly string[];
  offset: number;
  limit: number;
}

/**
 * The call's address, as SEARCH_CONTENT describes it (its path is checked against the contract
 * by the tests; the contract's schemas stay out of the browser's code):
 * `/{mode}/caas/v1/canvas/search/{siteId}/article?initialQuery=a,b&tagId=x,y&offset&limit&language`.
 */
export function articleSearchUrl(query: ArticleQuery): string {
  const search = new URLSearchParams();
  if (query.initialQuery.length > 0) search.set("initialQuery", query.initialQuery.join(","));
  if (query.tags.length > 0) search.set("tagId", query.tags.join(","));
  search.set("offset", String(query.offset));
  search.set("limit", String(query.limit));
  search.set("language", query.language);
  const site = encodeURIComponent(query.siteId);
  return `/${query.mode}/caas/v1/canvas/search/${site}/article?${search.toString()}`;
}

/** Fetches one page of articles; throws on a failed call or an answer of another shape. */
export async function searchArticles(
  query: ArticleQuery,
  signal?: AbortSignal,
): Promise<ArticleSearchAnswer> {
  const response = await fetch(articleSearchUrl(query), {
    headers: { accept: "application/json" },
    credentials: "same-origin",
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`article search answered ${response.status}`);
  const answer = (await response.json()) as Partial<ArticleSearchAnswer> | null;
  if (!answer || !Array.isArray(answer.result) || typeof answer.numFound !== "number")
    throw new Error("article search answered an unexpected shape");
  return {
    result: answer.result,
    facets: Array.isArray(answer.facets) ? answer.facets : [],
    numFound: answer.numFound,
  };
}

/**
 * The grid's page size (001 §9): rows to load times the small screen's columns, or the default
 * when that is 0 (no rows, or no small grid size given); never more than one call answers.
 */
export function articlePageSize(rowsToLoad: number | undefined, smColumns: number | undefined) {
  const size = (rowsToLoad ?? 0) * (smColumns ?? 0);
  return size > 0 ? Math.min(size, ARTICLE_GRID.limitMax) : ARTICLE_GRID.defaultPageSize;
}

/** Columns per breakpoint: the editor's, else one on phones, two on tablets, three on desktop. */
export function gridColumns(
  gridSize: Partial<Record<Breakpoint, number>> | undefined,
): Record<Breakpoint, number> {
  const sm = gridSize?.sm ?? 1;
  const md = gridSize?.md ?? Math.max(sm, 2);
  return { sm, md, lg: gridSize?.lg ?? Math.max(md, 3) };
}
