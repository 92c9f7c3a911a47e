import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderBlock } from "../collection/render.fixture";
import { Accordion } from "./Accordion";
import { accordionClasses, accordionPaddings } from "./accordion-style";
import { accordionFixture } from "./accordion.fixture";

const render = (fields: Record<string, unknown> = {}) =>
  renderBlock(createElement(Accordion, { block: accordionFixture(fields) }));

describe("accordion", () => {
  it("pads per breakpoint, md taking sm's and lg md's when unset", () => {
    expect(accordionPaddings({ sm: "md", lg: "xl" })).toEqual({
      sm: "var(--space-4)",
      md: "var(--space-4)",
      lg: "var(--space-12)",
    });
    expect(accordionPaddings(undefined)).toEqual({ sm: undefined, md: undefined, lg: undefined });
  });

  it("names its style, icons and divider in classes, chevron and default unless set", () => {
    expect(accordionClasses({})).toBe("accordion accordion--default accordion--icons-chevron");
    expect(accordionClasses({ style: "compact", iconsStyle: "plus", bottomDivider: true })).toBe(
      "accordion accordion--compact accordion--icons-plus accordion--divider",
    );
  });

  it("renders each item as details and summary, closed, so it works without code", () => {
    const html = render();
    const items = html.match(
      /<details class="accordion__item"><summary class="accordion__summary">/g,
    );
    expect(items).toHaveLength(2);
    expect(html).not.toContain(" open");
    expect(html).toContain(
      '<span class="accordion__icon content-icon content-icon--truck" aria-hidden="true"></span><span class="accordion__title">How long does delivery take?</span>',
    );
    expect(html).toContain(
      '<div class="rich-text accordion__panel"><p>Two to four days.</p></div>',
    );
    expect(html).toContain("accordion--compact accordion--icons-plus accordion--divider");
    expect(html).toContain(
      "--acc-pad-sm:var(--space-4);--acc-pad-md:var(--space-4);--acc-pad-lg:var(--space-12)",
    );
    expect(html).toMatch(/<h2 class="accordion__heading[^"]*">Delivery questions<\/h2>/);
  });
});
