import { createElement } from "react";
import { describe, expect, it } from "vitest";
import type { ContentScope } from "../block-context";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { blockMarkup } from "../providers/block-markup.fixture";
import type { ProviderConfig } from "../providers/provider-config";
import { OlapicGallery } from "./OlapicGallery";
import { olapicGalleryFixture } from "./olapic-gallery.fixture";

function render(
  block = olapicGalleryFixture(),
  scope: Partial<ContentScope> & { providers?: ProviderConfig } = {},
  level = 2,
) {
  return blockMarkup(createElement(OlapicGallery, { block }), EN_BLOCKS, { scope, level });
}

describe("OlapicGallery", () => {
  it("has the gallery heading on a product page, at its level", () => {
    const html = render(
      olapicGalleryFixture(),
      { page: "product", path: "/en-us/p/summit-jacket-AB12CD34" },
      3,
    );
    expect(html).toContain('<h3 class="content-gallery__heading">Photos from our community</h3>');
  });

  it("has the block's own title on custom content pages", () => {
    for (const page of ["content", "gallery"] as const)
      expect(render(olapicGalleryFixture({ title: "#RidgelineOutside" }), { page })).toContain(
        '<h2 class="content-gallery__heading">#RidgelineOutside</h2>',
      );
  });

  it("has no heading on other pages (001 §8)", () => {
    for (const page of ["home", "category", "cart", "other"] as const)
      expect(render(olapicGalleryFixture({ title: "#RidgelineOutside" }), { page })).not.toMatch(
        /<h\d/,
      );
  });

  it("keeps the grid's place with its empty slots until the store's photos come", () => {
    const html = render();
    expect(html).toContain('data-gallery="store"');
    expect(html).toContain(
      '<div class="gallery-grid gallery-grid--waiting"><span class="visually-hidden">Loading</span>',
    );
    expect(html.match(/class="gallery-grid__slot" aria-hidden="true"/g)).toHaveLength(8);
    expect(html).not.toContain('id="olapic-ugc"');
  });

  it("stays built-in when its provider is configured but consent is not yet granted", () => {
    const providers: ProviderConfig = {
      olapic: {
        origin: "https://photos.example.com",
        consentCategory: "C0003",
        scriptPath: "/olapic.js",
        globalName: "Olapic",
      },
    };
    const html = render(olapicGalleryFixture(), { providers });
    expect(html).toContain('data-gallery="store"');
    expect(html).not.toContain("photos.example.com");
  });
});
