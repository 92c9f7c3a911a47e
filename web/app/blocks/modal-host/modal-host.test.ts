import { createElement } from "react";
import { EN_BLOCKS } from "../../lib/messages/blocks/en";
import { describe, expect, it } from "vitest";
import { renderStatic } from "../dialog/render-static.fixture";
import { ModalDialog, ModalHost } from "./ModalHost";

const noop = () => undefined;

describe("modal host markup", () => {
  it("adds nothing to the server's HTML until a modal link is clicked", () => {
    expect(renderStatic(createElement(ModalHost), EN_BLOCKS)).toBe("");
  });

  it("shows a modal as a dialog titled by its title, its blocks one level below", () => {
    const modal = {
      type: "modal" as const,
      id: "size-chart",
      modalId: "size-chart",
      title: "Size chart",
      blocks: [{ type: "spacer" as const, id: "gap" }],
    };
    const html = renderStatic(
      createElement(ModalDialog, {
        state: { status: "ready", modalId: "size-chart", modal },
        onClose: noop,
        returnFocus: () => null,
      }),
      EN_BLOCKS,
    );
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(html).toContain(`<h2 id="${id}" class="content-modal__title">Size chart</h2>`);
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('data-block-id="gap"');
  });

  it("says it is loading, then why nothing came", () => {
    const loading = renderStatic(
      createElement(ModalDialog, {
        state: { status: "loading", modalId: "x" },
        onClose: noop,
        returnFocus: () => null,
      }),
      EN_BLOCKS,
    );
    expect(loading).toContain('aria-busy="true"');
    expect(loading).toContain('role="status"');
    const failed = renderStatic(
      createElement(ModalDialog, {
        state: { status: "failed", modalId: "x" },
        onClose: noop,
        returnFocus: () => null,
      }),
      EN_BLOCKS,
    );
    expect(failed).toContain('role="alert"');
    expect(failed).toContain("This content could not be loaded.");
  });
});
