import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderBlock } from "../collection/render.fixture";
import { MultiLinkCard } from "./MultiLinkCard";
import { multiLinkCardFixture } from "./multi-link-card.fixture";

const render = (fields: Record<string, unknown> = {}, level = 2) =>
  renderBlock(createElement(MultiLinkCard, { block: multiLinkCardFixture(fields) }), level);

describe("multi-link card, as the server renders it", () => {
  it("overlays the title on the image, linked to the title target, at the card's level", () => {
    const html = render({}, 3);
    expect(html).toContain('<article class="multi-link-card multi-link-card--center">');
    expect(html).toMatch(
      /<img class="multi-link-card__image" src="\/media\/activity.jpg" alt="Climbers" width="900" height="1200"/,
    );
    expect(html).toMatch(
      /<div class="multi-link-card__overlay"><h3 class="[^"]*"><a class="multi-link-card__title-link" href="\/en-us\/c\/activities-2000"[^>]*>Shop by activity<\/a><\/h3>/,
    );
  });

  it("leaves the title unlinked without a title target, and aligns left when asked", () => {
    const html = render({ titleTarget: undefined, alignment: "left" });
    expect(html).toMatch(/<h2 class="[^"]*">Shop by activity<\/h2>/);
    expect(html).toContain("multi-link-card--left");
  });

  it("lists its text links, an outside one in a new tab with noopener", () => {
    const html = render();
    expect(html).toMatch(
      /<li><a class="multi-link-card__link" href="\/en-us\/c\/hiking-2001"[^>]*>Hiking<\/a><\/li>/,
    );
    expect(html).toContain(
      '<a href="https://guides.example.com/" class="multi-link-card__link" target="_blank" rel="noopener noreferrer">Guides</a>',
    );
    expect(render({ targets: [] })).not.toContain("multi-link-card__links");
  });

  it("keeps an unsized picture in a fixed box, and shows a video's poster", () => {
    const html = render({ media: { kind: "video", url: "/media/a.mp4", poster: "/media/a.jpg" } });
    expect(html).toContain("multi-link-card__media--unsized");
    expect(html).toContain('src="/media/a.jpg"');
    expect(html).not.toContain("<video");
  });
});
