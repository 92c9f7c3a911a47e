import {
  SEARCH_CONTENT,
  type ResolvedBlocks,
  type ResolvedChild,
  type Site,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import {
  articlePageSize,
  type ArticleSearchAnswer,
} from "../../blocks/article-grid/article-search";
import { readContent, type ContentMode } from "./content.server";

type ArticleGridBlock = ResolvedBlocks["articleGrid"];

/**
 * The first page of each article grid among a page's blocks (001 §4 "Article grid"), by the
 * grid's id: the call its code would make first (its fixed tags, offset 0, rows to load times
 * the small grid's columns), made by the page's loader so the server's HTML holds the articles.
 * A grid whose call fails is left out: its code fetches the page in the browser as before.
 */
export async function articleFirstPages(
  context: Readonly<RouterContextProvider>,
  site: Site,
  blocks: readonly ResolvedChild[],
  mode: ContentMode,
): Promise<Record<string, ArticleSearchAnswer>> {
  const grids = blocks.filter(
    (block): block is ResolvedChild & ArticleGridBlock => block.type === "articleGrid",
  );
  const pages = await Promise.all(
    grids.map(async (grid) => {
      const answer = await readContent(
        context,
        SEARCH_CONTENT,
        {
          params: { siteId: site.siteId, searchType: "article" },
          query: {
            language: site.language,
            ...(grid.initialQuery.length > 0 ? { initialQuery: grid.initialQuery.join(",") } : {}),
            offset: "0",
            limit: String(articlePageSize(grid.rowsToLoad, grid.gridSize?.sm)),
          },
        },
        mode,
      );
      return answer ? ([grid.id, answer] as const) : null;
    }),
  );
  return Object.fromEntries(pages.filter((page) => page !== null));
}
