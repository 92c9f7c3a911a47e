import {
  useCallback,
  useContext,
  useEffect,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type ReactNode,
} from "react";
import type { ResolvedBlocks } from "@ridgeline/contract";
import { BlockComponentsContext, preloadBlockCode, useContentScope } from "../block-context";
import type { BlockProps } from "../block-context";
import { BlockStylesheet } from "../shared/BlockStylesheet";
import { colorValue, luminance } from "../shared/block-style";
import { pushBlockEvent } from "../shared/tag-manager";
import { useT } from "../../lib/i18n";
import {
  POPUP_RECHECK_MS,
  isEligible,
  mayExpand,
  POPUP_QUIET_MS,
  nextPopupState,
  pathWithoutLocale,
  pickPopup,
  popupDelay,
  popupEvent,
  type PageActivity,
  type PopupBlock,
  type PopupEventKind,
} from "./popup-logic";
import { POPUP_SLOT, dismissPopup, useDismissedPopups, usePopupShopper } from "./popup-store";
import { PopupDialog, PopupLogo } from "./PopupDialog";
import popupCss from "./popup.css?url";

/** Light design-system colours, which take dark text (the rest are dark: white text). */
const LIGHT_TOKENS = new Set(["paper", "white", "stone", "mist", "transparent"]);

/** True when dark text reads on the colour (WCAG: 4.5:1 either way splits near 0.19). */
function isLight(color: string): boolean {
  if (LIGHT_TOKENS.has(color)) return true;
  return color.startsWith("#") && (luminance(color) ?? 0) > 0.19;
}

/**
 * The pop-up's colours: its own background when it has one (text that reads on it), else the
 * brand colour minimised and the page's white expanded.
 */
function colours(popup: PopupBlock): CSSProperties {
  const own = popup.backgroundColor ? colorValue(popup.backgroundColor) : undefined;
  const text = own && isLight(popup.backgroundColor ?? "") ? "var(--color-text)" : "#ffffff";
  return {
    "--popup-bg": own ?? "var(--color-brand)",
    "--popup-text": own ? text : "var(--color-on-brand)",
    "--popup-dialog-bg": own ?? "var(--color-bg)",
    "--popup-dialog-text": own ? text : "var(--color-text)",
  } as CSSProperties;
}

/** Whether an element of another part of the page is an open overlay (dialog or popover). */
function isOpenOverlay(element: Element): boolean {
  if (element.hasAttribute("popover")) {
    try {
      return element.matches(":popover-open");
    } catch {
      return false;
    }
  }
  if (element instanceof HTMLDialogElement) return element.open;
  return element.checkVisibility?.() ?? true;
}

/** When the shopper last pressed a key, clicked or touched the page (outside any pop-up). */
let lastInput = 0;
if (typeof document !== "undefined")
  for (const type of ["keydown", "pointerdown"])
    document.addEventListener(type, () => (lastInput = Date.now()), {
      capture: true,
      passive: true,
    });

/** What the page is busy with now, besides the pop-up `own` itself. */
function pageActivity(own: Element | null): PageActivity {
  // The consent banner counts while it waits for a choice (hidden once one is made): a modal
  // pop-up over it would make the shopper close a newsletter before they could say no.
  const overlays = document.querySelectorAll(
    'dialog[open], [role="dialog"], [popover], [data-testid="consent-banner"]',
  );
  // A menu, a list of suggestions or the bag's menu the shopper opened in the header counts too
  // (shown ones: a closed phone drawer's sections are marked open until its code comes).
  const expanded = document.querySelectorAll('header [aria-expanded="true"]');
  const overlayOpen =
    [...expanded].some((element) => element.checkVisibility?.() ?? true) ||
    [...overlays].some((element) => !own?.contains(element) && isOpenOverlay(element));
  const active = document.activeElement;
  const focused =
    active instanceof HTMLElement && active !== document.body && !own?.contains(active)
      ? {
          tag: active.tagName,
          type: active instanceof HTMLInputElement ? active.type : undefined,
          editable: active.isContentEditable,
        }
      : null;
  // A shopper in the middle of something (a key pressed, a click a moment ago): not now.
  return { overlayOpen, focused, busy: Date.now() - lastInput < POPUP_QUIET_MS };
}

/**
 * One pop-up on screen (001 §2, §4): shown minimised (its minimised title and logo) once it
 * holds the one pop-up slot, expanded after its delay or when asked, closed for good by its
 * close button, Escape or one of its buttons. Impression, expand and click events are pushed.
 */
