import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderBlock } from "../collection/render.fixture";
import { LinkedCard } from "./LinkedCard";
import { recordCardClick } from "./card-click";
import { linkedCardFixture } from "./linked-card.fixture";

const render = (fields: Record<string, unknown> = {}, level = 2) =>
  renderBlock(createElement(LinkedCard, { block: linkedCardFixture(fields) }), level);

describe("linked card, as the server renders it", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("titles the card h1 when it is a page's first element, h2 otherwise, h1 when forced", () => {
    expect(render({}, 1)).toMatch(
      /<h1 class="linked-card__title[^"]*"><a class="linked-card__link" href="\/en-us\/c\/autumn-5678"/,
    );
    expect(render({}, 2)).toContain("<h2 ");
    expect(render({}, 3)).toContain("<h3 ");
    expect(render({ titleH1: true }, 3)).toContain("<h1 ");
  });

  it("shows eyebrow, subtitle, rich text, badge and buttons with the layout's classes", () => {
    const html = render();
    expect(html).toContain('class="linked-card__eyebrow" style="color:var(--color-signal)"');
    expect(html).toContain("Warm, light, ready for the trail");
    expect(html).toContain(
      'class="rich-text linked-card__rich-text" style="color:var(--color-grey-600)"',
    );
    expect(html).toMatch(
      /<img class="linked-card__badge" src="\/media\/badge-new.svg" alt="New" width="56" height="56"/,
    );
    expect(html).toContain("linked-card--sm-stacked linked-card--sm-center linked-card--md-top");
    expect(html).toContain("linked-card--lg-top linked-card--lg-left linked-card--width-sm");
    expect(html).toContain(
      "--lc-bg-sm:var(--color-grey-100);--lc-bg-md:#1f3d2b;--lc-bg-lg:#1f3d2b",
    );
    expect(html).toContain(">Shop women<");
    expect(html).toContain("content-button--sm-text-link");
  });

  it("draws the gradient at the focused height where the text is overlaid and not turned off", () => {
    const html = render();
    expect(html).toContain("--lc-gradient-height:50%");
    expect(html).toContain("linked-card--gradient-md");
    expect(html).not.toContain("linked-card--gradient-sm");
    expect(html).not.toContain("linked-card--gradient-lg");
    expect(html).toContain('class="linked-card__gradient"');
    expect(render({ gradient: { gradientStyle: "off" } })).not.toContain("linked-card__gradient");
  });

  it("hides the buttons for link type No-CTA, while the card still links", () => {
    const html = render({ linkType: "No-CTA" });
    expect(html).not.toContain("content-buttons");
    expect(html).toContain('href="/en-us/c/autumn-5678"');
  });

  it("links the media on its own, named, when the title is hidden", () => {
    const html = render({ hideTitle: true, mediaTarget: undefined });
    expect(html).toMatch(
      /<a class="linked-card__link" href="\/en-us\/c\/women-1001"[^>]*><span class="visually-hidden">Autumn layers<\/span><\/a>/,
    );
    expect(html).toMatch(/<h2 class="[^"]*visually-hidden[^"]*">Autumn layers<\/h2>/);
  });

  it("plays a video muted and looping with its poster, only when motion is fine, with a pause", () => {
    const html = render({
      media: {
        kind: "video",
        url: "/media/loop.mp4",
        poster: "/media/loop.jpg",
        width: 1280,
        height: 720,
      },
    });
    expect(html).toMatch(
      /<video class="linked-card__media linked-card__video" muted="" loop="" playsInline="" autoPlay=""/,
    );
    expect(html).toContain('poster="/media/loop.jpg"');
    expect(html).toContain(
      '<source src="/media/loop.mp4" media="(prefers-reduced-motion: no-preference)"/>',
    );
    expect(html).toContain('class="linked-card__pause linked-card__pause--unknown"');
    expect(html).toContain("Pause video: Autumn layers");
    expect(html).toContain("Play video: Autumn layers");
  });

  it("records a promotion click with the title for a click on any link of the card", () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal("window", { dataLayer });
    vi.stubGlobal("__rlConsent", ["C0001", "C0002"]);
    const onLink = { closest: (selector: string) => (selector === "a" ? {} : null) };
    const offLink = { closest: () => null };
    expect(recordCardClick(offLink, "Autumn layers", undefined)).toBe(false);
    expect(recordCardClick(onLink, "Autumn layers", { promotionId: "autumn-26" })).toBe(true);
    expect(dataLayer).toEqual([
      {
        event: "promotionClick",
        ecommerce: {
          promoClick: {
            promotions: [
              { id: "autumn-26", name: "Autumn layers", creative: "", title: "Autumn layers" },
            ],
          },
        },
      },
    ]);
  });
});
