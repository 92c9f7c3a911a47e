import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderBlock } from "../collection/render.fixture";
import { IconAndText } from "./IconAndText";
import { iconAndTextFixture } from "./icon-and-text.fixture";
import { ICON_SIZES_PX, iconSizePx } from "./icon-sizes";

const render = (fields: Record<string, unknown> = {}, level = 2) =>
  renderBlock(createElement(IconAndText, { block: iconAndTextFixture(fields) }), level);

describe("icon and text, as the server renders it", () => {
  it("sizes icons small, medium or large with their width and height", () => {
    expect(ICON_SIZES_PX).toEqual({ small: 24, medium: 40, large: 64 });
    expect(iconSizePx(undefined)).toBe(40);
    const html = render();
    expect(html).toMatch(
      /<img class="icon-and-text__icon" src="\/media\/icons\/truck.svg" alt="" width="64" height="64"/,
    );
    expect(html).toContain("icon-and-text--icon-large");
    expect(render({ iconSize: "small" })).toContain('width="24" height="24"');
  });

  it("names the variant in a class", () => {
    expect(render()).toContain("icon-and-text--icon-above-text");
    expect(render({ variant: "one-column" })).toContain("icon-and-text--one-column");
    expect(render({ variant: "icon-left" })).toContain("icon-and-text--icon-left");
  });

  it("titles items one level below the block's title, linked when they have a target", () => {
    const html = render();
    expect(html).toMatch(/<h2 class="icon-and-text__heading[^"]*">Why Ridgeline<\/h2>/);
    expect(html).toMatch(
      /<h3 class="icon-and-text__title"><a class="icon-and-text__link" href="\/en-us\/help\/delivery"[^>]*>Free delivery<\/a><\/h3>/,
    );
    expect(html).toContain('<h3 class="icon-and-text__title">Easy returns</h3>');
    expect(html).toContain("<p>On orders over 50.</p>");
    expect(render({ title: undefined })).toContain(
      '<h2 class="icon-and-text__title">Easy returns</h2>',
    );
  });
});
