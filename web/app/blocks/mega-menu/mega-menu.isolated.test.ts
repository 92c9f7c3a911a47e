import { createElement } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BLOCKS } from "../registry";
import { MegaMenu } from "./MegaMenu";
import { MobileMenu } from "./MobileMenu";
import { MobileMenuToggle } from "./MobileMenuToggle";
import { MENU_FIXTURE } from "./mega-menu.fixture";
import { renderMarkup } from "./render-markup.fixture";

/** Whether the render is one of the running page (after hydration) or the server's. */
const page = vi.hoisted(() => ({ hydrated: false }));
vi.mock("../../lib/use-hydrated", () => ({ useHydrated: () => page.hydrated }));

const count = (html: string, part: string) => html.split(part).length - 1;

/** The markup between an element's opening (found by `start`) and the next `end`. */
const slice = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  return html.slice(from, html.indexOf(end, from + start.length));
};

describe("MegaMenu (desktop, 001 §2)", () => {
  let html = "";
  beforeAll(async () => {
    // The banner is a child block: its code is fetched before the synchronous render.
    await (BLOCKS.picture as unknown as { preload: () => Promise<unknown> }).preload();
    html = renderMarkup(createElement(MegaMenu, { menu: MENU_FIXTURE }));
  });

  it("is a bar of the L1 items at the mega menu's height, with every panel closed", () => {
    expect(html).toMatch(
      /<nav class="mega-menu" aria-label="Menu" style="[^"]*--mega-menu-bar-height:2.35rem/,
    );
    expect(count(html, 'class="mega-menu__item ')).toBe(3);
    expect(html).not.toContain("data-open");
    // Before the page runs, CSS opens panels on hover and focus.
    expect(html).not.toContain("data-ready");
  });

  it("links an L1 to its page with a keyboard toggle that controls its panel", () => {
    expect(html).toContain(
      '<a class="mega-menu__l1" href="/en-us/c/men-1000" data-discover="true">',
    );
    expect(html).toContain(
      '<button type="button" class="mega-menu__toggle" aria-expanded="false" aria-controls="mega-menu-panel-menu-men" aria-label="Men menu">',
    );
    expect(html).toContain('id="mega-menu-panel-menu-men"');
  });

  it("makes a click-triggered L1 the button of its panel, showing its icon and title", () => {
    const sale = slice(html, 'class="mega-menu__item mega-menu__item--sale"', "</button>");
    expect(sale).toContain(
      '<button type="button" class="mega-menu__l1" aria-expanded="false" aria-controls="mega-menu-panel-menu-sale">',
    );
    expect(sale).toContain(
      'class="mega-menu__icon content-icon content-icon--tag" aria-hidden="true"',
    );
    expect(sale).toContain('<span class="mega-menu__title">Sale</span>');
    expect(html).not.toContain('aria-label="Sale menu"');
  });

  it("holds shop all (unless hidden on large screens), the L2 columns, banner and selectors", () => {
    const men = slice(html, 'id="mega-menu-panel-menu-men"', 'class="mega-menu__item ');
    expect(men).toContain('class="mega-menu__shop-all" href="/en-us/c/men-1000"');
    expect(men).toContain(">Shop all Men</a>");
    expect(count(men, 'class="mega-menu__column"')).toBe(3);
    expect(men).toContain('class="mega-menu__l2" href="/en-us/c/men-jackets-1010"');
    // An L2 without a target is a title, not a link.
    expect(men).toContain('<p class="mega-menu__l2">Featured</p>');
    expect(men).toContain(
      '<div class="mega-menu__banner"><div class="block block--picture" data-block-id="menu-banner-men-trail">',
    );
    expect(men).toContain('src="/images/banners/men-trail-season.jpg"');
    expect(men).toContain('<p class="mega-menu__selectors-title">Shop by activity</p>');
    expect(men).toMatch(
      /href="\/en-us\/c\/men-hiking-1040"[^>]*><img class="mega-menu__selector-image" src="\/images\/activities\/hiking.jpg" alt="" width="96" height="96"/,
    );
    expect(men).toContain('aria-label="Close the Men menu"');
    const women = slice(html, 'id="mega-menu-panel-menu-women"', 'class="mega-menu__item ');
    expect(women).not.toContain("mega-menu__shop-all");
  });

  it("styles a featured L2's links, with their icons", () => {
    expect(count(html, 'class="mega-menu__l3 mega-menu__l3--featured"')).toBe(3);
    expect(html).toContain(
      'href="/en-us/c/men-new-arrivals-1030" data-discover="true"><span class="mega-menu__l3-icon content-icon content-icon--sparkle" aria-hidden="true"></span>New Arrivals</a>',
    );
    expect(html).toContain('<a class="mega-menu__l3" href="/en-us/c/men-rain-jackets-1011"');
  });
});

