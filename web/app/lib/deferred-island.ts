import {
  createElement,
  memo,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from "react";
import { flushSync } from "react-dom";
import { island } from "./island";
import { useHydrated } from "./use-hydrated";

const CONTENTS = { display: "contents" } as const;
/** The placeholder's own HTML: none, so React leaves the server's in place while hydrating. */
const KEEP_SERVER_HTML = { __html: "" };
/** What starts a deferred island early: the shopper's hand or focus arriving on it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

/** Elements a shopper can click, focus or fill in a part of the page. */
const INTERACTIVE = "a, button, input, select, textarea, summary, label, details";

/**
 * What names an element across two renderings of one part, which need not hold the same
 * elements (the one made by its code may show a guest "sign in to vote" links the server's did
 * not): its kind, name and words, and its place among the elements named alike.
 */
function signature(element: Element, loose = false): string {
  const words = /^(A|BUTTON|SUMMARY|LABEL)$/.test(element.tagName)
    ? (element.textContent ?? "").trim().slice(0, 80)
    : "";
  // Loosely, a control by its words alone: what is a link without JavaScript (a size chart's
  // "open") may be a button with it.
  if (loose) return words ? `control|${words}` : "";
  const kind = element.getAttribute("type") ?? "";
  const named = element.getAttribute("name") ?? element.id;
  // A field's value is the shopper's, but a radio button's or a hidden field's names it.
  const value = /^(radio|checkbox|hidden)$/.test(kind) ? (element.getAttribute("value") ?? "") : "";
  return `${element.tagName}|${kind}|${named}|${value}|${words}`;
}

/** Each interactive element of `root` under its signature and its place among those alike. */
function keyed(root: Element, loose = false): Map<string, Element> {
  const seen = new Map<string, number>();
  const keys = new Map<string, Element>();
  for (const element of root.querySelectorAll(INTERACTIVE)) {
    const base = signature(element, loose);
    if (!base) continue;
    const place = seen.get(base) ?? 0;
    seen.set(base, place + 1);
    keys.set(`${base}#${place}`, element);
  }
  return keys;
}

const keyOf = (root: Element, element: Element | null, loose = false): string | null => {
  if (!element) return null;
  for (const [key, candidate] of keyed(root, loose)) if (candidate === element) return key;
  return null;
};

/** A control (where a click landed, what had the focus): its key, strictly and loosely. */
interface ControlKey {
  strict: string | null;
  loose: string | null;
}

/** That control in the part as its code rendered it. */
function clickedIn(root: Element, click: ControlKey): HTMLElement | null {
  const found =
    (click.strict ? keyed(root).get(click.strict) : undefined) ??
    (click.loose ? keyed(root, true).get(click.loose) : undefined);
  return found instanceof HTMLElement ? found : null;
}

interface DomState {
  /** Fields typed in or ticked, and disclosures opened, by key. */
  fields: Map<string, { open?: boolean; checked?: boolean; value?: string }>;
  focused: ControlKey | null;
  caret: { start: number | null; end: number | null } | null;
  /** Popovers open (a phone's menu drawer opened by its button), by id. */
  popovers: string[];
}

/** Whether an element is an open popover (false where the browser has none). */
function isOpenPopover(element: Element): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    return false;
  }
}

/**
 * What a shopper can change in a part of the page without its script (fields typed in, a
 * disclosure or a popover opened, the focus): carried over when the part's markup is made again
 * by its code.
 */
