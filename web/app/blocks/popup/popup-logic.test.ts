import fc from "fast-check";
import { POPUP } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import {
  createPopupSlot,
  isEligible,
  logoHeightRem,
  mayExpand,
  nextPopupState,
  pathWithoutLocale,
  pickPopup,
  showsOnPath,
  suitsShopper,
  popupCategory,
  popupDelay,
  popupEvent,
} from "./popup-logic";

describe("pop-up category (001 §4)", () => {
  it("is Newsletter with the minimised title as action when the name holds newsletter", () => {
    expect(popupCategory({ name: "Spring NEWSLETTER", minimizedTitle: "Get 10% off" })).toEqual({
      category: "Newsletter",
      action: "Get 10% off",
    });
  });

  it("is Account / Registration for any other pop-up, or one without a name", () => {
    const other = { category: "Account", action: "Registration" };
    expect(popupCategory({ name: "Join us", minimizedTitle: "Join" })).toEqual(other);
    expect(popupCategory({ minimizedTitle: "Join" })).toEqual(other);
  });

  it("reports a click with the button's text, impressions and expands without one", () => {
    const popup = { id: "p1", name: "newsletter", minimizedTitle: "Hi" };
    expect(popupEvent("click", popup, " Shop now ")).toEqual({
      event: "popUp.onClick",
      data: {
        eventCategory: "Newsletter",
        eventAction: "Hi",
        popupId: "p1",
        eventLabel: "Shop now",
      },
    });
    expect(popupEvent("impression", popup).event).toBe("popUp.onImpression");
    expect(popupEvent("expand", popup, "ignored").data).not.toHaveProperty("eventLabel");
  });
});

/** A guest the page knows: every pop-up is for them. */
const GUEST = { signedIn: false, subscribed: false };

describe("where a pop-up shows", () => {
  it("reads the page's path without its locale", () => {
    expect(pathWithoutLocale("/en-us/c/jackets-1234", "en-us")).toBe("/c/jackets-1234");
    expect(pathWithoutLocale("/en-us", "en-us")).toBe("/");
    expect(pathWithoutLocale("/fr-ca/events", "en-us")).toBe("/fr-ca/events");
  });

  it("shows on paths that start with one of its paths, never once dismissed", () => {
    const popup = { id: "p1", paths: ["/c/", "/events"], minimizedTitle: "Join" };
    expect(isEligible(popup, "/c/jackets-1234", [], GUEST)).toBe(true);
    expect(isEligible(popup, "/events/trail-run", [], GUEST)).toBe(true);
    expect(isEligible(popup, "/p/ABCDEFGH", [], GUEST)).toBe(false);
    expect(isEligible(popup, "/c/jackets-1234", ["p1"], GUEST)).toBe(false);
  });

  it("picks the first eligible pop-up, one at a time", () => {
    const popups = [
      { id: "a", paths: ["/cart"], minimizedTitle: "Join" },
      { id: "b", paths: ["/"], minimizedTitle: "Join" },
      { id: "c", paths: ["/"], minimizedTitle: "Join" },
    ];
    expect(pickPopup(popups, "/", [], GUEST)?.id).toBe("b");
    expect(pickPopup(popups, "/", ["b"], GUEST)?.id).toBe("c");
    expect(pickPopup(popups, "/", ["b", "c"], GUEST)).toBeNull();
  });

  it("shows a registration pop-up to guests only, a newsletter one to those not subscribed, none before the shopper is known", () => {
    const registration = { id: "r", paths: ["/*"], name: "Registration", minimizedTitle: "Join" };
    const newsletter = { id: "n", paths: ["/*"], name: "Newsletter", minimizedTitle: "10% off" };
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (signedIn, subscribed) => {
        const shopper = { signedIn, subscribed };
        expect(suitsShopper(registration, shopper)).toBe(!signedIn);
        expect(suitsShopper(newsletter, shopper)).toBe(!subscribed);
        expect(pickPopup([registration, newsletter], "/c/x", [], shopper)?.id).toBe(
          !signedIn ? "r" : !subscribed ? "n" : undefined,
        );
      }),
    );
    expect(suitsShopper(registration, null)).toBe(false);
    expect(suitsShopper(newsletter, null)).toBe(false);
    expect(pickPopup([registration, newsletter], "/", [], null)).toBeNull();
  });

  it("never picks a dismissed pop-up, whatever the list and path", () => {
    const id = fc.constantFrom("a", "b", "c", "d");
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id,
            paths: fc.array(fc.constantFrom("/", "/c", "/p"), { maxLength: 2 }),
            minimizedTitle: fc.constant("Join"),
          }),
        ),
        fc.constantFrom("/", "/c/x", "/p/y"),
        fc.array(id),
        (popups, path, dismissed) => {
          const picked = pickPopup(popups, path, dismissed, GUEST);
          if (picked) expect(dismissed).not.toContain(picked.id);
          else
            expect(popups.some((popup) => isEligible(popup, path, dismissed, GUEST))).toBe(false);
        },
      ),
    );
  });
});

