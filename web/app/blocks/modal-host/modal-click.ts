/*
 * Which clicks open a modal (001 §2 "Links and dialogs") and the listener that takes them: what
 * the page's gate runs on every page before the modal host's code has come, so nothing else
 * belongs here.
 */
import { useEffect } from "react";

/** A modal's id, as `CONTENT_ID` writes it: lowercase words and digits joined by dashes. */
const MODAL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * True for the links 001 §2 gives to modals: one that starts with `#modal` (a modal of the
 * current page), or one that begins with `?` and holds `#modal` (a query to merge, then a modal).
 */
export function isModalLink(href: string): boolean {
  return href.startsWith("#modal") || (href.startsWith("?") && href.includes("#modal"));
}

/** The modal a link names: what follows `#modal-`, when it is a valid id; else null. */
export function modalIdOf(href: string): string | null {
  if (!isModalLink(href)) return null;
  const hash = href.slice(href.indexOf("#modal"));
  if (!hash.startsWith("#modal-")) return null;
  const id = hash.slice("#modal-".length);
  return MODAL_ID.test(id) && id.length <= 80 ? id : null;
}

/** A click on a modal link: the link, its `href` and the modal it names. */
export interface ModalClick {
  link: Element;
  href: string;
  modalId: string;
}

/**
 * The modal link a click opens, or null: only a plain left click (no key asking for a new tab
 * or window, not taken by another handler) on a link that names a valid modal.
 */
export function modalClickOf(event: MouseEvent): ModalClick | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const href = link?.getAttribute("href") ?? "";
  const modalId = modalIdOf(href);
  return link && modalId ? { link, href, modalId } : null;
}

/**
 * Takes the page's clicks on modal links (the browser does not follow them) and hands each to
 * `follow`, while `listening`.
 */
export function useModalLinkClicks(follow: (click: ModalClick) => void, listening = true): void {
  useEffect(() => {
    if (!listening) return;
    const onClick = (event: MouseEvent) => {
      const click = modalClickOf(event);
      if (!click) return;
      event.preventDefault();
      follow(click);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [follow, listening]);
}