function readDomState(root: Element): DomState {
  const fields: DomState["fields"] = new Map();
  for (const [key, node] of keyed(root)) {
    if (node instanceof HTMLDetailsElement) fields.set(key, { open: node.open });
    else if (node instanceof HTMLInputElement && /^(checkbox|radio)$/.test(node.type))
      fields.set(key, { checked: node.checked });
    else if ("value" in node && typeof node.value === "string" && node.tagName !== "BUTTON")
      fields.set(key, { value: node.value });
  }
  const active = root.ownerDocument.activeElement;
  const caret =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { start: active.selectionStart, end: active.selectionEnd }
      : null;
  const focused =
    active && root.contains(active)
      ? { strict: keyOf(root, active), loose: keyOf(root, active, true) }
      : null;
  const popovers = [...root.querySelectorAll("[popover][id]")]
    .filter(isOpenPopover)
    .map((element) => element.id);
  return { fields, focused, caret, popovers };
}

function writeDomState(root: Element, state: DomState): void {
  const nodes = keyed(root);
  for (const [key, field] of state.fields) {
    const node = nodes.get(key);
    if (!node) continue;
    if (field.open !== undefined && node instanceof HTMLDetailsElement) node.open = field.open;
    // As the shopper's own input would: a component that follows the field hears of it.
    else if (field.checked !== undefined && node instanceof HTMLInputElement) {
      if (node.checked !== field.checked) node.click();
    } else if (field.value !== undefined && "value" in node && node.value !== field.value) {
      const prototype = Object.getPrototypeOf(node) as object;
      Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(node, field.value);
      node.dispatchEvent(new Event("input", { bubbles: true }));
      if (node instanceof HTMLSelectElement)
        node.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }
  for (const id of state.popovers) {
    const popover = root.ownerDocument.getElementById(id);
    if (popover instanceof HTMLElement && root.contains(popover) && !isOpenPopover(popover))
      popover.showPopover();
  }
  const focused = state.focused ? clickedIn(root, state.focused) : null;
  focused?.focus({ preventScroll: true });
  if (
    state.caret &&
    (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)
  )
    try {
      focused.setSelectionRange(state.caret.start, state.caret.end);
    } catch {
      // A field without a caret (a number field): the focus is enough.
    }
}

/**
 * An island whose code the browser fetches only when the shopper comes to it (issue 27): with
 * `until: "near"` once it is scrolled to within `margin` of the viewport, and in any case when
 * it is pointed at, touched or focused (`until: "used"`: only then). Until then the server's
 * HTML stands as it is and is not hydrated at all: React keeps it under a placeholder that
 * renders nothing of its own, so no update (a loader's, a context's) can reach it before its
 * code has come. Once the code is there the part is rendered by it, in the same markup, and what
 * the shopper did meanwhile is carried over: typed text, an opened disclosure, the focus, and a
 * click, which is held and made again on the rendered part (or let through as a plain click if
 * the code cannot be fetched). New props before that (another colour chosen) fetch the code at
 * once, since the server's HTML no longer shows them. On a page the browser renders itself (a
 * client navigation) the island renders at once, the page waiting for its code.
 *
 * Its root is a `display: contents` element, so the part lays out as a child of its parent.
 */
export function deferredIsland<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: {
    until?: "near" | "used" | "never";
    margin?: string;
    /** More to fetch before the part is rendered by its code (the code of its children). */
    prepare?: (props: Props) => Promise<unknown>;
  } = {},
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  const { preload, loaded } = island(load);
  const until = options.until ?? "near";
  const near = until === "near";
  // "never": a part with nothing to answer (a picture, rich text) keeps the server's HTML for
  // the page's life; only new props (a client navigation's) bring its code.
  const never = until === "never";
  const margin = options.margin ?? "400px";
  function Loaded(props: Props): ReactElement {
    // Not in a Suspense boundary of its own: a client navigation waits for the code as a whole.
    const component = loaded() ?? use(preload());
    return createElement(component, props);
  }
  const Deferred = memo(function Deferred(props: Props): ReactElement {
    // Server: the part in full. Browser: what hydrates stays the server's until needed.
    const hydrated = useHydrated();
    const [live, setLive] = useState(() => typeof document === "undefined" || hydrated);
    const root = useRef<HTMLDivElement>(null);
    const carried = useRef<{ state: DomState; click: ControlKey | null } | null>(null);
    // Takes the placeholder's listeners off (before a held click is made again on the part).
    const detach = useRef<(() => void) | null>(null);
    const firstProps = useRef(props);
    // A click held until the code comes: kept across the effect's runs (new props run it again).
    const heldClick = useRef<ControlKey | null>(null);
    useEffect(() => {
      if (live) return;
      const element = root.current;
      if (!element) return;
      let cancelled = false;
      let woken = false;
      // The code has come; the part is made again unless a pointer is down on it, since a
      // control replaced between the press and the release would never hear the click.
      let ready = false;
      let pressed = false;
      let swapped = false;
      const swap = () => {
        if (cancelled || swapped) return;
        swapped = true;
        carried.current = { state: readDomState(element), click: heldClick.current };
        heldClick.current = null;
        // Read and rendered in one task: no keystroke falls between the two.
        flushSync(() => setLive(true));
      };
      const wake = () => {
        if (woken) return;
        woken = true;
        observer?.disconnect();
        Promise.all([preload(), options.prepare?.(props)]).then(
          () => {
            ready = true;
            if (!pressed) swap();
          },
          () => {
            // No code (offline, a new release): the part stays as the server made it, and a
            // held click goes through as it would without JavaScript.
            element.removeEventListener("click", hold, true);
            const click = heldClick.current;
            heldClick.current = null;
            if (click) clickedIn(element, click)?.click();
          },
        );
      };
      const hold = (event: Event) => {
        const target = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
        if (!target || !element.contains(target)) return;
        event.preventDefault();
        heldClick.current = { strict: keyOf(element, target), loose: keyOf(element, target, true) };
        if (ready) setTimeout(swap, 0);
        else wake();
      };
      const press = () => {
        pressed = true;
      };
      const release = () => {
        pressed = false;
        // After the click this release may bring (a task later), or without one.
        if (ready) setTimeout(swap, 0);
      };
      const observer =
        near && typeof IntersectionObserver === "function"
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) wake();
              },
              { rootMargin: margin },
            )
          : null;
      for (const child of element.children) observer?.observe(child);
      if (never) {
        if (props !== firstProps.current) wake();
        return () => {
          cancelled = true;
        };
      }
      for (const event of INTENT_EVENTS) element.addEventListener(event, wake, { passive: true });
      element.addEventListener("click", hold, true);
      element.addEventListener("pointerdown", press, true);
      // Released anywhere: a press that began on the part may end outside it.
      for (const event of ["pointerup", "pointercancel"])
        element.ownerDocument.addEventListener(event, release, true);
      // Props that differ from the server's: its HTML is out of date, wake at once.
      if (props !== firstProps.current || (near && !observer) || heldClick.current) wake();
      const off = () => {
        observer?.disconnect();
        for (const event of INTENT_EVENTS) element.removeEventListener(event, wake);
        element.removeEventListener("click", hold, true);
        element.removeEventListener("pointerdown", press, true);
        for (const event of ["pointerup", "pointercancel"])
          element.ownerDocument.removeEventListener(event, release, true);
      };
      detach.current = off;
      return () => {
        cancelled = true;
        off();
      };
    }, [live, props]);
    useLayoutEffect(() => {
      const element = root.current;
      if (!live || !carried.current || !element) return;
      const { state, click } = carried.current;
      carried.current = null;
      detach.current?.();
      writeDomState(element, state);
      if (click) clickedIn(element, click)?.click();
    }, [live]);
    if (!live)
      return createElement("div", {
        ref: root,
        style: CONTENTS,
        "data-deferred": "",
        dangerouslySetInnerHTML: KEEP_SERVER_HTML,
        suppressHydrationWarning: true,
      });
    return createElement(
      "div",
      { ref: root, style: CONTENTS, "data-deferred": "" },
      createElement(Loaded, props),
    );
  });
  return Object.assign(Deferred, { preload });
}
