import { createElement } from "react";
import { CONTENT_STORAGE_KEYS } from "@ridgeline/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMarkup } from "../mega-menu/render-markup.fixture";
import { BenefitBar } from "./BenefitBar";
import { BENEFIT_BAR_FIXTURE } from "./benefit-bar.fixture";

/** The flags the browser remembers once the page runs (the server knows none). */
const remembered = vi.hoisted(() => ({ flags: {} as Record<string, boolean> }));
vi.mock("../promo-bar/use-browser-state", () => ({
  useRememberedFlag: (key: string) => remembered.flags[key] ?? false,
}));

const render = (block = BENEFIT_BAR_FIXTURE) => renderMarkup(createElement(BenefitBar, { block }));

describe("BenefitBar (001 §3, §4)", () => {
  it("shows logo, title, subtitle, info icon and links over its picture, aligned", () => {
    const html = render();
    expect(html).toContain(
      '<aside class="content-benefit-bar content-benefit-bar--left content-benefit-bar--closable" style="background-color:var(--color-grey-100);background-image:url(&quot;/images/banners/snow-texture.jpg&quot;)" aria-label="Members ship free">',
    );
    expect(html).toContain('src="/images/logos/ridgeline-club.svg" alt="Ridgeline Club"');
    expect(html).toContain('<p class="content-benefit-bar__title">Members ship free</p>');
    expect(html).toContain("Free shipping and 60-day returns on every order</p>");
    expect(html).toContain('src="/images/icons/info.svg" alt="" width="16" height="16"');
    expect(html).toContain('href="/en-us/sign-up" data-discover="true">Join free</a>');
    expect(html).toContain(
      '<a href="#modal-club-details" class="content-benefit-bar__link">Details</a>',
    );
    // The editors' own name for the document is never shown.
    expect(html).not.toContain("Members bar, winter");
  });

  it("has a close button named after the bar, only when asked for", () => {
    expect(render()).toContain('aria-label="Close Members ship free"');
    const fixed = render({ ...BENEFIT_BAR_FIXTURE, showCloseButton: false });
    expect(fixed).not.toContain("content-benefit-bar__close");
    expect(fixed).not.toContain("content-benefit-bar--closable");
  });

  it("centres by default and renders rich titles", () => {
    const html = render({
      ...BENEFIT_BAR_FIXTURE,
      alignment: undefined,
      titleHtml: "<strong>Members</strong> ship free",
    });
    expect(html).toContain("content-benefit-bar--center");
    expect(html).toContain(
      '<p class="content-benefit-bar__title"><strong>Members</strong> ship free</p>',
    );
  });
});

describe("BenefitBar in the shopper's browser", () => {
  afterEach(() => {
    remembered.flags = {};
  });

  it("stays hidden once closed, unless it has no close button", () => {
    remembered.flags = { [CONTENT_STORAGE_KEYS.benefitBarClosed]: true };
    expect(render()).toBe("");
    expect(render({ ...BENEFIT_BAR_FIXTURE, showCloseButton: false })).toContain(
      "content-benefit-bar",
    );
  });
});
