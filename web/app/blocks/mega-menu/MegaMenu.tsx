import {
  useEffect,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type Dispatch,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import { MEGA_MENU } from "@ridgeline/contract";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { ContentLink } from "../shared/ContentLink";
import {
  CLOSED,
  HOVER_INTENT_MS,
  LEAVE_GRACE_MS,
  megaMenuReducer,
  type MegaMenuAction,
} from "./mega-menu-state";
import {
  hasPanel,
  l1Items,
  titleDisplay,
  trackHover,
  trackTopNavLink,
  type MenuDocument,
  type MenuL1,
} from "./mega-menu-items";
import { MegaMenuPanel } from "./MegaMenuPanel";

const panelId = (item: MenuL1) => `mega-menu-panel-${item.id}`;

/** An L1's icon, title (kept for screen readers when the item is icon-only) and underline. */
function L1Label({ item }: { item: MenuL1 }): ReactNode {
  const { icon, titleHidden } = titleDisplay(item);
  return (
    <>
      {icon ? (
        <span className={`mega-menu__icon content-icon content-icon--${icon}`} aria-hidden="true" />
      ) : null}
      <span className={titleHidden ? "visually-hidden" : "mega-menu__title"}>{item.title}</span>
      <span className="mega-menu__underline" aria-hidden="true" />
    </>
  );
}

/** One L1 of the bar: its link or button, the keyboard's toggle, and its panel. */
function L1Item(props: {
  item: MenuL1;
  open: boolean;
  dispatch: Dispatch<MegaMenuAction>;
  register: (id: string, element: HTMLLIElement | null) => void;
}): ReactNode {
  const { item, open, dispatch } = props;
  const t = useT();
  const lastPointer = useRef("mouse");
  const panel = hasPanel(item);
  // A click-triggered L1 (or one without a page of its own) is the panel's button; another is a
  // link with a toggle beside it that keyboards reach (visually hidden until focused).
  const isButton = panel && (item.triggerOnClick === true || !item.target);
  const expanded = { "aria-expanded": open, "aria-controls": panelId(item) } as const;
  const toggle = () => dispatch({ type: "toggle", id: item.id });
  return (
    <li
      ref={(element) => props.register(item.id, element)}
      className={`mega-menu__item mega-menu__item--${item.menuStyle ?? "default"}`}
      data-open={open ? "" : undefined}
      onPointerEnter={(event) => {
        lastPointer.current = event.pointerType;
        if (event.pointerType !== "touch" && panel)
          dispatch({ type: "pointerEnter", id: item.id, clickOnly: item.triggerOnClick === true });
      }}
      onPointerDown={(event) => {
        lastPointer.current = event.pointerType;
      }}
      onFocus={() => dispatch({ type: "focusEnter", id: item.id })}
    >
      {isButton ? (
        <button type="button" className="mega-menu__l1" {...expanded} onClick={toggle}>
          <L1Label item={item} />
        </button>
      ) : item.target ? (
        <ContentLink
          url={item.target.url}
          target={item.target.targetAttribute}
          className="mega-menu__l1"
          onClick={(event) => {
            // A touch has no hover: the first tap on an L1 with a panel opens it.
            if (panel && !open && lastPointer.current === "touch") {
              event.preventDefault();
              toggle();
              return;
            }
            trackTopNavLink(item.title, 1, item.target?.url ?? "");
          }}
        >
          <L1Label item={item} />
        </ContentLink>
      ) : (
        <span className="mega-menu__l1">
          <L1Label item={item} />
        </span>
      )}
      {panel && !isButton ? (
        <button
          type="button"
          className="mega-menu__toggle"
          {...expanded}
          aria-label={t("blocks.menuOf", { name: item.title })}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
      {panel ? (
        <MegaMenuPanel
          id={panelId(item)}
          item={item}
          open={open}
          words={(name) => t("blocks.shopAllOf", { name })}
          closeLabel={t("blocks.closeMenuOf", { name: item.title })}
          onClose={() => dispatch({ type: "close" })}
        />
      ) : null}
    </li>
  );
}

/**
 * The desktop mega menu (001 §2): hidden below the large breakpoint, a bar of L1 items whose
 * panels open on hover (after a short rest, so passing across opens nothing) or on click where
 * `triggerOnClick` asks, and from a toggle beside each L1 for keyboards. A panel closes on
 * Escape (the focus back on its L1), when the pointer leaves bar and panel, on a navigation,
 * outside clicks and with its close button. Before the page runs, CSS opens a panel on hover
 * and focus, so every link is reachable without JavaScript.
 */
export function MegaMenu({ menu }: { menu: MenuDocument }): ReactNode {
  const t = useT();
  const hydrated = useHydrated();
  const items = l1Items(menu);
  const [state, dispatch] = useReducer(megaMenuReducer, CLOSED);
  const nav = useRef<HTMLElement>(null);
  const l1s = useRef(new Map<string, HTMLLIElement>());
  const { pathname, search } = useLocation();

  // A navigation closes the panel; the code arriving does not (a click held while it came
  // has opened one already).
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    const at = `${pathname}${search}`;
    if (shownAt.current === at) return;
    shownAt.current = at;
    dispatch({ type: "navigate" });
  }, [pathname, search]);
  // Before this code ran, CSS opened the panel of the L1 under the pointer (no `data-ready`),
  // and a resting pointer sends no event to the code when it arrives. The browser says which
  // L1 is hovered once it has laid the new markup out (a frame later): that panel stays open,
  // then the menu is ready and its state alone opens panels.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const hovered = nav.current?.querySelector<HTMLLIElement>(".mega-menu__item:hover");
        const item = items.find((candidate) => l1s.current.get(candidate.id) === hovered);
        if (item && hasPanel(item)) {
          dispatch({ type: "pointerEnter", id: item.id, clickOnly: item.triggerOnClick === true });
          dispatch({ type: "intent", id: item.id });
        }
        setReady(true);
      });
    });
    return () => cancelAnimationFrame(frame);
    // Once, when the code is there: later hovers go through the pointer's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  useEffect(() => {
    const id = state.pending;
    if (!id) return;
    const timer = setTimeout(() => dispatch({ type: "intent", id }), HOVER_INTENT_MS);
    return () => clearTimeout(timer);
  }, [state.pending]);
  useEffect(() => {
    if (!state.leaving) return;
    const timer = setTimeout(() => dispatch({ type: "leaveElapsed" }), LEAVE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [state.leaving]);
  const openTitle = items.find((item) => item.id === state.open)?.title;
  useEffect(() => {
    if (openTitle && state.openedBy === "hover") trackHover(openTitle);
  }, [openTitle, state.openedBy]);
  useEffect(() => {
    if (!state.returnFocus) return;
    const li = l1s.current.get(state.returnFocus);
    li?.querySelector<HTMLElement>(".mega-menu__l1")?.focus();
    dispatch({ type: "focusReturned" });
  }, [state.returnFocus]);
  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInside = nav.current?.contains(document.activeElement) ?? false;
      dispatch({ type: "escape", focusInside });
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) dispatch({ type: "outside" });
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [state.open]);

  const style = {
    "--mega-menu-bar-height": `${MEGA_MENU.barHeightRem}rem`,
    "--mega-menu-column": `${MEGA_MENU.columnFraction * 100}%`,
  } as CSSProperties;
  return (
    <nav
      ref={nav}
      className="mega-menu"
      aria-label={t("blocks.menu")}
      data-ready={ready ? "" : undefined}
      style={style}
      onPointerLeave={(event) => {
        if (event.pointerType !== "touch") dispatch({ type: "pointerLeave" });
      }}
      onPointerEnter={() => dispatch({ type: "pointerReturn" })}
      onBlur={(event) => {
        // The focus moved on past the menu (Tab out of the last link): the panel closes.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next))
          dispatch({ type: "outside" });
      }}
    >
      <ul className="mega-menu__bar">
        {items.map((item) => (
          <L1Item
            key={item.id}
            item={item}
            open={state.open === item.id}
            dispatch={dispatch}
            register={(id, element) => {
              if (element) l1s.current.set(id, element);
              else l1s.current.delete(id);
            }}
          />
        ))}
      </ul>
    </nav>
  );
}