function PopupView(props: { popup: PopupBlock; onClosed?: () => void }): ReactNode {
  const { popup, onClosed } = props;
  const t = useT();
  const { path } = useContentScope();
  const holder = useSyncExternalStore(POPUP_SLOT.subscribe, POPUP_SLOT.holder, () => null);
  const [state, dispatch] = useReducer(nextPopupState, "minimised");
  // The page it expanded on: only its own content can move an expanded (modal) pop-up to
  // another page, and then the pop-up has done its work and closes.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  if (state === "expanded" && expandedOn !== path) dispatch("close");
  const expand = useCallback(() => {
    setExpandedOn(path);
    dispatch("expand");
  }, [path]);
  const holds = holder === popup.id;
  const root = useRef<HTMLElement>(null);
  const reported = useRef(new Set<PopupEventKind>());
  // Where the focus was outside the pop-up: it goes back there when the dialog closes.
  const lastOutside = useRef<HTMLElement | null>(null);
  const delay = popupDelay(popup);
  // Its blocks' code comes before it expands by itself: a dialog that grew as they arrived
  // would move under the shopper's eyes (a layout shift nobody asked for).
  const components = useContext(BlockComponentsContext);
  const [contentReady, setContentReady] = useState(false);
  useEffect(() => {
    let live = true;
    void preloadBlockCode(components, popup.blocks).then(() => {
      if (live) setContentReady(true);
    });
    return () => {
      live = false;
    };
  }, [components, popup.blocks]);

  useEffect(() => {
    POPUP_SLOT.claim(popup.id);
    return () => POPUP_SLOT.release(popup.id);
  }, [popup.id]);

  useEffect(() => {
    const note = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !root.current?.contains(target)) {
        if (!target.closest(".content-popup__dialog")) lastOutside.current = target;
      }
    };
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) lastOutside.current = active;
    document.addEventListener("focusin", note);
    return () => document.removeEventListener("focusin", note);
  }, []);

  const report = useCallback(
    (kind: PopupEventKind, label?: string) => {
      if (kind !== "click" && reported.current.has(kind)) return;
      reported.current.add(kind);
      const { event, data } = popupEvent(kind, popup, label);
      pushBlockEvent(event, data);
    },
    [popup],
  );

  const visible = holds && state !== "closed";
  useEffect(() => {
    if (visible) report("impression");
  }, [visible, report]);
  useEffect(() => {
    if (visible && state === "expanded") report("expand");
  }, [visible, state, report]);
  // After its delay it expands, unless the shopper is in another dialog or menu or typing:
  // then as soon as they are done (a modal over their task would take it away).
  useEffect(() => {
    if (!holds || state !== "minimised" || !contentReady) return;
    const check = () => {
      if (mayExpand(pageActivity(root.current))) expand();
      else timer = setTimeout(check, POPUP_RECHECK_MS);
    };
    let timer = setTimeout(check, delay);
    return () => clearTimeout(timer);
  }, [holds, state, delay, expand, contentReady]);

  // Closed (its button, Escape, one of its buttons, or a page left): remembered for good.
  useEffect(() => {
    if (state !== "closed") return;
    dismissPopup(popup.id);
    POPUP_SLOT.release(popup.id);
    onClosed?.();
  }, [state, popup.id, onClosed]);
  const close = useCallback(() => dispatch("close"), []);
  const returnFocus = useCallback(() => lastOutside.current, []);

  if (!visible) return null;
  const style = colours(popup);
  return (
    <>
      <BlockStylesheet href={popupCss} />
      {state === "minimised" ? (
        <section
          ref={root}
          className="content-popup content-popup--minimised"
          aria-label={popup.minimizedTitle}
          style={style}
          data-testid="content-popup"
        >
          <button
            type="button"
            className="content-popup__expand"
            aria-haspopup="dialog"
            onClick={expand}
          >
            <PopupLogo popup={popup} expanded={false} />
            <span className="content-popup__mini-title">{popup.minimizedTitle}</span>
          </button>
          <button
            type="button"
            className="content-popup__close"
            aria-label={t("blocks.close")}
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      ) : (
        <PopupDialog
          popup={popup}
          style={style}
          onClose={close}
          onButton={(text) => report("click", text)}
          returnFocus={returnFocus}
        />
      )}
    </>
  );
}

/**
 * The site's pop-ups (the page shell renders them): after hydration, the first one whose
 * `paths` start the page's path (without its locale) and that this browser has not dismissed.
 * Nothing in the server's HTML. Once one is closed, no other shows on the same page.
 */
export function Popups({ popups }: { popups: ResolvedBlocks["popup"][] }): ReactNode {
  const scope = useContentScope();
  const dismissed = useDismissedPopups();
  const shopper = usePopupShopper();
  const path = pathWithoutLocale(scope.path, scope.locale);
  const [finishedOn, setFinishedOn] = useState<string | null>(null);
  const finish = useCallback(() => setFinishedOn(path), [path]);
  if (dismissed === null || finishedOn === path) return null;
  const chosen = pickPopup(popups, path, dismissed, shopper);
  return chosen ? <PopupView key={chosen.id} popup={chosen} onClosed={finish} /> : null;
}

/**
 * A pop-up placed on a page (registry `popup`): the same pop-up, shown after hydration when not
 * dismissed and its paths allow the page. The empty anchor is what the page's deferred island
 * watches to bring this code at once (its server HTML is otherwise empty).
 */
export function Popup({ block }: BlockProps<"popup">): ReactNode {
  const scope = useContentScope();
  const dismissed = useDismissedPopups();
  const shopper = usePopupShopper();
  const path = pathWithoutLocale(scope.path, scope.locale);
  const show = dismissed !== null && isEligible(block, path, dismissed, shopper);
  return (
    <>
      <div className="content-popup-anchor" aria-hidden="true" />
      {show ? <PopupView popup={block} /> : null}
    </>
  );
}
