import type { ResolvedBlocks, ResolvedChild } from "@ridgeline/contract";
import type { MenuDocument, MenuL1, MenuL2, MenuL3 } from "./mega-menu-items";

const leaf = (id: string, title: string, url: string, icon?: string): MenuL3 => ({
  type: "megaMenuL3",
  id,
  title,
  target: { url },
  ...(icon ? { menuIcon: { icon } } : {}),
});

const section = (
  id: string,
  title: string,
  url: string | null,
  leaves: MenuL3[],
  extra: Partial<MenuL2> = {},
): MenuL2 => ({
  type: "megaMenuL2",
  id,
  title,
  ...(url ? { target: { url } } : {}),
  children: leaves as unknown as ResolvedChild[],
  ...extra,
});

const column = (...sections: MenuL2[]) => ({ children: sections as unknown as ResolvedChild[] });

const banner: ResolvedBlocks["picture"] = {
  type: "picture",
  id: "menu-banner-men-trail",
  url: "/images/banners/men-trail-season.jpg",
  alt: "A runner on a ridge trail at dawn",
  width: 400,
  height: 500,
};

export const MEN: MenuL1 = {
  type: "megaMenuL1",
  id: "menu-men",
  title: "Men",
  target: { url: "/en-us/c/men-1000" },
  columns: [
    column(
      section("men-jackets", "Jackets & Vests", "/en-us/c/men-jackets-1010", [
        leaf("men-rain-jackets", "Rain Jackets", "/en-us/c/men-rain-jackets-1011"),
        leaf("men-insulated", "Insulated Jackets", "/en-us/c/men-insulated-jackets-1012"),
        leaf("men-fleece", "Fleece", "/en-us/c/men-fleece-1013"),
        leaf("men-vests", "Vests", "/en-us/c/men-vests-1014"),
      ]),
    ),
    column(
      section("men-footwear", "Footwear", "/en-us/c/men-footwear-1020", [
        leaf("men-hiking-boots", "Hiking Boots", "/en-us/c/men-hiking-boots-1021"),
        leaf("men-trail-runners", "Trail Runners", "/en-us/c/men-trail-runners-1022"),
        leaf("men-sandals", "Sandals", "/en-us/c/men-sandals-1023"),
      ]),
    ),
    column(
      section(
        "men-featured",
        "Featured",
        null,
        [
          leaf("men-new", "New Arrivals", "/en-us/c/men-new-arrivals-1030", "sparkle"),
          leaf("men-best", "Best Sellers", "/en-us/c/men-best-sellers-1031", "star"),
          leaf("men-recycled", "Recycled Materials", "/en-us/c/men-recycled-1032", "leaf"),
        ],
        { menuStyle: "featured" },
      ),
    ),
  ],
  menuBanner: banner as unknown as ResolvedChild,
  visualSelectorsTitle: "Shop by activity",
  visualSelectors: [
    {
      title: "Hiking",
      mediaObject: { url: "/images/activities/hiking.jpg", alt: "Hikers on a ridge" },
      target: { url: "/en-us/c/men-hiking-1040" },
    },
    {
      title: "Climbing",
      mediaObject: { url: "/images/activities/climbing.jpg", alt: "A climber on granite" },
      target: { url: "/en-us/c/men-climbing-1041" },
    },
  ],
};

export const WOMEN: MenuL1 = {
  type: "megaMenuL1",
  id: "menu-women",
  title: "Women",
  target: { url: "/en-us/c/women-2000" },
  overrideShopAll: "Everything for women",
  columns: [
    column(
      section("women-jackets", "Jackets & Vests", "/en-us/c/women-jackets-2010", [
        leaf("women-rain-jackets", "Rain Jackets", "/en-us/c/women-rain-jackets-2011"),
        leaf("women-down", "Down Jackets", "/en-us/c/women-down-jackets-2012"),
      ]),
      section(
        "women-tops",
        "Tops",
        "/en-us/c/women-tops-2020",
        [
          leaf("women-base-layers", "Base Layers", "/en-us/c/women-base-layers-2021"),
          leaf("women-shirts", "Shirts", "/en-us/c/women-shirts-2022"),
        ],
        { hideShopAll: { sm: true } },
      ),
    ),
    column(
      section("women-footwear", "Footwear", "/en-us/c/women-footwear-2030", [
        leaf("women-hiking-boots", "Hiking Boots", "/en-us/c/women-hiking-boots-2031"),
        leaf("women-trail-runners", "Trail Runners", "/en-us/c/women-trail-runners-2032"),
      ]),
    ),
  ],
  hideShopAll: { lg: true },
};

export const SALE: MenuL1 = {
  type: "megaMenuL1",
  id: "menu-sale",
  title: "Sale",
  target: { url: "/en-us/c/sale-3000" },
  menuStyle: "sale",
  menuIcon: { icon: "tag" },
  titleVisibility: "title+icon",
  triggerOnClick: true,
  columns: [
    column(
      section("sale-men", "Men's Sale", "/en-us/c/men-sale-3010", [
        leaf("sale-men-jackets", "Jackets", "/en-us/c/men-sale-jackets-3011"),
        leaf("sale-men-footwear", "Footwear", "/en-us/c/men-sale-footwear-3012"),
      ]),
    ),
    column(
      section("sale-women", "Women's Sale", "/en-us/c/women-sale-3020", [
        leaf("sale-women-jackets", "Jackets", "/en-us/c/women-sale-jackets-3021"),
        leaf("sale-women-footwear", "Footwear", "/en-us/c/women-sale-footwear-3022"),
      ]),
    ),
  ],
  hideShopAll: { sm: true },
};

/** A menu as the content service answers `/canvas/menu/{siteId}`: Men, Women and Sale. */
export const MENU_FIXTURE: MenuDocument = {
  type: "menu",
  id: "main-menu",
  items: [MEN, WOMEN, SALE] as unknown as ResolvedChild[],
};
