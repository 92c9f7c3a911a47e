import { GET_CATALOG, LIST_SITES } from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { languageOf } from "../../lib/i18n";
import { employeeTermsPending, readInStore } from "../associates/index.server";
import { readCart } from "../cart/index.server";
import { readSavedFavorites } from "../favorites/index.server";
import { legalLinks } from "../legal";
import { menuCategories } from "./menu-categories";
import { siteOptions } from "./site-options";
import type { ShellData } from "../../lib/shell-data";

/**
 * What every page under `/{locale}` shows around it: the site (a locale that is not one of the
 * store's sites is a 404), the category tree for the header, the bag count, the saved hearts,
 * the in-store bar and the footer's legal links. The layout adds the shell's messages.
 */
export async function loadShell(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
): Promise<Omit<ShellData, "messages">> {
  const session = context.get(sessionContext);
  const host = context.get(hostContext);
  const { sites } = await session.api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.locale === locale);
  if (!site) throw data(null, { status: 404 });
  const [{ categories }, cart, favorites, inStore] = await Promise.all([
    session.api.call(GET_CATALOG, { query: { locale: site.locale } }),
    readCart(session, site.locale, host.cookieSecure),
    // The hearts on tiles and the product page show what is saved (null: favourites off).
    readSavedFavorites(session, site),
    // The in-store bar of a buy-in-store session (roles), on every page while it lasts.
    readInStore(context, request),
  ]);
  return {
    site,
    sites: siteOptions(sites),
    categories: menuCategories(categories),
    cartCount: cart?.totalItems ?? 0,
    notices: session.notices,
    // Absolute links (hreflang, JSON-LD) start with the shop's configured origin, never the Host.
    origin: host.publicOrigin,
    signedIn: session.signedIn,
    favorites,
    inStore,
    employeeTerms: employeeTermsPending(request, session, host.cookieSecure),
    legalLinks: legalLinks(site.locale, languageOf(site.locale)),
  };
}
