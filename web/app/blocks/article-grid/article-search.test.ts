import fc from "fast-check";
import { ARTICLE_GRID, SEARCH_CONTENT } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import { articlePageSize, articleSearchUrl, gridColumns } from "./article-search";
import { answer } from "./article-grid.fixture";

describe("articleSearchUrl (001 §7 article search)", () => {
  it("is the contract's search call with the initial query, toggled tags, offset and limit", () => {
    const url = articleSearchUrl({
      mode: "publish",
      siteId: "US",
      language: "en",
      initialQuery: ["hiking", "gear"],
      tags: ["tag-1", "tag-3"],
      offset: 6,
      limit: 6,
    });
    expect(url).toBe(
      "/publish/caas/v1/canvas/search/US/article?initialQuery=hiking%2Cgear&tagId=tag-1%2Ctag-3&offset=6&limit=6&language=en",
    );
    const [path, query] = url.split("?");
    const contractPath = SEARCH_CONTENT.path
      .replace(":mode", "publish")
      .replace(":siteId", "US")
      .replace(":searchType", "article");
    expect(path).toBe(contractPath);
    const parsed = SEARCH_CONTENT.query.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toMatchObject({
      initialQuery: ["hiking", "gear"],
      tagId: ["tag-1", "tag-3"],
      offset: 6,
      limit: 6,
      language: "en",
    });
  });

  it("leaves out empty tag lists", () => {
    const url = articleSearchUrl({
      mode: "preview",
      siteId: "CA-FR",
      language: "fr",
      initialQuery: [],
      tags: [],
      offset: 0,
      limit: 3,
    });
    expect(url).toBe("/preview/caas/v1/canvas/search/CA-FR/article?offset=0&limit=3&language=fr");
  });

  it("reads answers of the contract's shape", () => {
    expect(() => SEARCH_CONTENT.response.parse(answer(0, 3, 10))).not.toThrow();
  });
});

describe("articlePageSize (001 §9)", () => {
  it("is rows × small columns, or 3 when that is 0, never more than one call answers", () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
        (rows, columns) => {
          const product = (rows ?? 0) * (columns ?? 0);
          const size = articlePageSize(rows, columns);
          expect(size).toBe(
            product === 0 ? ARTICLE_GRID.defaultPageSize : Math.min(product, ARTICLE_GRID.limitMax),
          );
        },
      ),
    );
    expect(articlePageSize(0, 4)).toBe(3);
    expect(articlePageSize(2, 3)).toBe(6);
  });
});

describe("gridColumns", () => {
  it("takes the editor's columns per breakpoint, else 1, 2 and 3", () => {
    expect(gridColumns(undefined)).toEqual({ sm: 1, md: 2, lg: 3 });
    expect(gridColumns({ sm: 2, lg: 4 })).toEqual({ sm: 2, md: 2, lg: 4 });
  });
});
