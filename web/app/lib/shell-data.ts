import type { InStoreSession, Site } from "@ridgeline/contract";
import { useRouteLoaderData } from "react-router";
import type { PageMessages } from "./i18n";

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
  cartCount: number;
  /** Messages this page's reads gave rise to (a bag that could not be made again). */
  notices: string[];
  /** The shop's configured public origin, which absolute links (hreflang, JSON-LD) start with. */
  origin: string;
  signedIn: boolean;
  /** What the shopper has saved, for the hearts; null on a site with favourites off. */
  favorites: SavedFavorites | null;
  /** The device's buy-in-store session, shown by the in-store bar. */
  inStore: InStoreSession | null;
  /** The employee-terms dialog is to be shown. */
  employeeTerms: boolean;
  /** The footer's legal links, titled in the site's language (the texts stay on the server). */
  legalLinks: { path: string; title: string }[];
  /** The shell's texts in the site's language (header, footer, errors). */
  messages: PageMessages;
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

/** What the hearts on a page need: the shopper's list and which products are on it. */
export interface SavedFavorites {
  favoriteId: string | null;
  /** Saved product id (style or colour) → the list's item id. */
  saved: Record<string, string>;
}
