import type { ConsentCategoryId, Site } from "@ridgeline/contract";
import { useRouteLoaderData } from "react-router";
import type { PageMessages } from "./i18n";
import type { PersonalData } from "./personal";
import type { SiteContent } from "./content-data";

export type { SavedFavorites } from "./personal";

/**
 * The locale layout's route id, given in routes.ts: what pages, components and meta functions
 * find the layout's loader data by.
 */
export const LAYOUT_ROUTE_ID = "routes/locale-layout";

/**
 * What the locale layout's loader (features/shell) gives every page under `/{locale}`. Pages
 * and components read it with `useShellData()`, so they need this shape, never the layout's
 * route module or the shell feature: it lives here, below the features (decision 0087).
 */
export interface ShellData {
  site: Site;
  /** The store's sites, trimmed to what the footer and the hreflang links read. */
  sites: SiteOption[];
  /** The catalogue tree, trimmed to what the menu, home and search read. */
  categories: MenuCategory[];
  /** The shop's configured public origin, which absolute links (hreflang, JSON-LD) start with. */
  origin: string;
  /**
   * The shopper's own data on a personal page; null on a shared page (kept for many shoppers),
   * whose layout asks for it after first paint (lib/personal.ts).
   */
  personal: PersonalData | null;
  /** The footer's legal links, titled in the site's language (the texts stay on the server). */
  legalLinks: { path: string; title: string }[];
  /** The site's content around every page: menu, footer, bars, pop-ups (issue 28). */
  content: SiteContent;
  /** The shell's texts in the site's language (header, footer, errors). */
  messages: PageMessages;
  /** What consent allows on this page, and whether the banner is in it (issue 29). */
  consent: PageConsent;
}

/**
 * The page's consent (issue 29): the categories the server's decision allows (the shopper's
 * choice, else the site's region's default; all of them in an editor's preview) and whether the
 * page carries the banner (not in preview). The banner is in every other page's HTML: hidden by
 * the server once the decision names a choice (so without a script too), and by the head before
 * it is drawn when the shopper's cookies hold one (consent-head.server).
 */
export interface PageConsent {
  allowed: ConsentCategoryId[];
  banner: boolean;
  /** The shopper has chosen: the banner is in the page hidden (its centre still opens). */
  chosen: boolean;
}

/** The layout's loader data, read by any page or component under `/{locale}` (else undefined). */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData<ShellData>(LAYOUT_ROUTE_ID);
}

/** A category as the pages under the layout read it: the menu, the home cards, search's chips. */
export interface MenuCategory {
  id: string;
  name: string;
  url: string;
  children: MenuCategory[];
}

/**
 * A site as the pages under the layout read the list of sites: the footer's switcher (locale,
 * name, currency) and the hreflang links (locale, and which site is the default).
 */
export type SiteOption = Pick<Site, "locale" | "name" | "currency" | "isDefault">;
