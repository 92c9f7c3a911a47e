import { POPUP, type ResolvedBlocks } from "@ridgeline/contract";

/** A pop-up as a page reads it (001 §3 "Pop-up"). */
export type PopupBlock = ResolvedBlocks["popup"];

/** The tag-manager category and action of a pop-up's events (001 §4 "Pop-up"). */
export interface PopupCategory {
  category: "Newsletter" | "Account";
  action: string;
}

/**
 * A pop-up whose name holds "newsletter" (any case) is a Newsletter one, its action the minimised
 * title; any other is an account registration (001 §4).
 */
export function popupCategory(popup: Pick<PopupBlock, "name" | "minimizedTitle">): PopupCategory {
  return /newsletter/i.test(popup.name ?? "")
    ? { category: "Newsletter", action: popup.minimizedTitle }
    : { category: "Account", action: "Registration" };
}

/** The page's path as the site sees it (`/en-us/c/x` → `/c/x`), what `paths` are written in. */
export function pathWithoutLocale(path: string, locale: string): string {
  const prefix = `/${locale}`;
  if (path === prefix) return "/";
  if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
    const rest = path.slice(prefix.length);
    return rest.startsWith("?") ? `/${rest}` : rest;
  }
  return path === "" ? "/" : path;
}

/**
 * True when the pop-up shows on this path: `/` is the home page alone; any other entry is that
 * page and the pages under it, by whole segments (`/c` is not `/cart`); `/*` is every page.
 */
export function showsOnPath(popup: Pick<PopupBlock, "paths">, path: string): boolean {
  const paths = popup.paths.length > 0 ? popup.paths : ["/"];
  const bare = path.split("?")[0] ?? path;
  return paths.some((entry) => {
    if (entry === "/*") return true;
    if (entry === "/") return bare === "/" || bare === "";
    const prefix = entry.endsWith("/") ? entry.slice(0, -1) : entry;
    return bare === prefix || bare.startsWith(`${prefix}/`);
  });
}

/** What a page knows of its shopper that decides which pop-ups are for them. */
export interface PopupShopper {
  signedIn: boolean;
  /** Their e-mail newsletter is on (false for a guest: the page cannot know). */
  subscribed: boolean;
}

/** The parts of a pop-up that decide where and for whom it shows. */
export type PopupTarget = Pick<PopupBlock, "id" | "paths" | "name" | "minimizedTitle">;

/**
 * Whether a pop-up is for this shopper: an account registration one for a guest only, a
 * newsletter one for a shopper not subscribed yet. None before the page knows the shopper
 * (null: the personal data has not come), so none shows and then goes.
 */
export function suitsShopper(popup: PopupTarget, shopper: PopupShopper | null): boolean {
  if (!shopper) return false;
  return popupCategory(popup).category === "Newsletter" ? !shopper.subscribed : !shopper.signedIn;
}

/**
 * A pop-up shows once, never again after the shopper closed it (001 §4), on its paths, and only
 * to the shoppers it is for.
 */
export function isEligible(
  popup: PopupTarget,
  path: string,
  dismissed: readonly string[],
  shopper: PopupShopper | null,
): boolean {
  return !dismissed.includes(popup.id) && showsOnPath(popup, path) && suitsShopper(popup, shopper);
}

/** The pop-up a page shows (one at a time): the first eligible one of the site's, or none. */
export function pickPopup<P extends PopupTarget>(
  popups: readonly P[],
  path: string,
  dismissed: readonly string[],
  shopper: PopupShopper | null,
): P | null {
  return popups.find((popup) => isEligible(popup, path, dismissed, shopper)) ?? null;
}

/** How long the pop-up stays minimised before it expands (001 §9: 2000 ms by default). */
export function popupDelay(popup: Pick<PopupBlock, "delay">): number {
  return popup.delay ?? POPUP.delayDefaultMs;
}

/** The logo's height in rem (001 §9): small or large minimised, one height expanded. */
export function logoHeightRem(size: "small" | "large" | undefined, expanded: boolean): number {
  if (expanded) return POPUP.logoHeightRem.expanded;
  return size === "large" ? POPUP.logoHeightRem.large : POPUP.logoHeightRem.small;
}

/** How often a pop-up whose delay is over looks again whether the shopper is free. */
export const POPUP_RECHECK_MS = 500;

/** What the page is busy with when a pop-up's delay is over (read from the document). */
export interface PageActivity {
  /**
   * Another dialog, an open popover or a menu the shopper opened (a sign-in dialog, the phone
   * menu, a mega menu panel, the added-to-bag).
   */
  overlayOpen: boolean;
  /** The focused element, when there is one: its tag, input type and whether it is editable. */
  focused: { tag: string; type?: string; editable?: boolean } | null;
  /** The shopper pressed a key, clicked or touched a moment ago (`POPUP_QUIET_MS`). */
  busy?: boolean;
}

/** How long after the shopper's last key, click or touch a pop-up waits before it expands. */
export const POPUP_QUIET_MS = 3_000;

/** Input types a shopper types into (or picks from a list of) rather than presses. */
const PRESSED_INPUTS = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

/**
 * True when a pop-up may expand now. Its dialog is modal: over another dialog or an open menu it
 * would take the shopper's task away (the sign-in dialog, the phone menu), and while the shopper
 * types it would take the keys. It waits until they are done.
 */
export function mayExpand(activity: PageActivity): boolean {
  if (activity.overlayOpen || activity.busy) return false;
  const focused = activity.focused;
  if (!focused) return true;
  if (focused.editable) return false;
  const tag = focused.tag.toLowerCase();
  if (tag === "textarea" || tag === "select") return false;
  return tag !== "input" || PRESSED_INPUTS.has((focused.type ?? "text").toLowerCase());
}

/** Where a pop-up is: shown small, expanded into a dialog, or closed for good. */
export type PopupState = "minimised" | "expanded" | "closed";
export type PopupEvent = "expand" | "close";

/** The pop-up's states (001 §4): minimised → expanded (after the delay, or asked) → closed. */
export function nextPopupState(state: PopupState, event: PopupEvent): PopupState {
  if (state === "closed") return "closed";
  if (event === "close") return "closed";
  return "expanded";
}

export type PopupEventKind = "impression" | "expand" | "click";

const EVENT_NAMES: Record<PopupEventKind, string> = {
  impression: "popUp.onImpression",
  expand: "popUp.onExpand",
  click: "popUp.onClick",
};

/** A tag-manager push of 001 §7 (`popUp.*`); a click carries the button's text as its label. */
export function popupEvent(
  kind: PopupEventKind,
  popup: Pick<PopupBlock, "id" | "name" | "minimizedTitle">,
  label?: string,
): { event: string; data: Record<string, string> } {
  const { category, action } = popupCategory(popup);
  const data: Record<string, string> = {
    eventCategory: category,
    eventAction: action,
    popupId: popup.id,
  };
  if (kind === "click" && label !== undefined) data["eventLabel"] = label.trim();
  return { event: EVENT_NAMES[kind], data };
}

/**
 * Which pop-up holds the screen (one at a time, whether the shell's or one placed on the page):
 * a tiny store the pop-ups claim in effects and read with `useSyncExternalStore`.
 */
export interface PopupSlot {
  claim(id: string): void;
  release(id: string): void;
  holder(): string | null;
  subscribe(listener: () => void): () => void;
}

export function createPopupSlot(): PopupSlot {
  let holder: string | null = null;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return {
    claim(id) {
      if (holder !== null) return;
      holder = id;
      tell();
    },
    release(id) {
      if (holder !== id) return;
      holder = null;
      tell();
    },
    holder: () => holder,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
