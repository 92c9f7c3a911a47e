import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import type { MenuCategory } from "../../lib/shell-data";

/** The menu's id: the phone's menu button and the close button name it as their popover. */
export const CATEGORY_MENU_ID = "category-menu";
/** The departments' group: the browser keeps at most one of them open, with or without JS. */
const DEPARTMENT_GROUP = "category-menu";
/** Phones see the menu as a drawer; the same width as `menu.css`'s media queries. */
const PHONE_QUERY = "(max-width: 767px)";

/** Closes every open `<details>` under `root`. */
function closeDepartments(root: HTMLElement | null): void {
  root?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
}

/** Whether the nav is open as the phone's drawer (a popover in the top layer). */
function isDrawerOpen(nav: HTMLElement): boolean {
  return nav.matches(":popover-open");
}

/**
 * Everything outside `keep` made inert (each sibling of each of its ancestors), so focus and
 * clicks stay in the open drawer; answers a function that gives it all back.
 */
function inertOutside(keep: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        made.push(sibling);
      }
    }
    node = parent;
  }
  return () => made.forEach((element) => (element.inert = false));
}

/**
 * What JavaScript adds to the menu: Escape, a click outside and a navigation close an open
 * department (Escape gives the focus back to its summary); on phones the open drawer makes the
 * page behind it inert, takes the focus to its close button, closes a department on Escape
 * before itself, and gives the focus back to the menu button when it closes.
 */
function useMenuBehaviour(nav: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();
  // A navigation closes them; the code arriving does not (what the shopper opened before it
  // came, without JavaScript, stays open).
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    const at = `${pathname}${search}`;
    if (shownAt.current === at) return;
    shownAt.current = at;
    closeDepartments(nav.current);
    if (nav.current && isDrawerOpen(nav.current)) nav.current.hidePopover();
  }, [nav, pathname, search]);
  useEffect(() => {
    const root = nav.current;
    if (!root) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = root.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return; // an open drawer closes itself (the popover's own Escape)
      // Only the department closes, not the drawer around it.
      event.preventDefault();
      open.removeAttribute("open");
      open.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) closeDepartments(root);
    };
    let release: (() => void) | null = null;
    const toggle = () => document.querySelector<HTMLElement>(".menu-drawer__toggle");
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === "open";
      release?.();
      release = null;
      document.documentElement.classList.toggle("menu-drawer-open", open);
      if (open) {
        release = inertOutside(root);
        root.querySelector<HTMLElement>(".menu-drawer__close")?.focus();
        return;
      }
      closeDepartments(root);
      const focused = document.activeElement;
      if (!focused || focused === document.body || root.contains(focused)) toggle()?.focus();
    };
    // A drawer left open while the window widens to the desktop's layout is closed.
    const phone = window.matchMedia(PHONE_QUERY);
    const onWidth = () => {
      if (!phone.matches && isDrawerOpen(root)) root.hidePopover();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    root.addEventListener("toggle", onToggle);
    phone.addEventListener("change", onWidth);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      root.removeEventListener("toggle", onToggle);
      phone.removeEventListener("change", onWidth);
      release?.();
      document.documentElement.classList.remove("menu-drawer-open");
    };
  }, [nav]);
}

/**
 * A department's sections and their leaves. Plain `<a>`s, whose clicks the app's one handler
 * turns into in-page navigations (`useAppLinks`): the menu's URLs are absolute, and the one
 * active state it shows (`aria-current` on the page's own category) is one comparison with the
 * pathname rather than a `NavLink`'s matching per link.
 */
function Sections({ top, pathname }: { top: MenuCategory; pathname: string }) {
  const t = useT();
  const current = (url: string) => (url === pathname ? "page" : undefined);
  return (
    <>
      <a {...appLink(top.url)} className="category-nav__all" aria-current={current(top.url)}>
        {t("header.shopAll", { name: top.name })}
      </a>
      <div className="category-nav__columns">
        {top.children.map((section) => (
          <div key={section.id} className="category-nav__column">
            <a
              {...appLink(section.url)}
              className="category-nav__heading"
              aria-current={current(section.url)}
            >
              {section.name}
            </a>
            <ul>
              {section.children.map((leaf) => (
                <li key={leaf.id}>
                  <a {...appLink(leaf.url)} aria-current={current(leaf.url)}>
                    {leaf.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The phone's menu button: it opens the category menu as a drawer (a popover), with or
 * without JavaScript. Hidden on wider screens, where the menu sits in the header.
 */
export function MenuToggle() {
  const t = useT();
  return (
    <button type="button" className="menu-drawer__toggle" popoverTarget={CATEGORY_MENU_ID}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {/* The icon shows it; "Menü" beside the logo left no room for the bag at 360 px. */}
      <span className="visually-hidden">{t("header.menu")}</span>
    </button>
  );
}

/**
 * The one category menu, for every width (decision 0053): one `<details>` per department in
 * one named group, so the browser keeps a single one open, with or without JavaScript. On
 * desktops the nav sits in the header and each department opens a panel under it; on phones
 * the same nav is a popover that `MenuToggle` opens as a drawer over a dimmed page, each
 * department opening in place at the drawer's width.
 */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useMenuBehaviour(nav);
  return (
    <nav
      ref={nav}
      id={CATEGORY_MENU_ID}
      popover="auto"
      className="category-nav"
      aria-label={t("header.categories")}
    >
      <button
        type="button"
        className="menu-drawer__close icon-button"
        popoverTarget={CATEGORY_MENU_ID}
        popoverTargetAction="hide"
        aria-label={t("header.closeMenu")}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul>
        {categories.map((top) => (
          <li key={top.id}>
            <details className="category-nav__menu" name={DEPARTMENT_GROUP}>
              <summary>{top.name}</summary>
              <div className="category-nav__panel">
                <Sections top={top} pathname={pathname} />
              </div>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
