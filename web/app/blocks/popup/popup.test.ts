import { createElement } from "react";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../dialog/render-static.fixture";
import { Popup, Popups } from "./Popup";
import { PopupDialog } from "./PopupDialog";
import { popupFixture } from "./popup.fixture";

const noop = () => undefined;

describe("pop-up markup", () => {
  it("is not in the server's HTML, so a kept page is the same for everyone", () => {
    expect(renderStatic(createElement(Popups, { popups: [popupFixture()] }), EN_BLOCKS)).toBe("");
    const placed = renderStatic(createElement(Popup, { block: popupFixture() }), EN_BLOCKS);
    expect(placed).toBe('<div class="content-popup-anchor" aria-hidden="true"></div>');
  });

  it("expanded: a dialog titled by its heading, with logo, buttons, disclaimer and close", () => {
    const html = renderStatic(
      createElement(PopupDialog, {
        popup: popupFixture(),
        style: undefined,
        onClose: noop,
        onButton: noop,
        returnFocus: () => null,
      }),
      EN_BLOCKS,
      { level: 1 },
    );
    expect(html).toMatch(/<dialog[^>]*aria-labelledby="([^"]+)"/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html).toContain(`<div id="${id}"><h2 class="content-popup__title">Hear it first</h2>`);
    expect(html).toContain('<p class="content-popup__eyebrow"');
    expect(html).toContain("Join the club");
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('style="height:1.5rem"');
    expect(html).toContain('href="/en-us/c/new-1234"');
    expect(html).toContain("Unsubscribe at any time.");
  });

  it("without a heading, is labelled by its expanded title", () => {
    const html = renderStatic(
      createElement(PopupDialog, {
        popup: popupFixture({ title: undefined }),
        style: undefined,
        onClose: noop,
        onButton: noop,
        returnFocus: () => null,
      }),
      EN_BLOCKS,
    );
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html).toContain(`<p class="content-popup__eyebrow" id="${id}">Join the club</p>`);
    expect(html).not.toContain("<h2");
  });
});
