import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { Upsell } from "./Upsell";
import { UpsellList } from "./UpsellList";
import { UPSELL_BLOCK, upsellItems } from "./upsell.fixture";
import { renderInPage } from "../segmentation/render-in-page.fixture";

const count = (html: string, text: string) => html.split(text).length - 1;

describe("Upsell", () => {
  it("renders its title and a skeleton of stackedCount items on the server", () => {
    const html = renderInPage(createElement(Upsell, { block: UPSELL_BLOCK }));
    expect(html).toMatch(/<h2[^>]*>Complete the look<\/h2>/);
    expect(count(html, "content-upsell__item--skeleton")).toBe(3);
    const two = renderInPage(
      createElement(Upsell, { block: { ...UPSELL_BLOCK, stackedCount: 2 } }),
    );
    expect(count(two, "content-upsell__item--skeleton")).toBe(2);
    const carousel = renderInPage(
      createElement(Upsell, { block: { ...UPSELL_BLOCK, variant: "carousel" } }),
    );
    expect(carousel).toContain("content-upsell__list--carousel");
    expect(count(carousel, "content-upsell__item--skeleton")).toBe(4);
  });

  it("renders nothing without products", () => {
    expect(
      renderInPage(createElement(Upsell, { block: { ...UPSELL_BLOCK, productIds: [] } })),
    ).toBe("");
  });
});

describe("UpsellList", () => {
  const list = (controls: "cta" | "checkbox") =>
    renderInPage(
      createElement(UpsellList, {
        blockId: "complete-the-look",
        items: upsellItems(),
        locale: "en-us",
        controls,
        carousel: false,
      }),
    );

  it("cta: an add button per item and a size choice for a sized item (sold-out sizes not)", () => {
    const html = list("cta");
    expect(count(html, ">Add to bag</button>")).toBe(2);
    expect(count(html, "<select")).toBe(1);
    expect(html).toContain('<option value="" selected="">Choose a size</option>');
    expect(html).toContain('<option value="JK200001BLK-M" disabled="">M (Out of stock)</option>');
    expect(html).toContain('<option value="JK200001BLK-L">L</option>');
    expect(html).toContain('href="/en-us/p/ridge-shell-jacket-JK200001"');
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain("Add selected to bag");
  });

  it("checkbox: a box per item and one add-selected button", () => {
    const html = list("checkbox");
    expect(count(html, 'type="checkbox"')).toBe(2);
    expect(html).toContain('<span class="visually-hidden"> Trail cap</span>');
    expect(html).toContain("Add selected to bag</button>");
    expect(html).not.toContain(">Add to bag</button>");
  });
});
