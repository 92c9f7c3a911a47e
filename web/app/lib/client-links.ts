import { useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * The attributes of an app link: `href` to one of the shop's own paths and `data-discover`, the
 * mark React Router's route discovery looks for (it fetches the routes of every
 * `a[data-discover]` in the page, as it does for a `Link`'s). Spread them on a plain `<a>` inside
 * a container that calls `useClientLinks`.
 */
export function appLink(href: string): { href: string; "data-discover": "true" } {
  return { href, "data-discover": "true" };
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
 * One click handler for every app link under an element (decision 0053): the links are plain
 * `<a>`s, so rendering them runs none of a `Link`'s hooks, and a click on one navigates in the
 * page as a `Link` would (replacing the history entry when it leads to the page it is on).
 * Before hydration, and for the clicks `clientNavigationPath` leaves alone, the browser
 * follows the link. Answers a ref callback for the element: the handler follows the element
 * when a conditional render replaces it (an empty listing, then tiles again).
 *
 * The handler listens on the window, so it runs after React's handlers (React listens at the
 * document): a click that a `Link` inside the element or an `onClick` already handled
 * (quick shop's colour links call `preventDefault`) is left alone.
 */
export function useClientLinks(): (container: HTMLElement | null) => (() => void) | undefined {
  const navigate = useNavigate();
  return useCallback(
    (root: HTMLElement | null) => {
      if (!root) return undefined;
      const onClick = (event: MouseEvent) => {
        const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (!(link instanceof HTMLAnchorElement) || !root.contains(link)) return;
        const to = clientNavigationPath(event, link, window.location.origin);
        if (to === null) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        void navigate(to, { replace: to === `${pathname}${search}${hash}` });
      };
      window.addEventListener("click", onClick);
      return () => window.removeEventListener("click", onClick);
    },
    [navigate],
  );
}
