import { describe, expect, it } from "vitest";
import { newsletterFixture } from "../newsletter-form/newsletter-form.fixture";
import { dialogChildren, mediaPlacement, shouldAutoplay, triggerLabel } from "./dialog-layout";

describe("dialog layout (001 §3 Dialog)", () => {
  it("puts media above the text by default, in the text for body, left for the left layouts", () => {
    expect(mediaPlacement(undefined)).toEqual({
      slot: "before",
      className: "content-dialog--media-top",
    });
    expect(mediaPlacement("body").slot).toBe("body");
    expect(mediaPlacement("left-normal")).toEqual({
      slot: "before",
      className: "content-dialog--media-left-normal",
    });
    expect(mediaPlacement("left-large").className).toBe("content-dialog--media-left-large");
  });

  it("shows its newsletter form, its event signup only as the event-signup variant, then blocks", () => {
    const form = newsletterFixture();
    const signup = { type: "eventSignup" as const, id: "trail-day" };
    const spacer = { type: "spacer" as const, id: "gap" };
    expect(dialogChildren({ newsletterForm: form, eventSignup: signup, blocks: [spacer] })).toEqual(
      [form, spacer],
    );
    expect(
      dialogChildren({ variant: "event-signup", eventSignup: signup, blocks: [spacer] }),
    ).toEqual([signup, spacer]);
    expect(dialogChildren({})).toEqual([]);
  });

  it("labels its opening control with its title, else the fixed word", () => {
    expect(triggerLabel({ title: "Join us" }, "Open")).toBe("Join us");
    expect(triggerLabel({ title: "  " }, "Open")).toBe("Open");
    expect(triggerLabel({}, "Open")).toBe("Open");
  });

  it("autoplays a video only when asked and motion is not reduced", () => {
    expect(shouldAutoplay({ autoplay: true, muted: true }, false)).toBe(true);
    expect(shouldAutoplay({ autoplay: true, muted: true }, true)).toBe(false);
    expect(shouldAutoplay({ autoplay: false, muted: true }, false)).toBe(false);
    expect(shouldAutoplay(undefined, false)).toBe(false);
  });
});
