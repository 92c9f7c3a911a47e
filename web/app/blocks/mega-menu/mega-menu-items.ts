import type { ResolvedBlocks, ResolvedChild } from "@ridgeline/contract";
import { pushBlockEvent } from "../shared/tag-manager";

export type MenuL1 = ResolvedBlocks["megaMenuL1"];
export type MenuL2 = ResolvedBlocks["megaMenuL2"];
export type MenuL3 = ResolvedBlocks["megaMenuL3"];
export type MenuDocument = ResolvedBlocks["menu"];

/** A menu link as both menus draw it: an L3, or the "shop all" entry an L2 adds on phones. */
export interface MenuLink {
  key: string;
  title: string;
  url: string;
  targetAttribute?: "_self" | "_blank" | undefined;
  icon?: string | undefined;
  shopAll?: boolean;
}

/** The words "shop all" takes (`blocks.shopAllOf`), passed in so this file stays pure. */
export type ShopAllWords = (name: string) => string;

function ofType<K extends "megaMenuL1" | "megaMenuL2" | "megaMenuL3">(
  children: readonly ResolvedChild[] | undefined,
  type: K,
): ResolvedBlocks[K][] {
  // The menu's children were resolved against the contract; any other type is left out.
  return (children ?? []).filter((child) => child.type === type) as unknown as ResolvedBlocks[K][];
}

/** The menu's L1 items, in order. */
export function l1Items(menu: MenuDocument): MenuL1[] {
  return ofType(menu.items, "megaMenuL1");
}

/** An L1's columns, each a list of L2 sections; columns without a section are left out. */
export function l2Columns(item: MenuL1): MenuL2[][] {
  return item.columns
    .map((column) => ofType(column.children, "megaMenuL2"))
    .filter((column) => column.length > 0);
}

/** An L1's L2 sections, column after column (the phone's accordions). */
export function l2Sections(item: MenuL1): MenuL2[] {
  return l2Columns(item).flat();
}

/** An L2's L3 links. */
export function l3Links(section: MenuL2): MenuLink[] {
  return ofType(section.children, "megaMenuL3").map((leaf) => ({
    key: leaf.id,
    title: leaf.title,
    url: leaf.target.url,
    targetAttribute: leaf.target.targetAttribute,
    icon: leaf.menuIcon?.icon,
  }));
}

/** Whether an L1 has a panel to open: sections, a banner or visual selectors. */
export function hasPanel(item: MenuL1): boolean {
  return (
    l2Columns(item).length > 0 ||
    item.menuBanner !== undefined ||
    (item.visualSelectors?.length ?? 0) > 0
  );
}

/**
 * What an L1 shows in the bar (001 §2): the title, and its icon when it has one. An icon-only
 * item (`titleVisibility` "icon", or an icon without a choice) keeps its title for screen
 * readers only; "title+icon" shows both, "title" the title alone. Without an icon the title
 * always shows, so no item is left blank.
 */
export function titleDisplay(item: MenuL1): { icon: string | null; titleHidden: boolean } {
  const icon = item.menuIcon?.icon ?? null;
  if (!icon || item.titleVisibility === "title") return { icon: null, titleHidden: false };
  return { icon, titleHidden: item.titleVisibility !== "title+icon" };
}

/** The "shop all" link's words: the override, else "shop all" and the title. */
export function shopAllLabel(
  item: { title: string; overrideShopAll?: string | undefined },
  words: ShopAllWords,
): string {
  const override = item.overrideShopAll?.trim();
  return override ? override : words(item.title);
}

/** The "shop all" link of an L1 or L2 on one breakpoint, or null (no target, or hidden there). */
export function shopAllLink(
  item: MenuL1 | MenuL2,
  breakpoint: "sm" | "lg",
  words: ShopAllWords,
): MenuLink | null {
  if (!item.target || item.hideShopAll?.[breakpoint]) return null;
  return {
    key: `${item.id}-shop-all`,
    title: shopAllLabel(item, words),
    url: item.target.url,
    targetAttribute: item.target.targetAttribute,
    shopAll: true,
  };
}

/**
 * An L2's links on phones: its L3s, after a "shop all" entry when the flag
 * `showShopAllL3sOnMobile` is on and the L2 does not hide it on small screens (001 §2).
 */
export function mobileL3Links(
  section: MenuL2,
  flags: Readonly<Record<string, boolean>>,
  words: ShopAllWords,
): MenuLink[] {
  const links = l3Links(section);
  const shopAll = flags["showShopAllL3sOnMobile"] ? shopAllLink(section, "sm", words) : null;
  return shopAll ? [shopAll, ...links] : links;
}

/** The set of open accordion sections with `key` opened or closed. */
export function toggleSection(open: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(open);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** A click on a menu link (001 §7 `topNav.onClickTopNavLink`): level 1, 2 or 3. */
export function trackTopNavLink(title: string, level: 1 | 2 | 3, url: string): void {
  pushBlockEvent("topNav.onClickTopNavLink", { topNav: { title, level, url } });
}

/** A phone's accordion section expanded (001 §7 `topNav.onClickMobileMenuSection`). */
export function trackMobileSection(title: string, level: 1 | 2): void {
  pushBlockEvent("topNav.onClickMobileMenuSection", { topNav: { title, level } });
}

/** An L1's panel opened by hovering (001 §4 "Hover is tracked"). */
export function trackHover(title: string): void {
  pushBlockEvent("topNav.onHover", { topNav: { title, level: 1 } });
}
