import { SEARCH_SORTS } from "@ridgeline/contract";

export const PAGE_SIZE = 24;
export type Sort = (typeof SEARCH_SORTS)[number];

/** Sort and page from a listing URL; anything unknown falls back to the first page, featured. */
export function listingParams(url: URL): { sort: Sort; page: number; start: number } {
  const sortParam = url.searchParams.get("sort");
  const sort = SEARCH_SORTS.find((candidate) => candidate === sortParam) ?? "relevance";
  const page = Math.max(
    1,
    Math.min(400, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  return { sort, page, start: (page - 1) * PAGE_SIZE };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
