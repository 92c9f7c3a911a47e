import { createElement } from "react";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOCKS } from "../registry";
import { Dialog } from "./Dialog";
import { dialogFixture } from "./dialog.fixture";
import { renderStatic } from "./render-static.fixture";

beforeAll(async () => {
  // The child's code, as a page would have fetched it before rendering it.
  await (BLOCKS.newsletterForm as unknown as { preload(): Promise<unknown> }).preload();
});

describe("dialog block markup", () => {
  it("without JavaScript: a link to the dialog, which holds the content and a way back", () => {
    const html = renderStatic(createElement(Dialog, { block: dialogFixture() }), EN_BLOCKS, {
      level: 1,
    });
    expect(html).toContain(
      '<a id="content-dialog-newsletter-dialog-open" href="#content-dialog-newsletter-dialog" class="button button--primary">Join the newsletter</a>',
    );
    expect(html).toMatch(/<dialog id="content-dialog-newsletter-dialog"[^>]*aria-labelledby="/);
    expect(html).toContain('href="#content-dialog-newsletter-dialog-open" aria-label="Close"');
    expect(html).toContain("content-dialog--media-left-large");
    expect(html).toContain("content-dialog--align-center");
  });

  it("titles the dialog with an h2 and its children one level below", () => {
    const html = renderStatic(createElement(Dialog, { block: dialogFixture() }), EN_BLOCKS, {
      level: 1,
    });
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html).toContain(
      `<div id="${id}"><h2 class="content-dialog__title">Join the newsletter</h2>`,
    );
    expect(html).toContain('<h3 class="content-newsletter__title">Hear it first</h3>');
    expect(html).toContain('alt="A trail" width="800" height="600"');
    expect(html).toContain("Once a week, never more.");
    expect(html).toContain('href="/en-us/privacy"');
  });

  it("shows the event signup only in the event-signup variant", () => {
    const signup = {
      type: "eventSignup" as const,
      id: "trail-day",
      eventId: "trail-day",
      title: "Trail day",
      startDate: "2026-06-01",
      endDate: "2026-06-01",
      enablePlusOne: false,
      confirmationTitle: "See you there",
    };
    const plain = renderStatic(
      createElement(Dialog, {
        block: dialogFixture({ newsletterForm: undefined, eventSignup: signup }),
      }),
      EN_BLOCKS,
    );
    expect(plain).not.toContain("block--eventSignup");
    const variant = renderStatic(
      createElement(Dialog, {
        block: dialogFixture({
          newsletterForm: undefined,
          eventSignup: signup,
          variant: "event-signup",
        }),
      }),
      EN_BLOCKS,
    );
    expect(variant).toContain("block--eventSignup");
  });

  it("without a title, is named by its opening control's fixed word", () => {
    const html = renderStatic(
      createElement(Dialog, { block: dialogFixture({ title: undefined }) }),
      EN_BLOCKS,
    );
    expect(html).toContain('aria-label="Open"');
    expect(html).not.toContain("aria-labelledby");
  });
});
