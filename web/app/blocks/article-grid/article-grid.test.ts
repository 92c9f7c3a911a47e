import { ARTICLE_GRID } from "@ridgeline/contract";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { ArticleGrid } from "./ArticleGrid";
import { ArticleFirstPages } from "./article-first-pages";
import { ARTICLE_GRID_BLOCK, answer } from "./article-grid.fixture";
import { renderInPage } from "../segmentation/render-in-page.fixture";

const count = (html: string, text: string) => html.split(text).length - 1;

describe("ArticleGrid", () => {
  it("renders the server's first page: cards one heading level below the grid's title", () => {
    const html = renderInPage(
      createElement(ArticleGrid, { block: ARTICLE_GRID_BLOCK, initial: answer(0, 6, 20) }),
    );
    expect(html).toMatch(/<h2[^>]*>From the journal<\/h2>/);
    expect(count(html, '<article class="article-card">')).toBe(6);
    expect(html).toContain(
      '<h3 class="article-card__title"><a class="article-card__link" href="/en-us/articles/trail-story-0"',
    );
    expect(html).toContain('<p class="article-card__eyebrow">Field notes</p>');
    expect(html).toContain('<time dateTime="2026-02-28">February 28, 2026</time>');
    expect(html).toContain('alt="A trail, number 0"');
    expect(html).toContain("--article-cols-sm:1;--article-cols-md:2;--article-cols-lg:3");
    expect(html).toContain("Load more");
    expect(html).not.toContain("aria-busy");
  });

  it("renders the first page its page's loader read for it (by its id) instead of a skeleton", () => {
    const html = renderInPage(
      createElement(
        ArticleFirstPages,
        { value: { [ARTICLE_GRID_BLOCK.id]: answer(0, 6, 20) } },
        createElement(ArticleGrid, { block: ARTICLE_GRID_BLOCK }),
      ),
    );
    expect(count(html, '<article class="article-card">')).toBe(6);
    expect(html).not.toContain("article-card--skeleton");
    expect(html).toContain("Load more");
  });

  it("shows the block's own links under the grid (a home page's link to every story)", () => {
    const html = renderInPage(
      createElement(ArticleGrid, {
        block: {
          ...ARTICLE_GRID_BLOCK,
          targets: [
            { text: "All stories", url: "/en-us/pages/stories", style: { sm: "text-link" } },
          ],
        },
        initial: answer(0, 6, 20),
      }),
    );
    expect(html).toMatch(/<a [^>]*href="\/en-us\/pages\/stories"[^>]*>.*All stories/);
    expect(html.indexOf("All stories")).toBeGreaterThan(html.indexOf("Load more"));
  });

  it("hides dates with hidePageDate, and load more when all are shown or it is off", () => {
    const hidden = renderInPage(
      createElement(ArticleGrid, {
        block: { ...ARTICLE_GRID_BLOCK, hidePageDate: true },
        initial: answer(0, 6, 6),
      }),
    );
    expect(hidden).not.toContain("<time");
    expect(hidden).not.toContain("Load more");
    const off = renderInPage(
      createElement(ArticleGrid, {
        block: { ...ARTICLE_GRID_BLOCK, loadMore: false },
        initial: answer(0, 6, 20),
      }),
    );
    expect(off).not.toContain("Load more");
  });

  it("shows the filter bar's tags as toggles with see more where 4, 10 or 20 are exceeded", () => {
    const html = renderInPage(
      createElement(ArticleGrid, { block: ARTICLE_GRID_BLOCK, initial: answer(0, 6, 20) }),
    );
    expect(count(html, 'aria-pressed="false"')).toBe(12);
    // 12 facets: more than 4 (small) and 10 (medium), not 20 (large).
    expect(html).toContain(
      'article-facets__more article-facets__more--sm article-facets__more--md"',
    );
    expect(html).toContain("See more");
    expect(html).toContain('class="article-facets__item article-facets__item--beyond-sm"');
    expect(html).toContain(
      'class="article-facets__item article-facets__item--beyond-sm article-facets__item--beyond-md"',
    );
    expect(html).not.toContain("Clear all");
    const noBar = renderInPage(
      createElement(ArticleGrid, {
        block: { ...ARTICLE_GRID_BLOCK, showFilterBar: false },
        initial: answer(0, 6, 20),
      }),
    );
    expect(noBar).not.toContain("aria-pressed");
  });

  it("leaves the initial query's tags out of the bar with initialQueryNotFiltered", () => {
    const first = answer(0, 6, 20);
    first.facets = [{ id: "hiking", label: "Hiking", count: 20 }, ...first.facets.slice(0, 2)];
    const html = renderInPage(
      createElement(ArticleGrid, {
        block: { ...ARTICLE_GRID_BLOCK, initialQueryNotFiltered: true },
        initial: first,
      }),
    );
    expect(html).not.toContain(">Hiking<");
    expect(count(html, "aria-pressed")).toBe(2);
  });

  it("without a first page, renders a skeleton of the page's size (at most 16 cards)", () => {
    const html = renderInPage(createElement(ArticleGrid, { block: ARTICLE_GRID_BLOCK }));
    expect(count(html, "article-card--skeleton")).toBe(2);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("Loading");
    const big = renderInPage(
      createElement(ArticleGrid, {
        block: { ...ARTICLE_GRID_BLOCK, rowsToLoad: 12, gridSize: { sm: 4 } },
      }),
    );
    expect(count(big, "article-card--skeleton")).toBe(ARTICLE_GRID.skeletonCards);
  });

  it("says so when no article matches", () => {
    const html = renderInPage(
      createElement(ArticleGrid, { block: ARTICLE_GRID_BLOCK, initial: answer(0, 0, 0) }),
    );
    expect(html).toContain("No results.");
  });
});
