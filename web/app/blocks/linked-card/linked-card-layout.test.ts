import { BADGE_SIZE_UNITS, GRADIENT_HEIGHTS } from "@ridgeline/contract";
import { describe, expect, it } from "vitest";
import {
  BADGE_SIZE_PX,
  cardBackgrounds,
  cardGradient,
  cardLayouts,
  cardLink,
  layoutClasses,
  overlayTextColor,
} from "./linked-card-layout";
import { linkedCardFixture } from "./linked-card.fixture";

describe("linked card layout", () => {
  it("takes the small layout for md when md has none, and md's for lg always", () => {
    const layouts = cardLayouts({ sm: { layout: "overlay-top", alignment: "center" } });
    expect(layouts.md).toEqual({ position: "top", alignment: "center" });
    expect(layouts.lg).toEqual(layouts.md);
    const both = cardLayouts({
      sm: { layout: "stacked", alignment: "left" },
      md: { layout: "overlay", alignment: "center" },
      lg: { layout: "overlay-top", alignment: "left" },
    });
    expect(both.lg).toEqual({ position: "bottom", alignment: "center" });
  });

  it("puts overlay and overlay-bottom text at the foot, overlay-top at the top, stacked under", () => {
    const position = (layout: "overlay" | "overlay-bottom" | "overlay-top" | "stacked") =>
      cardLayouts({ sm: { layout, alignment: "left" } }).sm.position;
    expect(position("overlay")).toBe("bottom");
    expect(position("overlay-bottom")).toBe("bottom");
    expect(position("overlay-top")).toBe("top");
    expect(position("stacked")).toBe("stacked");
    expect(cardLayouts(undefined).sm).toEqual({ position: "bottom", alignment: "left" });
  });

  it("names each breakpoint's position and alignment in classes", () => {
    const classes = layoutClasses(cardLayouts(linkedCardFixture().responsiveLayout));
    expect(classes).toEqual([
      "linked-card--sm-stacked",
      "linked-card--sm-center",
      "linked-card--md-top",
      "linked-card--md-left",
      "linked-card--lg-top",
      "linked-card--lg-left",
    ]);
  });

  it("links the media and title to the media target, else to the first button's", () => {
    expect(cardLink(linkedCardFixture())?.url).toBe("/en-us/c/autumn-5678");
    const noMediaTarget = linkedCardFixture({
      mediaTarget: undefined,
      targets: [{ text: "Shop", url: "https://example.com/x", targetAttribute: "_blank" }],
    });
    expect(cardLink(noMediaTarget)).toEqual({ url: "https://example.com/x", target: "_blank" });
    expect(cardLink({ mediaTarget: undefined, targets: [] })).toBeNull();
  });

  it("sizes the gradient from GRADIENT_HEIGHTS and shows it only where text is overlaid", () => {
    const layouts = cardLayouts({
      sm: { layout: "stacked", alignment: "left" },
      md: { layout: "overlay", alignment: "left" },
    });
    const focused = cardGradient({ gradientStyle: "focused", gradientTone: "#ffffff" }, layouts);
    expect(focused).toEqual({
      heightPercent: GRADIENT_HEIGHTS.focused,
      tone: "#ffffff",
      breakpoints: ["md", "lg"],
    });
    const full = cardGradient(
      { gradientStyle: "full", gradientBreakpoints: { md: false } },
      cardLayouts(undefined),
    );
    expect(full?.heightPercent).toBe(35);
    expect(full?.breakpoints).toEqual(["sm", "lg"]);
    expect(cardGradient({ gradientStyle: "off" }, layouts)).toBeNull();
    expect(cardGradient(undefined, layouts)).toBeNull();
  });

  it("writes dark text over a light gradient tone and white over a dark one or none", () => {
    expect(overlayTextColor({ gradientStyle: "full", gradientTone: "white" })).toBe(
      "var(--color-text)",
    );
    expect(overlayTextColor({ gradientStyle: "full", gradientTone: "#1f3d2b" })).toBe("#ffffff");
    expect(overlayTextColor({ gradientStyle: "off", gradientTone: "white" })).toBe("#ffffff");
    expect(overlayTextColor(undefined)).toBe("#ffffff");
  });

  it("falls back per breakpoint for the background colour", () => {
    expect(cardBackgrounds(linkedCardFixture().backgroundColor)).toEqual({
      sm: "var(--color-grey-100)",
      md: "#1f3d2b",
      lg: "#1f3d2b",
    });
    expect(cardBackgrounds(undefined)).toEqual({ sm: undefined, md: undefined, lg: undefined });
  });

  it("makes the badge 14 units of 4 px square", () => {
    expect(BADGE_SIZE_UNITS).toBe(14);
    expect(BADGE_SIZE_PX).toBe(56);
  });
});
