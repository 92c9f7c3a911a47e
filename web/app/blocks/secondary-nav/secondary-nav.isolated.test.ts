import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderMarkup } from "../mega-menu/render-markup.fixture";
import { SecondaryNav } from "./SecondaryNav";
import { SECONDARY_NAV_FIXTURE } from "./secondary-nav.fixture";

/** Whether the render is one of the running page (after hydration) or the server's. */
const page = vi.hoisted(() => ({ hydrated: false }));
vi.mock("../../lib/use-hydrated", () => ({ useHydrated: () => page.hydrated }));

const render = (block = SECONDARY_NAV_FIXTURE, level = 2) =>
  renderMarkup(createElement(SecondaryNav, { block }), { level });
const count = (html: string, part: string) => html.split(part).length - 1;

describe("SecondaryNav (001 §2)", () => {
  it("is a nav named by its title, with the title at its heading level, a divider and links", () => {
    const html = render(SECONDARY_NAV_FIXTURE, 3);
    expect(html).toContain(
      '<nav class="content-secondary-nav content-secondary-nav--right content-secondary-nav--divider" aria-label="Hiking guides" style="background-color:var(--color-grey-100);--secondary-nav-title:var(--color-brand)">',
    );
    expect(html).toContain('<h3 class="content-secondary-nav__title">Hiking guides</h3>');
    expect(html).toContain('<span class="content-secondary-nav__divider" aria-hidden="true">');
    expect(html).toContain('href="/en-us/guides/layering" data-discover="true">Layering</a>');
    expect(html).toContain(
      '<a href="https://maps.example.com/ridgeline" class="content-secondary-nav__link" target="_blank" rel="noopener noreferrer">Trail maps</a>',
    );
  });

  it("collapses the small screens' list in a <details> that works before the page runs", () => {
    const html = render();
    expect(html).toContain(
      '<details class="content-secondary-nav__narrow"><summary class="content-secondary-nav__toggle">Hiking guides<span class="content-secondary-nav__sign" aria-hidden="true"></span></summary>',
    );
    expect(html).not.toContain("<details open");
    // The same links in the wide row and in the collapsible list (one shows per breakpoint).
    expect(count(html, ">Boot fitting</a>")).toBe(2);
  });

  it("names a nav without a title by the fixed word, without heading or divider", () => {
    const html = render({ ...SECONDARY_NAV_FIXTURE, title: undefined, alignment: undefined });
    expect(html).toContain("content-secondary-nav--left");
    expect(html).toContain('aria-label="Menu"');
    expect(html).not.toMatch(/<h\d/);
    expect(html).not.toContain("content-secondary-nav__divider");
  });
});

describe("SecondaryNav once the page runs", () => {
  afterEach(() => {
    page.hydrated = false;
  });

  it("toggles the small screens' list with a button, collapsed at first", () => {
    page.hydrated = true;
    const html = render();
    expect(html).toMatch(
      /<button type="button" class="content-secondary-nav__toggle" aria-expanded="false" aria-controls="([^"]+)">Hiking guides<span class="content-secondary-nav__sign" aria-hidden="true"><\/span><\/button><div id="\1" hidden="">/,
    );
    expect(html).not.toContain("<details");
  });
});
