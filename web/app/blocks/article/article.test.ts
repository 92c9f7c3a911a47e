import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { ArticlePage } from "./ArticlePage";
import { articleDate } from "./article-date";
import { ARTICLE } from "./article.fixture";
import { articleSummary } from "../article-grid/article-grid.fixture";
import { loadBlockCode, renderInPage } from "../segmentation/render-in-page.fixture";

const related = Array.from({ length: 6 }, (_, index) => articleSummary(index));

describe("articleDate", () => {
  it("writes the day the page locale's way, whatever the time zone", () => {
    expect(articleDate("2026-01-15", "en-us")).toBe("January 15, 2026");
    expect(articleDate("2026-01-15", "fr-fr")).toBe("15 janvier 2026");
    expect(articleDate("2026-01-15", "de-de")).toBe("15. Januar 2026");
    expect(articleDate("not a date", "en-us")).toBe("not a date");
  });
});

describe("ArticlePage (001 §2 Article page)", () => {
  beforeAll(() => loadBlockCode(["richTextBlock"]));

  it("shows media, the title as the page's h1, subtitle, date, text, its blocks and 4 related", () => {
    const html = renderInPage(createElement(ArticlePage, { article: ARTICLE, related }), {
      scope: { locale: "en-gb" },
    });
    expect(html).toContain('<h1 class="article-page__title">Layering for winter hikes</h1>');
    expect(html).toContain("Three layers, one warm day out");
    expect(html).toContain('<time dateTime="2026-01-15">Published 15 January 2026</time>');
    expect(html).toContain(
      'src="/media/articles/layering-wide.jpg" alt="Snowy ridge" width="1600"',
    );
    expect(html).toContain("<p>Start with a base layer.</p>");
    expect(html).toMatch(/<h2[^>]*>The kit list<\/h2>/);
    expect(html).toContain("Related articles</h2>");
    expect(html.split('<article class="article-card">').length - 1).toBe(4);
    expect(html).toContain('<h3 class="article-card__title">');
  });

  it("hides the date when the article asks, and the related section when there is none", () => {
    const html = renderInPage(
      createElement(ArticlePage, { article: { ...ARTICLE, hidePageDate: true }, related: [] }),
    );
    expect(html).not.toContain("<time");
    expect(html).not.toContain("Related articles");
  });
});
