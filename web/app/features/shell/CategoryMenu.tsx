import type { CategoryNode } from "@ridgeline/contract";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { NavLink, useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";

/** The one group of desktop panels: the browser keeps at most one of them open. */
const DESKTOP_GROUP = "category-menu";
/** The phone drawer's departments, one open at a time too. */
const DRAWER_GROUP = "category-drawer";

/** Closes every open `<details>` under `root` (all of them, or those but `keep`). */
function closeAll(root: HTMLElement | null, keep?: Element | null): void {
  root?.querySelectorAll("details[open]").forEach((details) => {
    if (details !== keep && !details.contains(keep ?? null)) details.removeAttribute("open");
  });
}

/**
 * Escape, a click outside and a navigation close what `root` has open; Escape gives the focus
 * back to the summary of the menu it closed, so a keyboard shopper carries on from there.
 */
function useDismiss(root: RefObject<HTMLElement | null>, onEscape?: () => boolean): void {
  const { pathname, search } = useLocation();
  useEffect(() => closeAll(root.current), [root, pathname, search]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !root.current) return;
      if (onEscape?.()) return;
      const open = [...root.current.querySelectorAll<HTMLDetailsElement>("details[open]")].at(-1);
      if (!open) return;
      open.removeAttribute("open");
      open.querySelector<HTMLElement>(":scope > summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) closeAll(root.current);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [root, onEscape]);
}

/**
 * The departments as one `<details>` each, grouped by `name` so only one is open at a time
 * (without JavaScript too): the desktop panels and the phone drawer differ only in classes.
 */
function Departments({
  categories,
  group,
  classes: [menuClass, bodyClass],
  listClass,
}: {
  categories: readonly CategoryNode[];
  group: string;
  classes: readonly [string, string];
  listClass?: string;
}) {
  return (
    <ul className={listClass}>
      {categories.map((top) => (
        <li key={top.id}>
          <details className={menuClass} name={group}>
            <summary>{top.name}</summary>
            <div className={bodyClass}>
              <Sections top={top} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** A department's sections and their leaves, as the desktop panel and the drawer list them. */
function Sections({ top }: { top: CategoryNode }) {
  const t = useT();
  return (
    <>
      <NavLink to={top.url} className="category-nav__all">
        {t("header.shopAll", { name: top.name })}
      </NavLink>
      <div className="category-nav__columns">
        {top.children.map((section) => (
          <div key={section.id} className="category-nav__column">
            <NavLink to={section.url} className="category-nav__heading">
              {section.name}
            </NavLink>
            <ul>
              {section.children.map((leaf) => (
                <li key={leaf.id}>
                  <NavLink to={leaf.url}>{leaf.name}</NavLink>
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
 * The desktop category menu: one `<details>` per department in one named group, so the
 * browser keeps a single panel open, with or without JavaScript.
 */
export function CategoryMenu({ categories }: { categories: CategoryNode[] }) {
  const t = useT();
  const nav = useRef<HTMLElement>(null);
  useDismiss(nav);
  return (
    <nav ref={nav} className="category-nav" aria-label={t("header.categories")}>
      <Departments
        categories={categories}
        group={DESKTOP_GROUP}
        classes={["category-nav__menu", "category-nav__panel"]}
      />
    </nav>
  );
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
 * The phone menu: a drawer over the page with each department as a section that opens in
 * place, full width, so long French and German names fit. Without JavaScript it is a plain
 * `<details>`; with it the page behind is inert, Escape and the close button shut it, and the
 * focus goes back to the menu button.
 */
export function MenuDrawer({ categories }: { categories: CategoryNode[] }) {
  const t = useT();
  const hydrated = useHydrated();
  const drawer = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const close = () => {
    drawer.current?.removeAttribute("open");
    toggle.current?.focus();
  };
  // Escape first closes an open department, then the drawer itself.
  const escapeDrawer = useCallback(() => {
    const root = drawer.current;
    if (!root?.open || root.querySelector(".menu-drawer__department[open]")) return false;
    root.removeAttribute("open");
    toggle.current?.focus();
    return true;
  }, []);
  useDismiss(drawer, escapeDrawer);
  useEffect(() => {
    const root = drawer.current;
    if (!root) return;
    let release: (() => void) | null = null;
    const onToggle = () => {
      release?.();
      release = null;
      document.documentElement.classList.toggle("menu-drawer-open", root.open);
      if (!root.open) return;
      release = inertOutside(root);
      root.querySelector<HTMLElement>(".menu-drawer__close")?.focus();
    };
    root.addEventListener("toggle", onToggle);
    return () => {
      root.removeEventListener("toggle", onToggle);
      release?.();
      document.documentElement.classList.remove("menu-drawer-open");
    };
  }, []);
  return (
    <details
      ref={drawer}
      // Once JavaScript runs the drawer covers the page (modal); before, it opens in the header.
      className={hydrated ? "menu-drawer menu-drawer--modal" : "menu-drawer"}
    >
      <summary ref={toggle} className="menu-drawer__toggle">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        {/* The icon shows it; "Menü" beside the logo left no room for the bag at 360 px. */}
        <span className="visually-hidden">{t("header.menu")}</span>
      </summary>
      <nav className="menu-drawer__panel" aria-label={t("header.categories")}>
        {hydrated ? (
          <button
            type="button"
            className="menu-drawer__close icon-button"
            aria-label={t("header.closeMenu")}
            onClick={close}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        ) : null}
        <Departments
          categories={categories}
          group={DRAWER_GROUP}
          classes={["menu-drawer__department", "menu-drawer__sections"]}
          listClass="menu-drawer__list"
        />
      </nav>
      {/* A click on the dimmed page beside the drawer closes it. */}
      {hydrated ? (
        <div className="menu-drawer__backdrop" aria-hidden="true" onClick={close} />
      ) : null}
    </details>
  );
}
