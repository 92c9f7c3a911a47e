import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hasPanel,
  l1Items,
  l2Columns,
  mobileL3Links,
  shopAllLabel,
  shopAllLink,
  titleDisplay,
  toggleSection,
  trackMobileSection,
  trackTopNavLink,
} from "./mega-menu-items";
import { MENU_FIXTURE, MEN, SALE, WOMEN } from "./mega-menu.fixture";

const words = (name: string) => `Shop all ${name}`;

describe("mega menu items (001 §2)", () => {
  it("reads the L1s, their columns of L2 sections and leaves out other types", () => {
    const menu = {
      ...MENU_FIXTURE,
      items: [...MENU_FIXTURE.items, { type: "picture" as const, id: "stray" }],
    };
    expect(l1Items(menu).map((item) => item.title)).toEqual(["Men", "Women", "Sale"]);
    expect(l2Columns(WOMEN).map((column) => column.map((section) => section.title))).toEqual([
      ["Jackets & Vests", "Tops"],
      ["Footwear"],
    ]);
    expect(hasPanel(MEN)).toBe(true);
    expect(hasPanel({ ...SALE, columns: [] })).toBe(false);
    expect(hasPanel({ ...SALE, columns: [], visualSelectors: MEN.visualSelectors })).toBe(true);
  });

  it("hides an icon-only item's title unless it is title+icon, and never leaves one blank", () => {
    const icon = { menuIcon: { icon: "tag" } };
    expect(titleDisplay({ ...MEN, ...icon, titleVisibility: "icon" })).toEqual({
      icon: "tag",
      titleHidden: true,
    });
    expect(titleDisplay({ ...MEN, ...icon })).toEqual({ icon: "tag", titleHidden: true });
    expect(titleDisplay({ ...MEN, ...icon, titleVisibility: "title+icon" })).toEqual({
      icon: "tag",
      titleHidden: false,
    });
    expect(titleDisplay({ ...MEN, ...icon, titleVisibility: "title" })).toEqual({
      icon: null,
      titleHidden: false,
    });
    expect(titleDisplay({ ...MEN, titleVisibility: "icon" })).toEqual({
      icon: null,
      titleHidden: false,
    });
  });

  it("labels shop all with the override, else the phrase and the title", () => {
    expect(shopAllLabel(MEN, words)).toBe("Shop all Men");
    expect(shopAllLabel(WOMEN, words)).toBe("Everything for women");
    expect(shopAllLabel({ title: "Kids", overrideShopAll: "  " }, words)).toBe("Shop all Kids");
  });

  it("hides shop all per breakpoint and without a target", () => {
    expect(shopAllLink(WOMEN, "lg", words)).toBeNull();
    expect(shopAllLink(WOMEN, "sm", words)?.url).toBe("/en-us/c/women-2000");
    expect(shopAllLink(SALE, "sm", words)).toBeNull();
    expect(shopAllLink({ ...MEN, target: undefined }, "lg", words)).toBeNull();
  });

  it("adds an L2's shop-all entry on phones only with the flag on and when not hidden", () => {
    const [[jackets, tops] = []] = l2Columns(WOMEN);
    if (!jackets || !tops) throw new Error("fixture changed");
    expect(mobileL3Links(jackets, {}, words).map((link) => link.title)).toEqual([
      "Rain Jackets",
      "Down Jackets",
    ]);
    const on = { showShopAllL3sOnMobile: true };
    expect(mobileL3Links(jackets, on, words)[0]).toMatchObject({
      title: "Shop all Jackets & Vests",
      url: "/en-us/c/women-jackets-2010",
      shopAll: true,
    });
    expect(mobileL3Links(tops, on, words).some((link) => link.shopAll)).toBe(false);
  });

  it("opens and closes accordion sections independently", () => {
    const one = toggleSection(new Set(), "men");
    const two = toggleSection(one, "men-jackets");
    expect([...two]).toEqual(["men", "men-jackets"]);
    expect([...toggleSection(two, "men")]).toEqual(["men-jackets"]);
    expect([...one]).toEqual(["men"]);
  });
});

describe("mega menu tag-manager pushes (001 §7)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("pushes topNav.onClickTopNavLink and topNav.onClickMobileMenuSection", () => {
    const window: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", window);
    // Analytics pushes go only where the page allows C0002 (issue 29).
    vi.stubGlobal("__rlConsent", ["C0001"]);
    trackTopNavLink("Rain Jackets", 3, "/en-us/c/men-rain-jackets-1011");
    expect(window.dataLayer).toBeUndefined();
    vi.stubGlobal("__rlConsent", ["C0001", "C0002"]);
    trackTopNavLink("Rain Jackets", 3, "/en-us/c/men-rain-jackets-1011");
    trackMobileSection("Men", 1);
    expect(window.dataLayer).toEqual([
      {
        event: "topNav.onClickTopNavLink",
        topNav: { title: "Rain Jackets", level: 3, url: "/en-us/c/men-rain-jackets-1011" },
      },
      { event: "topNav.onClickMobileMenuSection", topNav: { title: "Men", level: 1 } },
    ]);
  });
});
