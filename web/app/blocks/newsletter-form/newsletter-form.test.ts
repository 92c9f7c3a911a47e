import { createElement } from "react";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { describe, expect, it } from "vitest";
import { renderStatic, signedInShopper } from "../dialog/render-static.fixture";
import { NewsletterForm } from "./NewsletterForm";
import { newsletterFixture } from "./newsletter-form.fixture";

const render = (
  block = newsletterFixture(),
  personal: ReturnType<typeof signedInShopper> | null = null,
) =>
  renderStatic(createElement(NewsletterForm, { block }), EN_BLOCKS, {
    personal,
    scope: { path: "/en-us/c/jackets-1234" },
  });

/** The `<input>` tag of the field named `name`. */
const input = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*/>`).exec(html)?.[0] ?? "";

describe("newsletter form markup", () => {
  it("posts to the store's subscribe action with the page as campaign, without JavaScript too", () => {
    const html = render();
    expect(html).toContain('action="/en-us/account/preferences"');
    expect(html).toContain('method="post"');
    expect(html).toContain('name="intent" value="optin"');
    expect(html).toContain('name="campaignName" value="/en-us/c/jackets-1234"');
    expect(html).toContain('name="acquisitionType" value="Signup"');
    // Before the page runs, the browser's own checks apply and the action redirects as usual.
    expect(html).not.toContain("novalidate");
    expect(html).not.toContain('name="mode"');
  });

  it("shows its subtitle under the title, and keeps its text off the edges of its own colour", () => {
    const html = render(
      newsletterFixture({
        subtitle: "New gear, care tips and the odd route.",
        backgroundColor: "#F5F5F3",
      }),
    );
    expect(html).toContain('class="content-newsletter content-newsletter--filled"');
    expect(html).toMatch(
      /<p class="content-newsletter__subtitle">New gear, care tips and the odd route\.<\/p>/,
    );
    expect(render()).not.toContain("content-newsletter--filled");
  });

  it("labels the e-mail, shows the format hint when asked, and requires the policy box", () => {
    const html = render();
    expect(html).toMatch(/<label for="[^"]+">Email address<\/label>/);
    expect(html).toContain("Enter an e-mail address like name@example.com.");
    expect(input(html, "email")).toContain('type="email"');
    expect(input(html, "email")).toContain('required=""');
    expect(input(html, "policy")).toContain('type="checkbox"');
    expect(input(html, "policy")).toContain('required=""');
    expect(html).toContain('href="/en-us/privacy"');
    expect(html).toContain(">Sign up</button>");
    expect(render(newsletterFixture({ showFormatHint: false }))).not.toContain("name@example.com");
  });

  it("takes the heading level its place gives it", () => {
    expect(render()).toContain('<h2 class="content-newsletter__title">Hear it first</h2>');
  });

  it("shows a signed-in shopper's e-mail fixed, so it is not sent", () => {
    const html = render(newsletterFixture(), signedInShopper({ email: "ana@example.com" }));
    expect(input(html, "email")).toContain('value="ana@example.com"');
    expect(input(html, "email")).toContain('disabled=""');
  });

  it("says an already subscribed shopper is on the list, without box or button", () => {
    const shopper = signedInShopper({ email: "ana@example.com", newsletterSubscribed: true });
    const html = render(newsletterFixture(), shopper);
    expect(html).toContain('<h2 class="content-newsletter__title">You are on the list.</h2>');
    expect(html).not.toContain('name="policy"');
    expect(html).not.toContain('type="submit"');
    const fixed = render(newsletterFixture({ dynamic: false }), shopper);
    expect(fixed).toContain('type="submit"');
  });
});
