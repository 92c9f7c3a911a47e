import type { InStoreSession } from "@ridgeline/contract";
import { createContext, useContext } from "react";

/**
 * What the page shows of one shopper (issue 27, decision 0088): never in a shared page's HTML or
 * loader data. A personal page's layout loads it with the page; a shared page asks for it
 * after first paint (`personalPath`), and its header, hearts and bars fill in from it.
 */
export interface PersonalData {
  signedIn: boolean;
  cartCount: number;
  /** What the shopper has saved, for the hearts; null on a site with favourites off. */
  favorites: SavedFavorites | null;
  /** The device's buy-in-store session, shown by the in-store bar. */
  inStore: InStoreSession | null;
  /** The employee-terms dialog is to be shown. */
  employeeTerms: boolean;
  /** Messages the shopper's reads gave rise to (a bag that could not be made again). */
  notices: string[];
  /**
   * A signed-in shopper's e-mail and names (the newsletter and event blocks prefill them) and
   * whether their e-mail newsletter is on (the newsletter block's "already subscribed"); null
   * for a guest (issue 28).
   */
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  newsletterSubscribed?: boolean;
}

/** What the hearts on a page need: the shopper's list and which products are on it. */
export interface SavedFavorites {
  favoriteId: string | null;
  /** Saved product id (style or colour) → the list's item id. */
  saved: Record<string, string>;
}

/** The resource route that answers a shopper's `PersonalData` (never kept by any cache). */
export const personalPath = (locale: string) => `/${locale}/personal`;

export const PersonalContext = createContext<PersonalData | null>(null);

/** The shopper's own data, or null until it has arrived (a shared page's first paint). */
export function usePersonal(): PersonalData | null {
  return useContext(PersonalContext);
}