describe("MobileMenu (phones and tablets, 001 §2)", () => {
  it("is a drawer whose L1 and L2 accordions are open until the page runs", () => {
    const html = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE }));
    expect(html).toMatch(
      /<nav id="mobile-menu" popover="auto" class="mobile-menu" aria-label="Menu">/,
    );
    expect(html).toContain('aria-label="Close menu"');
    expect(html).toContain(
      '<button type="button" class="mobile-menu__heading mobile-menu__heading--l1" aria-expanded="true" aria-controls="mobile-menu-menu-men">',
    );
    expect(html).toContain('aria-controls="mobile-menu-men-jackets"');
    expect(html).not.toContain('hidden=""');
  });

  it("gives an L1 its shop all link unless hidden on small screens", () => {
    const html = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE }));
    expect(html).toContain('href="/en-us/c/men-1000" data-discover="true">Shop all Men</a>');
    expect(html).toContain(
      'href="/en-us/c/women-2000" data-discover="true">Everything for women</a>',
    );
    expect(html).not.toContain('href="/en-us/c/sale-3000"');
  });

  it("adds an L2's shop all entry only with showShopAllL3sOnMobile on, unless hidden", () => {
    const off = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE }));
    expect(off).not.toContain("Shop all Jackets");
    const on = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE }), {
      scope: { flags: { showShopAllL3sOnMobile: true } },
    });
    expect(count(on, ">Shop all Jackets &amp; Vests</a>")).toBe(2);
    expect(on).not.toContain("Shop all Tops");
    // Flags passed by the header win over the scope's.
    const passed = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE, flags: {} }), {
      scope: { flags: { showShopAllL3sOnMobile: true } },
    });
    expect(passed).not.toContain("Shop all Jackets");
  });

  it("speaks the page's language", () => {
    const html = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE }), {
      scope: { locale: "de-de", language: "de" },
    });
    expect(html).toContain('aria-label="Menü schließen"');
    expect(html).toContain('data-discover="true">Alles aus Men</a>');
  });

  it("has a menu button that opens the drawer", () => {
    const html = renderMarkup(createElement(MobileMenuToggle));
    expect(html).toContain(
      '<button type="button" class="mobile-menu__toggle" popoverTarget="mobile-menu">',
    );
    expect(html).toContain('<span class="visually-hidden">Menu</span>');
  });
});

describe("the menus once the page runs", () => {
  afterEach(() => {
    page.hydrated = false;
  });

  it("leaves the desktop panels to CSS until the menu has read where the pointer rests", () => {
    // Its first render once the code has come: CSS still opens the panel under the pointer;
    // a frame later the menu opens that panel itself and marks itself ready (the browser
    // journeys, e2e/shop-menus.spec.ts, prove the hand-over with a mouse).
    page.hydrated = true;
    const html = renderMarkup(createElement(MegaMenu, { menu: MENU_FIXTURE }));
    expect(html).toContain('<nav class="mega-menu" aria-label="Menu" style=');
    expect(html).not.toContain("data-ready");
    expect(html).not.toContain("data-open");
  });

  it("folds the phone's accordions", () => {
    page.hydrated = true;
    const html = renderMarkup(createElement(MobileMenu, { menu: MENU_FIXTURE }));
    expect(html).not.toContain('aria-expanded="true"');
    expect(count(html, 'aria-expanded="false"')).toBe(count(html, 'class="mobile-menu__region"'));
    expect(html).toContain('<div id="mobile-menu-menu-men" class="mobile-menu__region" hidden="">');
  });
});
