import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";

/** From this width the desktop mega menu shows, and an open drawer closes (tokens.css `lg`). */
const DESKTOP_QUERY = "(min-width: 1024px)";

/** Whether the drawer is open (false in a browser without popovers, where it never is). */
function isOpen(drawer: HTMLElement): boolean {
  try {
    return drawer.matches(":popover-open");
  } catch {
    return false;
  }
}

/**
 * Makes every element outside `keep` inert (the siblings of `keep` and of each of its
 * ancestors up to the body), so the focus stays in the open drawer; answers the undo.
 */
function makeRestInert(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  let node: HTMLElement = keep;
  while (node.parentElement && node !== document.body) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
    node = node.parentElement;
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/**
 * What JavaScript adds to the phone's menu drawer (a popover, which opens and closes with
 * Escape and an outside tap by itself): while it is open the page behind is inert and does not
 * scroll, the focus starts on its close button and goes back to the menu button when it closes;
 * it closes on a navigation and when the window widens to the desktop's layout. `onClosed`
 * folds its sections (a stable callback).
 */
export function useMobileDrawer(
  drawer: RefObject<HTMLElement | null>,
  selectors: { toggle: string; close: string },
  onClosed: () => void,
): void {
  const { pathname, search } = useLocation();
  // A navigation closes it; its code arriving does not (a drawer opened before the code came,
  // without JavaScript, stays open).
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    const root = drawer.current;
    const at = `${pathname}${search}`;
    if (shownAt.current === at) return;
    shownAt.current = at;
    if (root && isOpen(root)) root.hidePopover();
  }, [drawer, pathname, search]);
  useEffect(() => {
    const root = drawer.current;
    if (!root) return;
    let release: (() => void) | null = null;
    const apply = (opened: boolean) => {
      release?.();
      release = null;
      document.documentElement.classList.toggle("mobile-menu-open", opened);
      if (opened) {
        release = makeRestInert(root);
        root.querySelector<HTMLElement>(selectors.close)?.focus();
        return;
      }
      onClosed();
      const focused = document.activeElement;
      if (!focused || focused === document.body || root.contains(focused))
        document.querySelector<HTMLElement>(selectors.toggle)?.focus();
    };
    const onToggle = (event: Event) => apply((event as ToggleEvent).newState === "open");
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const onWidth = () => {
      if (desktop.matches && isOpen(root)) root.hidePopover();
    };
    root.addEventListener("toggle", onToggle);
    desktop.addEventListener("change", onWidth);
    // Opened before this code came (its list is drawn by it): as if it had just opened.
    if (isOpen(root)) apply(true);
    return () => {
      root.removeEventListener("toggle", onToggle);
      desktop.removeEventListener("change", onWidth);
      release?.();
      document.documentElement.classList.remove("mobile-menu-open");
    };
  }, [drawer, selectors.toggle, selectors.close, onClosed]);
}
