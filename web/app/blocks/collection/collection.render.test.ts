import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Collection } from "./Collection";
import { collectionFixture } from "./collection.fixture";
import { loadBlocks, renderBlock } from "./render.fixture";

const render = (fields: Record<string, unknown> = {}, level = 2) =>
  renderBlock(createElement(Collection, { block: collectionFixture(fields) }), level);

describe("collection, as the server renders it", () => {
  beforeAll(() => loadBlocks("linkedCard", "picture"));

  it("renders every item as a slide of a named carousel, the first one current", () => {
    const html = render();
    expect(html).toMatch(
      /<section class="collection [^"]*" style="[^"]*" aria-roledescription="Carousel" aria-labelledby="[^"]+">/,
    );
    const slides = html.match(
      /<li class="collection__slide[^"]*" aria-roledescription="slide" aria-label="Slide \d of 3">/g,
    );
    expect(slides).toHaveLength(3);
    expect(html).toContain(
      'class="collection__slide collection__slide--current" aria-roledescription="slide" aria-label="Slide 1 of 3"',
    );
    expect(html).toContain('src="/media/boots.jpg"');
  });

  it("titles the items one level below the collection's title, or in its place without one", () => {
    const titled = render();
    expect(titled).toMatch(/<h2 class="collection__title[^"]*">Trail picks<\/h2>/);
    expect(titled).toMatch(/<h3 class="linked-card__title[^"]*"><a[^>]*>Fleece<\/a><\/h3>/);
    const untitled = render({ title: undefined });
    expect(untitled).toMatch(/<h2 class="linked-card__title[^"]*"><a[^>]*>Fleece<\/a><\/h2>/);
    expect(untitled).toContain('aria-label="Carousel"');
  });

  it("has named arrows, dots, a progress bar and a pause control where it autoplays", () => {
    const html = render();
    expect(html).toContain(
      '<button type="button" class="collection__arrow collection__arrow--previous">',
    );
    expect(html).toContain('<span class="visually-hidden">Previous</span>');
    expect(html).toContain('<span class="visually-hidden">Next</span>');
    expect(html).toContain('<span class="visually-hidden">Go to slide 3</span>');
    expect(html).toContain('aria-current="true"');
    expect(html).toContain('<div class="collection__progress" aria-hidden="true">');
    expect(html).toContain('<button type="button" class="collection__pause">');
    expect(html).toContain('<span class="visually-hidden">Pause</span>');
  });

  it("switches layout and controls per breakpoint through classes and custom properties", () => {
    const html = render();
    expect(html).toContain(
      "collection--sm-carousel collection--sm-arrows collection--sm-dots collection--sm-progress collection--sm-autoplay collection--sm-controls collection--md-grid collection--lg-grid",
    );
    expect(html).toContain("--c-sm-slide-width:85%");
    expect(html).toContain("--c-md-columns:3;");
    expect(html).toContain("--c-lg-columns:3;");
  });

  it("has no pause control when nothing autoplays, and no carousel words in a grid", () => {
    const still = render({ settings: { sm: { type: "carousel", showArrows: true } } });
    expect(still).not.toContain("collection__pause");
    expect(still).toContain("collection__arrow");
    const grid = render({ settings: { sm: { type: "grid", columns: 2 } } });
    expect(grid).not.toContain("aria-roledescription");
    expect(grid).not.toContain("collection__arrow");
    expect(grid).toContain("collection--sm-grid");
  });

  it("marks the variants highlightCenter and threeCardGrid", () => {
    expect(render({ variant: "highlightCenter" })).toContain("collection--highlightCenter");
    const three = render({ variant: "threeCardGrid" });
    expect(three).toContain("collection--threeCardGrid");
    expect(three).toContain("--c-md-columns:3;");
  });
});
