import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { useFetcher, useLocation } from "react-router";
import { FetchedMessages, useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import {
  HOVER_CLOSE_MS,
  HOVER_OPEN_MS,
  MINI_CART_LINES,
  miniCartStale,
  type MiniCartAnswer,
} from "./mini-cart";

/** The panel's contents and the pieces of the bag they show: their code comes when first opened. */
const loadContents = () => import("./MiniCartContents");
const MiniCartContents = lazy(() =>
  loadContents().then((module) => ({ default: module.MiniCartContents })),
);

/** How the panel was opened, which decides what closes it and where the focus goes. */
type OpenedBy = "hover" | "pointer" | "keyboard";

interface Props {
  locale: string;
  /** The header's bag count: the panel's data is read again when it changes. */
  cartCount: number;
  /** The bag link, unchanged: a plain link to the bag, with or without JavaScript. */
  children: ReactNode;
}

/**
 * The header's bag link with its mini cart. Without JavaScript it is only the link. Once
 * hydrated, pointing at the link for `HOVER_OPEN_MS` or activating the disclosure button beside
 * it opens a panel under the header with the bag's newest lines, its figures and "View bag".
 * The panel's data comes from `/{locale}/cart/summary` through a fetcher, first when the panel
 * opens and again when the bag's count changes, and the code that shows it comes with the first
 * read: a page view loads nothing of it. It closes on Escape (the focus back on the button), a
 * pointer down outside, a pointer leaving the header for `HOVER_CLOSE_MS` and any navigation.
 * It is a disclosure, not a dialog: Tab walks through it.
 */
export function MiniCart({ locale, cartCount, children }: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Open on the location it was opened on: any navigation (a line's link, "View bag", the back
  // button) closes it, with no effect to run.
  const { key } = useLocation();
  const [opened, setOpened] = useState<{ by: OpenedBy; on: string } | null>(null);
  const openedBy = opened?.on === key ? opened.by : null;
  const open = openedBy !== null;
  const openBy = useCallback((by: OpenedBy) => setOpened({ by, on: key }), [key]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wait = useCallback((ms: number, then: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(then, ms);
  }, []);
  const stopWaiting = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => stopWaiting, [stopWaiting]);

  const close = useCallback(
    (focusButton: boolean) => {
      stopWaiting();
      setOpened(null);
      if (focusButton) toggle.current?.focus();
    },
    [stopWaiting],
  );

  useDismissal({ open, openedBy, wrapper, close, wait, stopWaiting });

  const fetcher = useFetcher<MiniCartAnswer>({ key: "mini-cart" });
  const answer = fetcher.data;
  const stale = miniCartStale(answer, { open, locale, count: cartCount });
  // One read per count and locale: a read that failed is not repeated in a loop.
  const asked = useRef("");
  useEffect(() => {
    const ask = `${locale}:${cartCount}`;
    if (!stale || fetcher.state !== "idle" || asked.current === ask) return;
    asked.current = ask;
    void fetcher.load(`/${locale}/cart/summary`);
    void loadContents();
  }, [stale, fetcher, locale, cartCount]);

  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== "mouse") return;
    if (!open) wait(HOVER_OPEN_MS, () => openBy("hover"));
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    // Passing over the link opens nothing; an open panel closes by the header's rule.
    if (event.pointerType === "mouse" && !open) stopWaiting();
  };

  return (
    <div
      ref={wrapper}
      className="bag-menu"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      // A click on the link itself goes to the bag: the panel must not open on the way.
      onPointerDown={open ? undefined : stopWaiting}
    >
      {children}
      {hydrated ? (
        <button
          ref={toggle}
          type="button"
          className="bag-menu__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t("header.bagContents")}
          title={t("header.bagContents")}
          data-testid="mini-cart-toggle"
          onClick={(event) => {
            stopWaiting();
            // A panel opened by pointing stays once its button is pressed.
            if (openedBy === "hover") openBy("pointer");
            else if (open) close(false);
            else openBy(event.detail === 0 ? "keyboard" : "pointer");
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : (
        // Its place, kept before hydration so the header does not move when it comes.
        <span className="bag-menu__toggle" aria-hidden="true" />
      )}
      {hydrated ? (
        <div className="mini-cart__frame">
          <section
            id={panelId}
            className="mini-cart"
            hidden={!open}
            aria-label={t("header.bag")}
            aria-busy={open && fetcher.state !== "idle" ? true : undefined}
            data-testid="mini-cart"
          >
            {!open ? null : !answer || (stale && !answer.failed) ? (
              <MiniCartSkeleton count={cartCount} />
            ) : (
              <Suspense fallback={<MiniCartSkeleton count={cartCount} />}>
                <FetchedMessages value={answer.messages}>
                  <MiniCartContents answer={answer} locale={locale} />
                </FetchedMessages>
              </Suspense>
            )}
          </section>
        </div>
      ) : null}
    </div>
  );
}

/**
 * What closes an open panel besides its button: Escape (the focus goes back to the button
 * unless the panel only opened under a resting pointer and the focus is elsewhere), a pointer
 * down outside the bag's link, button and panel, and a mouse leaving the header (the panel is
 * inside it) for `HOVER_CLOSE_MS`, unless the panel was opened from the keyboard.
 */
function useDismissal({
  open,
  openedBy,
  wrapper,
  close,
  wait,
  stopWaiting,
}: {
  open: boolean;
  openedBy: OpenedBy | null;
  wrapper: RefObject<HTMLDivElement | null>;
  close: (focusButton: boolean) => void;
  wait: (ms: number, then: () => void) => void;
  stopWaiting: () => void;
}) {
  useEffect(() => {
    const root = wrapper.current;
    if (!open || !root) return;
    const header = root.closest("header") ?? root;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const inside = root.contains(document.activeElement);
      close(inside || openedBy !== "hover");
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close(false);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && openedBy !== "keyboard")
        wait(HOVER_CLOSE_MS, () => close(false));
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === "mouse") stopWaiting();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    header.addEventListener("pointerleave", onLeave);
    header.addEventListener("pointerenter", onEnter);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
      header.removeEventListener("pointerleave", onLeave);
      header.removeEventListener("pointerenter", onEnter);
    };
  }, [open, openedBy, wrapper, close, wait, stopWaiting]);
}

