import { isLocale } from "@ridgeline/contract";
import { useMemo } from "react";
import { Outlet, data, isRouteErrorResponse, useLocation } from "react-router";
import { ErrorPage } from "../../ui/ErrorPage";
import { BusyNotice } from "./BusyNotice";
import { Notices } from "./Notices";
import { SiteFooter } from "./site-footer.lazy";
import { useSameData } from "../../lib/use-same-data";
import { SiteHeader } from "./SiteHeader";
import { usePageView } from "../../lib/page-view";
import { loadShell } from "./shell.server";
import { LanguageAlternates } from "../seo";
import { EmployeeTermsDialog, InStoreBar, associatesCss } from "../associates";
import type { Route } from "./+types/locale-layout.route";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import shellCss from "./shell.css?url";
import menuCss from "./menu.css?url";
import searchBoxCss from "./search-box.css?url";
import blocksCss from "../../blocks/blocks.css?url";
import megaMenuCss from "../../blocks/mega-menu/mega-menu.css?url";
import mobileMenuCss from "../../blocks/mega-menu/mobile-menu.css?url";
import promoBarCss from "../../blocks/promo-bar/promo-bar.css?url";
import benefitBarCss from "../../blocks/benefit-bar/benefit-bar.css?url";
import { authCss } from "../auth";
import { miniCartCss } from "../cart";
import { useShellData, type ShellData } from "../../lib/shell-data";
import { PersonalContext } from "../../lib/personal";
import { usePersonalData } from "./use-personal-data";
import { ContentScopeContext } from "../../blocks/block-context";
import { contentScopeOf } from "../../blocks/content-scope";
import { BlocksProvider } from "../../blocks/registry";
import { Block, Blocks } from "../../blocks/Blocks";
import { NotFoundExtras } from "../../lib/not-found-extras";
import { ModalGate, Popups } from "./content-chrome.lazy";
import { ConsentUi, consentCss } from "../consent";

export const links: Route.LinksFunction = () =>
  stylesheets(
    shellCss,
    menuCss,
    searchBoxCss,
    authCss,
    associatesCss,
    miniCartCss,
    blocksCss,
    megaMenuCss,
    mobileMenuCss,
    promoBarCss,
    benefitBarCss,
    consentCss,
  );

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
  const shell = await loadShell(context, params.locale, request);
  return {
    ...shell,
    messages: pageMessages(shell.site.locale, ["shell", "error", "blocks", "catalog", "consent"]),
  };
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  const { origin } = loaderData;
  // Read again after every form: the same data keeps its objects (lib/use-same-data.ts).
  const { site, sites, categories, content, legalLinks } = useSameData({
    site: loaderData.site,
    sites: loaderData.sites,
    categories: loaderData.categories,
    content: loaderData.content,
    legalLinks: loaderData.legalLinks,
  });
  const personal = usePersonalData(loaderData.personal, site.locale);
  usePageView(site.locale);
  const { pathname } = useLocation();
  // The terms page itself asks the question below the terms instead of covering them.
  const onTermsPage = pathname === `/${site.locale}/associate-discount-terms`;
  // One object while the page stays: a new one would reach every block through its context.
  const scope = useMemo(() => contentScopeOf(site, content, pathname), [site, content, pathname]);
  return (
    <BlocksProvider>
      <ContentScopeContext value={scope}>
        <PersonalContext.Provider value={personal}>
          {/* First in the page's order: a keyboard reaches the banner before the page. It reads
              the page's consent itself (none in an editor's preview). */}
          <ConsentUi />
          <LanguageAlternates origin={origin} sites={sites} locale={site.locale} />
          {personal?.inStore ? (
            <InStoreBar inStore={personal.inStore} locale={site.locale} />
          ) : null}
          {personal?.employeeTerms && !onTermsPage ? (
            <EmployeeTermsDialog locale={site.locale} />
          ) : null}
          <SiteHeader
            locale={site.locale}
            categories={categories}
            menu={content.menu}
            promoBar={content.promoBar}
            cartCount={personal?.cartCount ?? null}
            signedIn={personal?.signedIn ?? null}
            favorites={site.allowFavorites}
            simplifiedEnrolment={site.simplifiedEnrolment}
          />
          {content.benefitBar ? <Block block={content.benefitBar} /> : null}
          <main id="main" className="page">
            <Notices fromLoader={personal?.notices ?? NO_NOTICES} />
            <BusyNotice />
            <NotFoundExtras
              value={
                content.notFound.length ? (
                  <Blocks blocks={content.notFound} className="content-slot" />
                ) : null
              }
            >
              <Outlet />
            </NotFoundExtras>
            {content.fixed.length ? (
              <Blocks blocks={content.fixed} className="content-slot" />
            ) : null}
          </main>
          <SiteFooter site={site} sites={sites} legalLinks={legalLinks} content={content.footer} />
          <Popups />
          <ModalGate />
        </PersonalContext.Provider>
      </ContentScopeContext>
    </BlocksProvider>
  );
}

const NO_NOTICES: readonly string[] = [];

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useShellData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  // Without the layout's data there are no words to read the page's description with: a page
  // of no site, like PageErrorBoundary's outside one, is not reported.
  usePageView(shell ? shell.site.locale : null);
  if (!shell) return <ErrorPage status={status} />;
  return (
    <BlocksProvider>
      <SiteHeader
        locale={shell.site.locale}
        categories={shell.categories}
        menu={shell.content.menu}
        promoBar={shell.content.promoBar}
        cartCount={shell.personal?.cartCount ?? null}
        signedIn={shell.personal?.signedIn ?? null}
        favorites={shell.site.allowFavorites}
        simplifiedEnrolment={shell.site.simplifiedEnrolment}
      />
      <ErrorPage status={status} locale={shell.site.locale} />
      {status === 404 && shell.content.notFound.length ? (
        <ContentScopeContext
          value={contentScopeOf(shell.site, shell.content, `/${shell.site.locale}`)}
        >
          <Blocks blocks={shell.content.notFound} className="content-slot page" />
        </ContentScopeContext>
      ) : null}
      <SiteFooter
        site={shell.site}
        sites={shell.sites}
        legalLinks={shell.legalLinks}
        content={shell.content.footer}
      />
    </BlocksProvider>
  );
}
