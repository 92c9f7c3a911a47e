import { describe, expect, it } from "vitest";
import {
  articleGridReducer,
  hasMore,
  initialArticleGrid,
  type ArticleGridAction,
  type ArticleGridState,
} from "./article-grid-state";
import { answer } from "./article-grid.fixture";

const run = (state: ArticleGridState, ...actions: ArticleGridAction[]) =>
  actions.reduce(articleGridReducer, state);

describe("article grid states (001 §4)", () => {
  it("starts loaded with the server's first page, or loading the first page", () => {
    const first = answer(0, 6, 20);
    const server = initialArticleGrid(6, first);
    expect(server).toMatchObject({ status: "loaded", offset: 0, numFound: 20, request: 0 });
    expect(server.articles).toHaveLength(6);
    expect(initialArticleGrid(6)).toMatchObject({ status: "loading", articles: [], request: 1 });
  });

  it("load more adds the page size to the offset and appends the answer", () => {
    const loaded = initialArticleGrid(6, answer(0, 6, 20));
    const more = run(loaded, { type: "loadMore" });
    expect(more).toMatchObject({ status: "loading", offset: 6, request: 1, appending: true });
    const appended = run(more, { type: "answered", request: 1, answer: answer(6, 6, 20) });
    expect(appended.articles.map((article) => article.id)).toEqual(
      Array.from({ length: 12 }, (_, index) => `trail-story-${index}`),
    );
    expect(hasMore(appended)).toBe(true);
    const last = run(
      appended,
      { type: "loadMore" },
      { type: "answered", request: 2, answer: answer(12, 8, 20) },
    );
    expect(last.articles).toHaveLength(20);
    expect(hasMore(last)).toBe(false);
    expect(run(last, { type: "loadMore" })).toBe(last);
  });

  it("a tag toggle resets the offset to 0, asks again and replaces the articles", () => {
    const paged = run(
      initialArticleGrid(6, answer(0, 6, 20)),
      { type: "loadMore" },
      {
        type: "answered",
        request: 1,
        answer: answer(6, 6, 20),
      },
    );
    const toggled = run(paged, { type: "toggleTag", tagId: "tag-2" });
    expect(toggled).toMatchObject({ tags: ["tag-2"], offset: 0, status: "loading", request: 2 });
    // What was shown stays while the answer comes: the grid keeps its height.
    expect(toggled.articles).toHaveLength(12);
    const replaced = run(toggled, { type: "answered", request: 2, answer: answer(40, 4, 4) });
    expect(replaced.articles.map((article) => article.id)[0]).toBe("trail-story-40");
    expect(replaced.articles).toHaveLength(4);
    const off = run(replaced, { type: "toggleTag", tagId: "tag-2" });
    expect(off.tags).toEqual([]);
  });

  it("clear all restores the initial query (no toggled tags) and asks again", () => {
    const toggled = run(
      initialArticleGrid(6, answer(0, 6, 20)),
      { type: "toggleTag", tagId: "tag-1" },
      { type: "toggleTag", tagId: "tag-4" },
      { type: "answered", request: 2, answer: answer(0, 2, 2) },
    );
    const cleared = run(toggled, { type: "clearAll" });
    expect(cleared).toMatchObject({ tags: [], offset: 0, status: "loading", request: 3 });
    const idle = run(cleared, { type: "answered", request: 3, answer: answer(0, 6, 20) });
    expect(run(idle, { type: "clearAll" })).toBe(idle);
  });

  it("ignores the answer to a call that a later one replaced", () => {
    const state = run(
      initialArticleGrid(6, answer(0, 6, 20)),
      { type: "toggleTag", tagId: "tag-1" },
      { type: "toggleTag", tagId: "tag-2" },
      { type: "answered", request: 1, answer: answer(90, 1, 1) },
    );
    expect(state.status).toBe("loading");
    expect(state.articles[0]?.id).toBe("trail-story-0");
  });

  it("a failed fetch ends loading and keeps what was shown; a failed page is asked again", () => {
    const loaded = initialArticleGrid(6, answer(0, 6, 20));
    const failed = run(loaded, { type: "loadMore" }, { type: "failed", request: 1 });
    expect(failed).toMatchObject({ status: "loaded", offset: 0 });
    expect(failed.articles).toHaveLength(6);
    expect(run(failed, { type: "loadMore" }).offset).toBe(6);
    const first = run(initialArticleGrid(3), { type: "failed", request: 1 });
    expect(first).toMatchObject({ status: "loaded", articles: [] });
  });

  it("the facet list expands and collapses", () => {
    const state = initialArticleGrid(6, answer(0, 6, 20));
    expect(run(state, { type: "toggleFacets" }).facetsExpanded).toBe(true);
    expect(run(state, { type: "toggleFacets" }, { type: "toggleFacets" }).facetsExpanded).toBe(
      false,
    );
  });
});
