import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { ContentScope } from "../block-context";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { blockMarkup } from "../providers/block-markup.fixture";
import { WidgetGallery } from "./WidgetGallery";
import { widgetGalleryFixture } from "./widget-gallery.fixture";

function render(block = widgetGalleryFixture(), scope: Partial<ContentScope> = {}) {
  return blockMarkup(createElement(WidgetGallery, { block }), EN_BLOCKS, { scope });
}

describe("WidgetGallery", () => {
  it("renders the built-in gallery with its background and the heading on a product page", () => {
    const html = render(widgetGalleryFixture(), {
      page: "product",
      path: "/en-us/p/summit-jacket-AB12CD34",
    });
    expect(html).toContain(
      'class="content-gallery content-gallery--widget" style="background-color:#f5f5f3" data-gallery="store"',
    );
    expect(html).toContain('<h2 class="content-gallery__heading">Photos from our community</h2>');
    expect(html.match(/gallery-grid__slot/g)).toHaveLength(8);
  });

  it("hides its title for screen readers only when asked, and has none on a category page", () => {
    expect(
      render(widgetGalleryFixture({ title: "Worn outside", hideTitle: true }), { page: "content" }),
    ).toContain('<h2 class="content-gallery__heading visually-hidden">Worn outside</h2>');
    expect(
      render(widgetGalleryFixture({ title: "Worn outside" }), { page: "category" }),
    ).not.toContain("Worn outside");
  });
});
