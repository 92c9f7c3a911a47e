import type { ArticleSummary, ResolvedBlocks } from "@ridgeline/contract";
import type { ArticleSearchAnswer } from "./article-search";

/** An article as the search answers it (dates newest first across the list below). */
export function articleSummary(index: number, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  const day = String(28 - (index % 28)).padStart(2, "0");
  return {
    id: `trail-story-${index}`,
    url: `/en-us/articles/trail-story-${index}`,
    slug: `trail-story-${index}`,
    title: `Trail story ${index}`,
    eyebrow: "Field notes",
    date: `2026-02-${day}`,
    picture: { url: `/media/articles/trail-${index}.jpg`, alt: `A trail, number ${index}` },
    tags: [{ id: "hiking", label: "Hiking" }],
    ...extra,
  };
}

/** Facets `tag-0` … `tag-{count-1}`. */
export function facets(count: number): ArticleSearchAnswer["facets"] {
  return Array.from({ length: count }, (_, index) => ({
    id: `tag-${index}`,
    label: `Tag ${index}`,
    count: 30 - index,
  }));
}

export function answer(from: number, count: number, numFound: number): ArticleSearchAnswer {
  return {
    result: Array.from({ length: count }, (_, index) => articleSummary(from + index)),
    facets: facets(12),
    numFound,
  };
}

/** Two rows of three articles on phones a page, hiking stories only. */
export const ARTICLE_GRID_BLOCK: ResolvedBlocks["articleGrid"] = {
  type: "articleGrid",
  id: "journal-grid",
  title: "From the journal",
  initialQuery: ["hiking"],
  rowsToLoad: 2,
  gridSize: { sm: 1, md: 2, lg: 3 },
  showFilterBar: true,
  loadMore: true,
};
