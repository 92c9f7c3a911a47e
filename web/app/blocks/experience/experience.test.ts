import fc from "fast-check";
import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { decisionOf, experienceView } from "./experience";
import { Experience } from "./Experience";
import { EXPERIENCE } from "./experience.fixture";
import { loadBlockCode, renderInPage } from "../segmentation/render-in-page.fixture";

describe("decisionOf (001 §7: personalisation data by experience id)", () => {
  it("reads a variant id or the baseline, and nothing else", () => {
    const data = {
      "exp-home-hero": { variantId: "v-winter" },
      "exp-other": { variant: "Baseline" },
      "exp-bad": { variantId: 4 },
    };
    expect(decisionOf(data, "exp-home-hero")).toEqual({ variantId: "v-winter" });
    expect(decisionOf(data, "exp-other")).toEqual({ variant: "Baseline" });
    expect(decisionOf(data, "exp-bad")).toBeNull();
    expect(decisionOf(data, "exp-missing")).toBeNull();
    expect(decisionOf(undefined, "exp-home-hero")).toBeNull();
    expect(decisionOf({ toString: { variantId: "x" } }, "hasOwnProperty")).toBeNull();
  });
});

describe("experienceView (001 §4 Experience)", () => {
  it("shows the baseline alone until a decision arrives", () => {
    expect(experienceView(EXPERIENCE, null)).toEqual({
      state: "pending",
      variant: null,
      baselineVisible: true,
    });
  });

  it("hides the baseline exactly when the chosen variant exists and is not Baseline", () => {
    const ids = [...EXPERIENCE.variants.map((variant) => variant.variantId), "v-gone"];
    fc.assert(
      fc.property(fc.constantFrom(...ids), (variantId) => {
        const view = experienceView(EXPERIENCE, { variantId });
        const variant = EXPERIENCE.variants.find((candidate) => candidate.variantId === variantId);
        const replaces = variant !== undefined && variant.name !== "Baseline";
        expect(view.state).toBe("decided");
        expect(view.baselineVisible).toBe(!replaces);
        expect(view.variant).toBe(replaces ? variant : null);
      }),
    );
    expect(experienceView(EXPERIENCE, { variant: "Baseline" }).baselineVisible).toBe(true);
  });
});

describe("Experience block", () => {
  beforeAll(() => loadBlockCode(["richTextBlock"]));

  it("renders the baseline on the server, at its own heading level", () => {
    const html = renderInPage(createElement(Experience, { block: EXPERIENCE }));
    expect(html).toMatch(/<h2[^>]*>Gear for every trail<\/h2>/);
    expect(html).toContain('data-experience-state="pending"');
    expect(html).not.toContain("Ready for winter");
    expect(html).not.toContain("aria-hidden");
  });

  it("with a decision, shows the variant over the hidden baseline, which keeps its place", () => {
    const html = renderInPage(
      createElement(Experience, { block: EXPERIENCE, decision: { variantId: "v-winter" } }),
    );
    expect(html).toContain('data-variant-id="v-winter"');
    expect(html).toContain("Ready for winter");
    expect(html).toMatch(
      /class="content-experience__layer content-experience__layer--hidden" aria-hidden="true" inert=""/,
    );
    expect(html).toContain("Gear for every trail");
  });
});