/**
 * The panel's shape while its data comes, at the real parts' heights so nothing jumps when it
 * arrives: the title and the free-shipping callout (the demo shop's bags always have one), as
 * many lines as the header's count allows (at most `MINI_CART_LINES`: the lines are unknown
 * until read), "more" when the count is past them, the figures and the button. An empty bag's
 * is its title and button.
 */
function MiniCartSkeleton({ count }: { count: number }) {
  const lines = Math.min(count, MINI_CART_LINES);
  const more = count > MINI_CART_LINES;
  const t = useT();
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="mini-cart-loading">
        {t("quickshop.loading")}
      </p>
      <div className="mini-cart__bone mini-cart__bone--title" />
      {lines > 0 ? <div className="mini-cart__bone mini-cart__bone--callout" /> : null}
      <div className="mini-cart__lines">
        {Array.from({ length: lines }, (_, index) => (
          <div key={index} className="mini-cart__line">
            <div className="mini-cart__bone mini-cart__bone--image" />
            <div>
              <div className="mini-cart__bone mini-cart__bone--text" />
              <div className="mini-cart__bone mini-cart__bone--short" />
            </div>
          </div>
        ))}
      </div>
      {more ? <div className="mini-cart__bone mini-cart__bone--more" /> : null}
      {lines > 0 ? <div className="mini-cart__bone mini-cart__bone--totals" /> : null}
      <div className="mini-cart__bone mini-cart__bone--button" />
    </>
  );
}
