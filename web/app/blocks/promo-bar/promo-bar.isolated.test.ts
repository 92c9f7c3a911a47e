import { createElement } from "react";
import type { ResolvedChild } from "@ridgeline/contract";
import { CONTENT_STORAGE_KEYS } from "@ridgeline/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMarkup } from "../mega-menu/render-markup.fixture";
import { PromoBar } from "./PromoBar";
import { EMPTY_MESSAGE, PROMO_BAR_FIXTURE, SHIPPING } from "./promo-bar.fixture";

/** What the browser answers once the page runs (the server answers false to both). */
const browser = vi.hoisted(() => ({ reducedMotion: false, flags: {} as Record<string, boolean> }));
vi.mock("./use-browser-state", () => ({
  usePrefersReducedMotion: () => browser.reducedMotion,
  useRememberedFlag: (key: string) => browser.flags[key] ?? false,
}));

const render = (block = PROMO_BAR_FIXTURE) => renderMarkup(createElement(PromoBar, { block }));
const count = (html: string, part: string) => html.split(part).length - 1;

describe("PromoBar (001 §2)", () => {
  it("shows the first message to assistive tech and hides the others, empty ones dropped", () => {
    const html = render();
    expect(count(html, 'class="content-promo-bar__message"')).toBe(3);
    expect(html).not.toContain("promo-empty");
    expect(html).toMatch(
      /<div class="content-promo-bar__message" data-active="" role="group" aria-label="Slide 1 of 3">/,
    );
    expect(count(html, 'aria-hidden="true" inert=""')).toBe(2);
    // Rotating by itself: not announced.
    expect(html).toContain('class="content-promo-bar__messages" aria-live="off"');
  });

  it("takes the first message's colours, a white dot on its dark ground, and the max width", () => {
    const html = render();
    expect(html).toMatch(
      /<section class="content-promo-bar content-promo-bar--dark content-promo-bar--closable" aria-label="Promotions" style="background-color:var\(--color-brand\);color:#ffffff;--promo-bar-dot:white;--promo-bar-max-width:548px"/,
    );
  });

  it("has arrows, pager dots, a pause button and a close button with several messages", () => {
    const html = render();
    expect(html).toContain('aria-label="Previous"');
    expect(html).toContain('aria-label="Next"');
    expect(count(html, 'class="content-promo-bar__dot"')).toBe(3);
    expect(html).toContain('aria-label="Go to slide 1" aria-current="true"');
    expect(html).toContain('class="content-promo-bar__pause" aria-label="Pause"');
    expect(html).toContain('aria-label="Close Promotions"');
  });

  it("links a clickable message's first target over the whole message", () => {
    expect(render()).toContain(
      '<a class="content-promo-bar__link content-promo-bar__link--cover" href="/en-us/c/sale-3000" data-discover="true">Shop the sale</a>',
    );
  });

  it("has no arrows, dots or pause for one message, and no close when not closable", () => {
    const html = render({
      ...PROMO_BAR_FIXTURE,
      closable: false,
      messages: [SHIPPING, EMPTY_MESSAGE] as unknown as ResolvedChild[],
    });
    expect(html).not.toContain("content-promo-bar__arrow");
    expect(html).not.toContain("content-promo-bar__dot");
    expect(html).not.toContain("content-promo-bar__pause");
    expect(html).not.toContain("content-promo-bar__close");
    expect(html).not.toContain('role="group"');
    expect(html).toContain("<strong>Free shipping</strong>");
  });

  it("renders nothing when every message is empty", () => {
    const block = { ...PROMO_BAR_FIXTURE, messages: [EMPTY_MESSAGE] as unknown as ResolvedChild[] };
    expect(render(block)).toBe("");
  });
});

describe("PromoBar in the shopper's browser", () => {
  afterEach(() => {
    browser.reducedMotion = false;
    browser.flags = {};
  });

  it("does not rotate with reduced motion: paused, offering play, announcing changes", () => {
    browser.reducedMotion = true;
    const html = render();
    expect(html).toContain('class="content-promo-bar__pause" aria-label="Play"');
    expect(html).toContain('class="content-promo-bar__messages" aria-live="polite"');
  });

  it("hides a closable bar the shopper closed before, and only a closable one", () => {
    browser.flags = { [CONTENT_STORAGE_KEYS.promoBarClosed]: true };
    expect(render()).toBe("");
    expect(render({ ...PROMO_BAR_FIXTURE, closable: false })).toContain("content-promo-bar");
  });
});
