import { Suspense, useCallback, useState } from "react";
import { Form, useLocation } from "react-router";
import { AuthDialog, loadAuthDialog, type AuthView } from "../auth";
import { MenuToggle } from "./CategoryMenu";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { MobileMenuToggle } from "../../blocks/mega-menu/MobileMenuToggle";
import { CategoryMenu, MegaMenu, MobileMenu } from "./mega-menu.lazy";
import { Block } from "../../blocks/Blocks";
import type { MenuCategory } from "../../lib/shell-data";
import { SearchBox } from "./SearchBox";
import { plural, useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { appLink } from "../../lib/client-links";
import { MiniCart } from "../cart";

interface Props {
  locale: string;
  categories: MenuCategory[];
  /** The site's mega menu from content; without one, the catalogue's categories. */
  menu?: ResolvedBlocks["menu"] | null;
  /** The site's promo bar from content; without one, the shell's own line. */
  promoBar?: ResolvedBlocks["promoBar"] | null;
  /** Null until the shopper's own data has arrived (a shared page's first paint). */
  cartCount: number | null;
  signedIn: boolean | null;
  /** Show the favourites link (the site allows favourites). */
  favorites?: boolean;
  /** "Sign in" opens the enrolment's e-mail look-up (000 §2's simplified variant). */
  simplifiedEnrolment?: boolean;
}

const longer = (a: string, b: string) => (a.length >= b.length ? a : b);

/**
 * The page header: brand, category navigation from the catalogue tree and the bag (with its
 * mini cart once hydrated). The
 * category menu is in the page once: panels under the bar on desktops, a drawer (the same nav
 * as a popover) on phones; both open with or without JavaScript.
 */
export function SiteHeader({
  locale,
  categories,
  menu = null,
  promoBar = null,
  cartCount,
  signedIn,
  favorites = false,
  simplifiedEnrolment = false,
}: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [authView, setAuthView] = useState<AuthView | null>(null);
  const [authSession, setAuthSession] = useState(0);
  const preloadAuthDialog = useCallback(() => void loadAuthDialog(), []);
  const showAuth = useCallback((view: AuthView | null) => setAuthView(view), []);
  // With JavaScript "Sign in" opens the sign-in dialog (not on the sign-in and sign-up pages);
  // without it, it is a plain link to the sign-in page.
  const onAuthPage = /\/(sign-in|sign-up)$/.test(pathname);
  const accountWord = t("header.account");
  const guestWord = t(simplifiedEnrolment ? "header.signInOrJoin" : "header.signIn");
  // Before the page knows the shopper, "Sign in" opens the dialog too: a guest is far likelier.
  const openSignIn =
    signedIn !== true && !onAuthPage && !simplifiedEnrolment
      ? (event: { preventDefault: () => void }) => {
          event.preventDefault();
          setAuthSession((count) => count + 1);
          setAuthView("signIn");
        }
      : undefined;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("a11y.skip")}
      </a>
      {promoBar ? <Block block={promoBar} /> : <div className="promo-bar">{t("header.promo")}</div>}
      <div className="site-header__bar">
        {menu ? <MobileMenuToggle /> : <MenuToggle />}
        <a {...appLink(`/${locale}`)} className="brand" aria-label={t("header.home")}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M2 26 L12 10 L17 18 L21 12 L30 26 Z" fill="currentColor" />
          </svg>
          <span>Ridgeline</span>
        </a>
        {menu ? (
          <>
            <MegaMenu menu={menu} />
            <MobileMenu menu={menu} />
          </>
        ) : (
          <CategoryMenu categories={categories} />
        )}
        <SearchBox locale={locale} />
        {favorites ? (
          <a
            {...appLink(`/${locale}/favorites`)}
            className="favorites-link"
            aria-label={t("favorites.heading")}
            title={t("favorites.heading")}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M12 20.5 4.2 12.9A4.9 4.9 0 0 1 11.1 6l.9.9.9-.9a4.9 4.9 0 0 1 6.9 6.9Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinejoin="round"
              />
            </svg>
          </a>
        ) : null}
        <a
          {...appLink(
            `/${locale}/${signedIn ? "account" : simplifiedEnrolment ? "enrol" : "sign-in"}`,
          )}
          className="account-link"
          data-testid="account-link"
          aria-label={signedIn === null ? t("header.account") : undefined}
          onClick={openSignIn}
          // The dialog's code is fetched on the first sign of intent, before the click.
          onPointerEnter={openSignIn ? preloadAuthDialog : undefined}
          onFocus={openSignIn ? preloadAuthDialog : undefined}
          aria-haspopup={openSignIn && hydrated ? "dialog" : undefined}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M4 21a8 8 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          {/* The word holds the place of the longer of the two from the first paint (its
              sizer is not text), and shows once the page knows the shopper (decision 0088). */}
          <span className="account-link__label" data-sizer={longer(accountWord, guestWord)}>
            <span>{signedIn === null ? null : signedIn ? accountWord : guestWord}</span>
          </span>
        </a>
        {/* 000 §2: signing out from a shop page stays there; the shopper's own pages go home.
            Its place is always kept, unseen unless the page knows the shopper is signed in: a
            kept page does not know at first, and taking the place away once it learns the
            shopper is a guest moved the search, favourites and account icons (a shift). */}
        <Form
          method="post"
          action={`/${locale}/sign-out`}
          className="header-sign-out"
          data-shown={signedIn === true}
        >
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <button
            type="submit"
            className="icon-button"
            data-testid="header-sign-out"
            aria-label={t("account.signOut")}
            title={t("account.signOut")}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M14 4H6v16h8M10 12h10m-3-3 3 3-3 3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </Form>
        <MiniCart locale={locale} cartCount={cartCount ?? 0}>
          <a
            {...appLink(`/${locale}/cart`)}
            className="bag-link"
            // Named by what it shows ("Bag 2") and what that number counts, read after it: a
            // name that starts with the visible words (WCAG 2.5.3, label in name).
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
            </svg>
            <span className="bag-link__label">{t("header.bag")}</span>
            <span className="bag-link__count" data-testid="bag-count">
              {cartCount ?? ""}
            </span>
            {cartCount === null ? null : (
              <span className="visually-hidden"> {plural(t, "header.bagItems", cartCount)}</span>
            )}
          </a>
        </MiniCart>
      </div>
      {hydrated && authSession > 0 ? (
        <Suspense fallback={null}>
          <AuthDialog locale={locale} view={authView} onView={showAuth} session={authSession} />
        </Suspense>
      ) : null}
    </header>
  );
}
