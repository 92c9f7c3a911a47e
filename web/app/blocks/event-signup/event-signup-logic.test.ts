import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EVENT_DAYS_MAX,
  accountLinks,
  eventDays,
  eventErrorKey,
  eventStep,
  firstProblem,
  guestNameProblem,
  offersDayChoice,
  pagePath,
  registerAction,
  validateEventForm,
} from "./event-signup-logic";

const filled = {
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "Lind",
  plusOne: "",
  terms: true,
};

describe("the event's days (001 §5)", () => {
  it("lists every day from the first to the last, across months", () => {
    expect(eventDays("2026-06-30", "2026-07-02")).toEqual([
      "2026-06-30",
      "2026-07-01",
      "2026-07-02",
    ]);
    expect(eventDays("2026-06-06", "2026-06-06")).toEqual(["2026-06-06"]);
  });

  it("offers the day choice only for an event of two days or more", () => {
    expect(offersDayChoice("2026-06-06", "2026-06-06")).toBe(false);
    expect(offersDayChoice("2026-06-06", "2026-06-07")).toBe(true);
    expect(offersDayChoice("2026-06-07", "2026-06-06")).toBe(false);
  });

  it("counts length + 1 days for any event up to the longest offered", () => {
    const start = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: EVENT_DAYS_MAX - 1 }),
        (from, length) => {
          const day = (offset: number) =>
            new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
          const days = eventDays(day(from), day(from + length));
          expect(days).toHaveLength(length + 1);
          expect(days[0]).toBe(day(from));
          expect(days.at(-1)).toBe(day(from + length));
        },
      ),
    );
  });
});

describe("the join form's rules (001 §5)", () => {
  it("checks the guest's name only when it is filled", () => {
    expect(guestNameProblem("")).toBeNull();
    expect(guestNameProblem("  ")).toBeNull();
    expect(guestNameProblem("Zoë O'Neil-Dupré")).toBeNull();
    expect(guestNameProblem("R2D2")).toBe("invalid");
    expect(guestNameProblem("x".repeat(51))).toBe("invalid");
  });

  it("requires names and the terms; the guest name is checked only where plus-ones are taken", () => {
    expect(validateEventForm(filled, true)).toEqual({});
    expect(validateEventForm({ ...filled, terms: false }, true)).toEqual({
      terms: "blocks.checkboxRequired",
    });
    expect(validateEventForm({ ...filled, plusOne: "123" }, true)).toEqual({
      plusOne: "blocks.guestNameInvalid",
    });
    expect(validateEventForm({ ...filled, plusOne: "123" }, false)).toEqual({});
    const empty = validateEventForm(
      { email: "", firstName: "", lastName: "", plusOne: "", terms: false },
      true,
    );
    expect(Object.keys(empty)).toEqual(["email", "firstName", "lastName", "terms"]);
    expect(firstProblem(empty)).toBe("email");
    expect(firstProblem({})).toBeNull();
  });
});

describe("the signup's steps (001 §4, §6)", () => {
  it("asks for an account until the shopper is known to be signed in, then the form", () => {
    expect(eventStep({ signedIn: null, registered: false, closed: false })).toBe("account");
    expect(eventStep({ signedIn: false, registered: false, closed: false })).toBe("account");
    expect(eventStep({ signedIn: true, registered: false, closed: false })).toBe("join");
  });

  it("confirms a registration until the confirmation is closed", () => {
    expect(eventStep({ signedIn: true, registered: true, closed: false })).toBe("confirmed");
    expect(eventStep({ signedIn: true, registered: true, closed: true })).toBe("closed");
  });
});

describe("the calls and links", () => {
  it("posts to the store's event registration action", () => {
    expect(registerAction("en-us", "trail-weekend")).toBe("/en-us/events/trail-weekend");
  });

  it("links to sign-in and sign-up pages that come back to this page", () => {
    expect(accountLinks("en-us", "/en-us/events-hub")).toEqual({
      signIn: "/en-us/sign-in?next=%2Fen-us%2Fevents-hub",
      signUp: "/en-us/sign-up?next=%2Fen-us%2Fevents-hub",
    });
    expect(pagePath("/events-hub", "en-us")).toBe("/en-us/events-hub");
    expect(pagePath("/en-us/events-hub", "en-us")).toBe("/en-us/events-hub");
    expect(pagePath("/", "en-us")).toBe("/en-us");
  });

  it("words a refusal by its field, its code, or in general", () => {
    expect(eventErrorKey("VAL400", "plusOne")).toBe("blocks.guestNameInvalid");
    expect(eventErrorKey("VAL400", "attendingDays.0")).toBe("blocks.daysInvalid");
    expect(eventErrorKey("EVT409", null)).toBe("blocks.eventFull");
    expect(eventErrorKey("EVT410", null)).toBe("blocks.eventClosed");
    expect(eventErrorKey("GEN500", null)).toBe("blocks.registrationFailed");
  });
});
