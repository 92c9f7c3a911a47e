import type { PageMessages } from "../../lib/i18n";
import type { InStoreSession, Site } from "@ridgeline/contract";
import type { SavedFavorites } from "../favorites/favorites.server";
import type { MenuCategory } from "./menu-categories";
import type { SiteOption } from "./site-options";

/**
 * What the locale layout's loader gives every page under `/{locale}`. Pages and components
 * read it by the layout's route id (`useRouteLoaderData<ShellData>("routes/locale-layout")`),
 * so they need this shape, never the layout's route module.
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
