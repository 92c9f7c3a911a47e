import { createElement } from "react";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { describe, expect, it } from "vitest";
import { renderStatic, signedInShopper } from "../dialog/render-static.fixture";
import { EventSignup } from "./EventSignup";
import { eventSignupFixture } from "./event-signup.fixture";

const render = (
  block = eventSignupFixture(),
  personal: ReturnType<typeof signedInShopper> | null = null,
) =>
  renderStatic(createElement(EventSignup, { block }), EN_BLOCKS, {
    personal,
    scope: { path: "/en-us/events-hub" },
  });

describe("event signup markup", () => {
  it("step 1: sign in or create an account, as links that come back here without JavaScript", () => {
    const html = render();
    expect(html).toContain('<h2 class="content-event__title">Trail weekend</h2>');
    expect(html).toContain("June 6, 2026 – June 7, 2026");
    expect(html).toContain('href="/en-us/sign-in?next=%2Fen-us%2Fevents-hub"');
    expect(html).toContain('href="/en-us/sign-up?next=%2Fen-us%2Fevents-hub"');
    expect(html).not.toContain("<form");
  });

  it("step 2 (signed in): the form posts to the event's registration, with its fields", () => {
    const html = render(eventSignupFixture(), signedInShopper({ email: "ana@example.com" }));
    expect(html).toContain('action="/en-us/events/trail-weekend"');
    expect(html).toContain('value="ana@example.com"');
    expect(html).toContain('name="firstName"');
    expect(html).toContain('name="lastName"');
    expect(html).toContain('name="plusOne"');
    expect(html).toContain('name="eventTermsAccepted"');
    expect(html).toContain('value="2026-06-06"');
    expect(html).toContain('value="2026-06-07"');
    expect(html).toContain("Saturday, June 6");
    expect(html).toContain(">Count me in</button>");
  });

  it("offers no days for a one-day event and no guest where plus-ones are not taken", () => {
    const html = render(
      eventSignupFixture({ endDate: "2026-06-06", enablePlusOne: false }),
      signedInShopper(),
    );
    expect(html).not.toContain('name="attendingDays"');
    expect(html).not.toContain('name="plusOne"');
    expect(html).toContain(">June 6, 2026</p>");
  });
});
