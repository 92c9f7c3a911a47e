/**
 * The desktop mega menu's L1 panels (001 §4 "Mega menu L1 panel": closed or opened; closes on
 * Escape and navigation), as a pure reducer: the component turns pointer, keyboard and route
 * events into actions and runs the two timers the state asks for (`pending`, `leaving`).
 */

/** How long the pointer rests on an L1 before its panel opens: passing across opens nothing. */
export const HOVER_INTENT_MS = 150;
/**
 * How long the pointer may be outside the bar and its panel before the panel closes: the panel
 * hangs under the header, so the way down from an L1 crosses a strip of the header's bar.
 */
export const LEAVE_GRACE_MS = 250;

export interface MegaMenuState {
  /** The L1 whose panel is open. */
  open: string | null;
  /** How it was opened: a hover is reported to the tag manager, a click is not. */
  openedBy: "hover" | "click" | null;
  /** The L1 the pointer rests on, waiting for `HOVER_INTENT_MS` before its panel opens. */
  pending: string | null;
  /** The pointer left bar and panel: the panel closes after `LEAVE_GRACE_MS` unless it returns. */
  leaving: boolean;
  /** The L1 to give the focus back to (Escape, the close button), once the panel has closed. */
  returnFocus: string | null;
}

export type MegaMenuAction =
  /** The pointer came onto an L1 (`clickOnly`: its panel opens on click only). */
  | { type: "pointerEnter"; id: string; clickOnly: boolean }
  /** The pointer is back over the bar or the open panel. */
  | { type: "pointerReturn" }
  /** `HOVER_INTENT_MS` passed with the pointer still on `id`. */
  | { type: "intent"; id: string }
  /** The pointer left bar and panel. */
  | { type: "pointerLeave" }
  /** `LEAVE_GRACE_MS` passed without the pointer coming back. */
  | { type: "leaveElapsed" }
  /** A click on a click-triggered L1 or on an L1's keyboard toggle. */
  | { type: "toggle"; id: string }
  /** Escape (`focusInside`: the focus was in the menu, so it goes back to the L1). */
  | { type: "escape"; focusInside: boolean }
  /** The panel's close button. */
  | { type: "close" }
  /** The focus came into an L1 (its link, toggle or panel): another L1's open panel closes. */
  | { type: "focusEnter"; id: string }
  /** A click or a touch outside the menu, or the focus gone past it. */
  | { type: "outside" }
  /** The route changed. */
  | { type: "navigate" }
  /** The focus went back to the L1 that `returnFocus` named. */
  | { type: "focusReturned" };

export const CLOSED: MegaMenuState = {
  open: null,
  openedBy: null,
  pending: null,
  leaving: false,
  returnFocus: null,
};

/** The next state of the mega menu's panels. */
export function megaMenuReducer(state: MegaMenuState, action: MegaMenuAction): MegaMenuState {
  switch (action.type) {
    case "pointerEnter":
      // A click-only L1 opens nothing on hover, and a pointer on the open L1 waits for nothing.
      return {
        ...state,
        leaving: false,
        pending: action.clickOnly || state.open === action.id ? null : action.id,
      };
    case "pointerReturn":
      return state.leaving ? { ...state, leaving: false } : state;
    case "intent":
      if (state.pending !== action.id) return state;
      return { ...state, open: action.id, openedBy: "hover", pending: null, leaving: false };
    case "pointerLeave":
      return { ...state, pending: null, leaving: state.open !== null };
    case "leaveElapsed":
      return state.leaving ? { ...CLOSED } : state;
    case "toggle":
      return state.open === action.id
        ? { ...CLOSED }
        : { ...CLOSED, open: action.id, openedBy: "click" };
    case "escape":
      if (state.open === null) return state.pending ? { ...state, pending: null } : state;
      return { ...CLOSED, returnFocus: action.focusInside ? state.open : null };
    case "close":
      return state.open === null ? state : { ...CLOSED, returnFocus: state.open };
    case "focusEnter":
      return state.open === null || state.open === action.id ? state : { ...CLOSED };
    case "outside":
    case "navigate":
      return state.open === null && state.pending === null && !state.leaving
        ? state
        : { ...CLOSED };
    case "focusReturned":
      return state.returnFocus === null ? state : { ...state, returnFocus: null };
  }
}
