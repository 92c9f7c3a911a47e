import { GET_CATALOG, LIST_SITES, isLocale } from "@ridgeline/contract";
import { useEffect } from "react";
import {
  Outlet,
  data,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  useSearchParams,
} from "react-router";
import { ErrorPage } from "./ErrorPage";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { LanguageAlternates } from "../seo/StructuredData";
import { pageType, pushDataLayer } from "../../lib/analytics";
import { hostContext, sessionContext } from "../../lib/context";
import { useT } from "../../lib/i18n";
import { readSavedFavorites } from "../favorites/favorites.server";
import { readCart } from "../cart/cart.server";
import { employeeTermsPending, readInStore } from "../associates/roles.server";
import { EmployeeTermsDialog } from "../associates/EmployeeTermsDialog";
import { InStoreBar } from "../associates/InStoreBar";
import type { Route } from "./+types/locale-layout.route";
import type { ShellData } from "./shell.types";
import { stylesheets } from "../../ui/stylesheets";
import shellCss from "./shell.css?url";
import searchBoxCss from "./search-box.css?url";
import authCss from "../auth/auth.css?url";
import associatesCss from "../associates/associates.css?url";

export const links: Route.LinksFunction = () =>
  stylesheets(shellCss, searchBoxCss, authCss, associatesCss);

/**
 * Everything under `/{locale}` starts with a locale of the spec's pattern: checked before any
 * loader or action runs, since their redirects begin with it (`/%2F%2Fevil.example/sign-out`).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params }) => {
    if (!isLocale(params.locale)) throw data(null, { status: 404 });
  },
];

/** Everything under `/{locale}`: the locale must also be a site of the store. */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<ShellData> {
  const session = context.get(sessionContext);
  const host = context.get(hostContext);
  const { sites } = await session.api.call(LIST_SITES);
  const site = sites.find((candidate) => candidate.locale === params.locale);
  if (!site) throw data(null, { status: 404 });
  const [{ categories }, cart, favorites, inStore] = await Promise.all([
    session.api.call(GET_CATALOG, { query: { locale: site.locale } }),
    readCart(session, site.locale, host.cookieSecure),
    // The hearts on tiles and the product page show what is saved (null: favourites off).
    readSavedFavorites(session, site),
    // The in-store bar of a buy-in-store session (roles), on every page while it lasts.
    readInStore(context, request),
  ]);
  // Absolute links (hreflang, JSON-LD) start with the shop's configured origin, never the Host.
  const origin = host.publicOrigin;
  return {
    site,
    sites,
    categories,
    cartCount: cart?.totalItems ?? 0,
    origin,
    signedIn: session.signedIn,
    favorites,
    inStore,
    employeeTerms: employeeTermsPending(request, session, host.cookieSecure),
  };
}

const NOTICES = {
  accountCreated: "notice.accountCreated",
  signedIn: "notice.signedIn",
  signedOut: "notice.signedOut",
  passwordReset: "notice.passwordReset",
} as const;

/** The success message of 000 §8 a redirect asked for (`?notice=signedIn`). */
function Notice() {
  const t = useT();
  const [params] = useSearchParams();
  const notice = params.get("notice");
  if (!notice || !Object.hasOwn(NOTICES, notice)) return null;
  return (
    <p className="notice notice--success" role="status" data-testid="notice">
      {t(NOTICES[notice as keyof typeof NOTICES])}
    </p>
  );
}

/** Reports each page shown, with the page type the spec derives from the path. */
function usePageView(locale: string, isErrorPage: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    pushDataLayer({
      event: "page_view",
      pageType: pageType(pathname, isErrorPage),
      locale,
      path: pathname,
    });
  }, [pathname, locale, isErrorPage]);
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { site, sites, categories, cartCount, origin, signedIn, inStore, employeeTerms } =
    loaderData;
  usePageView(site.locale, false);
  const { pathname } = useLocation();
  // The terms page itself asks the question below the terms instead of covering them.
  const onTermsPage = pathname === `/${site.locale}/associate-discount-terms`;
  return (
    <>
      <LanguageAlternates origin={origin} sites={sites} locale={site.locale} />
      {inStore ? <InStoreBar inStore={inStore} locale={site.locale} /> : null}
      {employeeTerms && !onTermsPage ? <EmployeeTermsDialog locale={site.locale} /> : null}
      <SiteHeader
        locale={site.locale}
        categories={categories}
        cartCount={cartCount}
        signedIn={signedIn}
        favorites={site.allowFavorites}
        simplifiedEnrolment={site.simplifiedEnrolment}
      />
      <main id="main" className="page">
        <Notice />
        <Outlet />
      </main>
      <SiteFooter site={site} sites={sites} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<ShellData>("routes/locale-layout");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  usePageView(shell?.site.locale ?? "en-us", true);
  if (!shell) return <ErrorPage status={status} />;
  return (
    <>
      <SiteHeader
        locale={shell.site.locale}
        categories={shell.categories}
        cartCount={shell.cartCount}
        signedIn={shell.signedIn}
        favorites={shell.site.allowFavorites}
        simplifiedEnrolment={shell.site.simplifiedEnrolment}
      />
      <ErrorPage status={status} locale={shell.site.locale} />
      <SiteFooter site={shell.site} sites={shell.sites} />
    </>
  );
}
