import {
  CONSENT_CATEGORIES,
  CONSENT_CHOSEN_TOKEN,
  GET_CATALOG,
  GET_CONSUMER,
  LIST_SITES,
  type Site,
} from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { hostContext, sessionContext } from "../../lib/context";
import { consentOfDecision } from "../../lib/consent-head.server";
import { languageOf } from "../../lib/i18n";
import { employeeTermsPending, readInStore } from "../associates/index.server";
import { readCart } from "../cart/index.server";
import { readSavedFavorites } from "../favorites/index.server";
import { legalLinks } from "../legal";
import { menuCategories } from "./menu-categories";
import { loadSiteContent } from "../content/index.server";
import { siteOptions } from "./site-options";
import type { ShellData } from "../../lib/shell-data";
import type { PersonalData } from "../../lib/personal";

/**
 * What one shopper sees around any page (decision 0088): the bag's count, whether they are
 * signed in, their saved hearts, the in-store bar, the employee terms and the messages their
 * reads gave rise to. A personal page's layout loads it; a shared page asks `personal.route.ts`.
 */
export async function loadPersonal(
  context: Readonly<RouterContextProvider>,
  site: Site,
  request: Request,
): Promise<PersonalData> {
  const session = context.get(sessionContext);
  const host = context.get(hostContext);
  const [cart, favorites, inStore, profile] = await Promise.all([
    readCart(session, site.locale, host.cookieSecure),
    // The hearts on tiles and the product page show what is saved (null: favourites off).
    readSavedFavorites(session, site),
    // The in-store bar of a buy-in-store session (roles), on every page while it lasts.
    readInStore(context, request),
    // A signed-in shopper's e-mail, names and newsletter: the content blocks' forms prefill.
    session.signedIn
      ? session.api.call(GET_CONSUMER, { query: { locale: site.locale } }).catch(() => null)
      : null,
  ]);
  const newsletter = profile?.subscriptions?.find(
    (row) => row.type === "Newsletter" && row.channel === "email",
  );
  return {
    signedIn: session.signedIn,
    cartCount: cart?.totalItems ?? 0,
    favorites,
    inStore,
    employeeTerms: employeeTermsPending(request, session, host.cookieSecure),
    notices: session.notices,
    email: profile?.consumerDetails.email ?? null,
    firstName: profile?.consumerDetails.firstName ?? null,
    lastName: profile?.consumerDetails.lastName ?? null,
    newsletterSubscribed: newsletter?.optin === true,
  };
}

/** The store's site for a locale, or a 404 for a locale that is not one of its sites. */
export async function siteOf(context: Readonly<RouterContextProvider>, locale: string) {
  const { sites } = await context.get(sessionContext).api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.locale === locale);
  if (!site) throw data(null, { status: 404 });
  return { site, sites };
}

/**
 * What every page under `/{locale}` shows around it: the site (a locale that is not one of the
 * store's sites is a 404), the category tree for the header and the footer's legal links; on a
 * personal page also the shopper's own part. The layout adds the shell's messages.
 */
export async function loadShell(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
): Promise<Omit<ShellData, "messages">> {
  const session = context.get(sessionContext);
  const host = context.get(hostContext);
  const { site, sites } = await siteOf(context, locale);
  const [{ categories }, personal, content] = await Promise.all([
    session.api.call(GET_CATALOG, { query: { locale: site.locale } }),
    // A shared page holds nothing of one shopper's: its layout asks after first paint.
    host.page.shared ? null : loadPersonal(context, site, request),
    loadSiteContent(context, site, request),
  ]);
  return {
    site,
    sites: siteOptions(sites),
    categories: menuCategories(categories),
    // Absolute links (hreflang, JSON-LD) start with the shop's configured origin, never the Host.
    origin: host.publicOrigin,
    personal,
    legalLinks: legalLinks(site.locale, languageOf(site.locale)),
    content,
    consent: pageConsent(host.page.decision("consent"), content.mode === "preview"),
  };
}

/**
 * The page's consent from the request's decision (decision 0098): an editor's preview allows
 * every category and shows no banner (001 §6 "unless in preview mode").
 */
export function pageConsent(decision: string, preview: boolean): ShellData["consent"] {
  if (preview) return { allowed: [...CONSENT_CATEGORIES], banner: false, chosen: false };
  const chosen = decision.split(",").includes(CONSENT_CHOSEN_TOKEN);
  return { allowed: consentOfDecision(decision), banner: true, chosen };
}
