import type { ArticleSummary } from "@ridgeline/contract";
import type { ArticleSearchAnswer } from "./article-search";

/**
 * The article grid's states (001 §4 "Article grid"): loading or loaded; a tag toggle resets the
 * offset to 0 and fetches again, load more moves the offset on by a page and appends, clear all
 * goes back to the grid's initial query, and the facet list expands and collapses.
 */
export interface ArticleGridState {
  status: "loading" | "loaded";
  /** Tags the shopper toggled on (sent as `tagId`). */
  tags: string[];
  offset: number;
  pageSize: number;
  articles: ArticleSummary[];
  facets: ArticleSearchAnswer["facets"];
  numFound: number;
  facetsExpanded: boolean;
  /**
   * The call the grid waits for (each new one counts up), and whether its answer replaces the
   * articles or is appended: an answer to an older call is ignored.
   */
  request: number;
  appending: boolean;
}

export type ArticleGridAction =
  | { type: "toggleTag"; tagId: string }
  | { type: "loadMore" }
  | { type: "clearAll" }
  | { type: "answered"; request: number; answer: ArticleSearchAnswer }
  | { type: "failed"; request: number }
  | { type: "toggleFacets" };

/**
 * The first state: loaded with the server's first page when it rendered one (`initial`),
 * else loading the first page (request 1).
 */
export function initialArticleGrid(
  pageSize: number,
  initial?: ArticleSearchAnswer | null,
): ArticleGridState {
  const base = { tags: [], offset: 0, pageSize, facetsExpanded: false, appending: false };
  return initial
    ? {
        ...base,
        status: "loaded",
        articles: initial.result,
        facets: initial.facets,
        numFound: initial.numFound,
        request: 0,
      }
    : { ...base, status: "loading", articles: [], facets: [], numFound: 0, request: 1 };
}

/** Whether the shopper can ask for more: loaded, and fewer shown than found. */
export function hasMore(state: ArticleGridState): boolean {
  return state.status === "loaded" && state.articles.length < state.numFound;
}

export function articleGridReducer(
  state: ArticleGridState,
  action: ArticleGridAction,
): ArticleGridState {
  switch (action.type) {
    case "toggleTag": {
      const tags = state.tags.includes(action.tagId)
        ? state.tags.filter((tag) => tag !== action.tagId)
        : [...state.tags, action.tagId];
      return {
        ...state,
        tags,
        offset: 0,
        status: "loading",
        request: state.request + 1,
        appending: false,
      };
    }
    case "clearAll":
      if (state.tags.length === 0) return state;
      return {
        ...state,
        tags: [],
        offset: 0,
        status: "loading",
        request: state.request + 1,
        appending: false,
      };
    case "loadMore":
      if (!hasMore(state)) return state;
      return {
        ...state,
        offset: state.offset + state.pageSize,
        status: "loading",
        request: state.request + 1,
        appending: true,
      };
    case "answered":
      if (action.request !== state.request) return state;
      return {
        ...state,
        status: "loaded",
        articles: state.appending
          ? [...state.articles, ...action.answer.result]
          : action.answer.result,
        facets: action.answer.facets,
        numFound: action.answer.numFound,
      };
    case "failed":
      // 001 §8: logged only; loading ends and what was shown stays.
      // A page that could not be appended is asked for again by the next "load more".
      if (action.request !== state.request) return state;
      return {
        ...state,
        status: "loaded",
        offset: state.appending ? state.offset - state.pageSize : state.offset,
      };
    case "toggleFacets":
      return { ...state, facetsExpanded: !state.facetsExpanded };
  }
}