describe("pop-up timing and logo (001 §9)", () => {
  it("expands after its own delay, else the default 2000 ms", () => {
    expect(popupDelay({ delay: 500 })).toBe(500);
    expect(popupDelay({})).toBe(POPUP.delayDefaultMs);
    expect(POPUP.delayDefaultMs).toBe(2000);
  });

  it("gives the logo its small, large or expanded height", () => {
    expect(logoHeightRem("small", false)).toBe(1.125);
    expect(logoHeightRem(undefined, false)).toBe(1.125);
    expect(logoHeightRem("large", false)).toBe(1.625);
    expect(logoHeightRem("large", true)).toBe(1.5);
  });
});

describe("pop-up states", () => {
  it("goes minimised → expanded → closed, and a closed pop-up stays closed", () => {
    expect(nextPopupState("minimised", "expand")).toBe("expanded");
    expect(nextPopupState("expanded", "close")).toBe("closed");
    expect(nextPopupState("minimised", "close")).toBe("closed");
    expect(nextPopupState("closed", "expand")).toBe("closed");
    expect(nextPopupState("expanded", "expand")).toBe("expanded");
  });

  it("lets one pop-up hold the screen at a time", () => {
    const slot = createPopupSlot();
    let told = 0;
    slot.subscribe(() => (told += 1));
    slot.claim("a");
    slot.claim("b");
    expect(slot.holder()).toBe("a");
    slot.release("b");
    expect(slot.holder()).toBe("a");
    slot.release("a");
    expect(slot.holder()).toBeNull();
    slot.claim("b");
    expect(slot.holder()).toBe("b");
    expect(told).toBe(3);
  });
});

describe("when the delay is over", () => {
  const free = { overlayOpen: false, focused: null };

  it("expands on a page the shopper is only reading or clicking through", () => {
    expect(mayExpand(free)).toBe(true);
    expect(mayExpand({ ...free, focused: { tag: "A" } })).toBe(true);
    expect(mayExpand({ ...free, focused: { tag: "BUTTON" } })).toBe(true);
    for (const type of ["checkbox", "radio", "submit"])
      expect(mayExpand({ ...free, focused: { tag: "INPUT", type } })).toBe(true);
  });

  it("waits while another dialog or a menu is open, over which it would take the task away", () => {
    expect(mayExpand({ ...free, overlayOpen: true })).toBe(false);
    expect(mayExpand({ overlayOpen: true, focused: { tag: "BUTTON" } })).toBe(false);
  });

  it("waits while the shopper types or picks in a field", () => {
    for (const type of ["text", "email", "password", "search", "tel", "number", "date"])
      expect(mayExpand({ ...free, focused: { tag: "INPUT", type } })).toBe(false);
    expect(mayExpand({ ...free, focused: { tag: "INPUT" } })).toBe(false);
    expect(mayExpand({ ...free, focused: { tag: "TEXTAREA" } })).toBe(false);
    expect(mayExpand({ ...free, focused: { tag: "SELECT" } })).toBe(false);
    expect(mayExpand({ ...free, focused: { tag: "DIV", editable: true } })).toBe(false);
  });
});

describe("the paths a pop-up shows on", () => {
  it("are the home page for /, a page and those under it, or every page for /*", () => {
    const on = (paths: string[], path: string) => showsOnPath({ paths }, path);
    expect(on(["/"], "/")).toBe(true);
    expect(on(["/"], "/cart")).toBe(false);
    expect(on(["/c"], "/cart")).toBe(false);
    expect(on(["/c"], "/c/men-1000")).toBe(true);
    expect(on(["/account"], "/account")).toBe(true);
    expect(on(["/account"], "/account/orders?x=1")).toBe(true);
    expect(on(["/*"], "/stores")).toBe(true);
  });
});
