import { describe, expect, it } from "vitest";
import {
  CLOSED,
  megaMenuReducer,
  type MegaMenuAction,
  type MegaMenuState,
} from "./mega-menu-state";

const run = (actions: MegaMenuAction[], from: MegaMenuState = CLOSED) =>
  actions.reduce(megaMenuReducer, from);

describe("mega menu panel state (001 §4)", () => {
  it("opens a panel only once the pointer has rested on its L1 (hover intent)", () => {
    const resting = run([{ type: "pointerEnter", id: "men", clickOnly: false }]);
    expect(resting).toMatchObject({ open: null, pending: "men" });
    expect(megaMenuReducer(resting, { type: "intent", id: "men" })).toMatchObject({
      open: "men",
      openedBy: "hover",
      pending: null,
    });
  });

  it("opens nothing for an L1 the pointer only passed across", () => {
    const state = run([
      { type: "pointerEnter", id: "men", clickOnly: false },
      { type: "pointerEnter", id: "women", clickOnly: false },
      { type: "intent", id: "men" },
    ]);
    expect(state.open).toBeNull();
    expect(state.pending).toBe("women");
  });

  it("does not open a click-triggered L1 on hover, but on click", () => {
    const hovered = run([{ type: "pointerEnter", id: "sale", clickOnly: true }]);
    expect(hovered.pending).toBeNull();
    expect(megaMenuReducer(hovered, { type: "toggle", id: "sale" })).toMatchObject({
      open: "sale",
      openedBy: "click",
    });
  });

  it("toggles a panel closed and switches to another L1's panel", () => {
    const open = run([{ type: "toggle", id: "men" }]);
    expect(run([{ type: "toggle", id: "men" }], open).open).toBeNull();
    expect(run([{ type: "toggle", id: "women" }], open).open).toBe("women");
  });

  it("closes after the pointer left bar and panel, unless it came back in time", () => {
    const open = run([{ type: "toggle", id: "men" }, { type: "pointerLeave" }]);
    expect(open).toMatchObject({ open: "men", leaving: true });
    expect(run([{ type: "leaveElapsed" }], open).open).toBeNull();
    expect(run([{ type: "pointerReturn" }, { type: "leaveElapsed" }], open).open).toBe("men");
  });

  it("closes on Escape and gives the focus back to the L1 when the focus was in the menu", () => {
    const open = run([{ type: "toggle", id: "men" }]);
    expect(run([{ type: "escape", focusInside: true }], open)).toMatchObject({
      open: null,
      returnFocus: "men",
    });
    expect(run([{ type: "escape", focusInside: false }], open).returnFocus).toBeNull();
    expect(
      run([{ type: "escape", focusInside: true }, { type: "focusReturned" }], open).returnFocus,
    ).toBeNull();
  });

  it("closes with the close button, the focus going back to the L1", () => {
    const state = run([{ type: "toggle", id: "women" }, { type: "close" }]);
    expect(state).toMatchObject({ open: null, returnFocus: "women" });
  });

  it("closes an open panel when the focus moves on to another L1, not within its own", () => {
    const open = run([{ type: "toggle", id: "men" }]);
    expect(run([{ type: "focusEnter", id: "men" }], open)).toBe(open);
    expect(run([{ type: "focusEnter", id: "women" }], open)).toEqual(CLOSED);
  });

  it("closes on a navigation and on a click outside, forgetting a pending hover", () => {
    const open = run([
      { type: "toggle", id: "men" },
      { type: "pointerEnter", id: "women", clickOnly: false },
    ]);
    expect(run([{ type: "navigate" }], open)).toEqual(CLOSED);
    expect(run([{ type: "outside" }], open)).toEqual(CLOSED);
    // Nothing open: the same state, so React skips the render.
    expect(megaMenuReducer(CLOSED, { type: "navigate" })).toBe(CLOSED);
  });
});
