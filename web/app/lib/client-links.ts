import { useEffect } from "react";
import { useNavigate } from "react-router";

/** How an app link navigates in the page, as a `Link`'s `replace` and `preventScrollReset`. */
export interface AppLinkOptions {
  /** Replace the history entry instead of adding one (a colour picked on its product page). */
  replace?: boolean;
  /** Keep the scroll position (a filter chip, the next page of reviews). */
  keepScroll?: boolean;
}

/** What `appLink` answers: the attributes to spread on a plain `<a>`. */
export interface AppLinkAttributes {
  href: string;
  "data-discover": "true";
  "data-replace"?: "true";
  "data-keep-scroll"?: "true";
}

/**
 * The attributes of an app link: `href` to one of the shop's own paths (absolute, or a query
 * and hash on the page's own path) and `data-discover`, the mark React Router's route discovery
 * looks for (it fetches the routes of every `a[data-discover]` in the page, as it does for a
 * `Link`'s). Spread them on a plain `<a>`; `useAppLinks` navigates its clicks in the page.
 */
export function appLink(href: string, options: AppLinkOptions = {}): AppLinkAttributes {
  const attributes: AppLinkAttributes = { href, "data-discover": "true" };
  if (options.replace) attributes["data-replace"] = "true";
  if (options.keepScroll) attributes["data-keep-scroll"] = "true";
  return attributes;
}

/** The parts of a click the decision reads (a `MouseEvent` has them). */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/** The parts of a link the decision reads (an `HTMLAnchorElement` has them). */
export interface ClickedLink {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * Where a click on an app link navigates in the page, or null when the browser should follow it
 * itself: what React Router's `Link` decides for a click (`shouldProcessLinkClick`). Only a plain
 * left click on a link the app marked (`appLink`), to its own origin, with no `target` other
 * than `_self` and no `download`, is the app's; a click with a modifier key (a new tab or
 * window), another button, or one a handler already took is the browser's.
 */
export function clientNavigationPath(
  click: LinkClick,
  link: ClickedLink,
  origin: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (!link.hasAttribute("data-discover") || link.hasAttribute("download")) return null;
  if (link.target && link.target !== "_self") return null;
  if (link.origin !== origin) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * How a clicked app link navigates, as its `Link` did: replacing the history entry when it says
 * so (`data-replace`) or leads to the page it is on (`current`, path, query and hash), keeping
 * the scroll position when it says so (`data-keep-scroll`).
 */
export function appLinkNavigation(
  link: Pick<ClickedLink, "hasAttribute">,
  to: string,
  current: string,
): { replace: boolean; preventScrollReset: boolean } {
  return {
    replace: link.hasAttribute("data-replace") || to === current,
    preventScrollReset: link.hasAttribute("data-keep-scroll"),
  };
}

/**
 * One click handler for every app link of the page (decision 0053, then 0054): the links are
 * plain `<a>`s, so rendering them runs none of a `Link`'s hooks, and a click on one navigates
 * in the page as a `Link` would (`appLinkNavigation`). Before hydration, and for the clicks `clientNavigationPath` leaves
 * alone, the browser follows the link. The app's root calls it once.
 *
 * The handler listens on the window, so it runs after React's handlers (React listens at the
 * root): a click that a `Link` or an `onClick` already handled (quick shop's colour links call
 * `preventDefault`) is left alone.
 */
export function useAppLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const to = clientNavigationPath(event, link, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      const { pathname, search, hash } = window.location;
      void navigate(to, appLinkNavigation(link, to, `${pathname}${search}${hash}`));
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
