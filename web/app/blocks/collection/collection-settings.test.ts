import { describe, expect, it } from "vitest";
import {
  AUTOROTATE_DEFAULT_SECONDS,
  autoplays,
  collectionSettings,
  isCarousel,
  settingsClasses,
  settingsStyle,
} from "./collection-settings";
import { childHeadingParent } from "./heading-levels";

const carousel = {
  type: "carousel" as const,
  slideWidth: 80,
  slideMaxWidth: 420,
  slidePadding: "md" as const,
  showArrows: true,
  showIndicators: true,
  autoplay: true,
  autorotateTime: 4,
  loop: true,
};

describe("collection settings", () => {
  it("falls back from lg to md and from md to sm, whole", () => {
    const settings = collectionSettings({ sm: carousel }, undefined);
    expect(settings.md).toEqual(settings.sm);
    expect(settings.lg).toEqual(settings.sm);
    const grid = collectionSettings({ sm: carousel, md: { type: "grid", columns: 4 } }, undefined);
    expect(grid.md.type).toBe("grid");
    expect(grid.lg.columns).toBe(4);
    expect(grid.lg.autoplay).toBe(false);
  });

  it("gives each breakpoint its own default columns when nothing is set", () => {
    const settings = collectionSettings({}, undefined);
    expect([settings.sm.columns, settings.md.columns, settings.lg.columns]).toEqual([1, 2, 3]);
    expect(settings.lg.type).toBe("grid");
  });

  it("rotates every autorotateTime seconds × 1000, with a default when none is set", () => {
    expect(collectionSettings({ sm: carousel }, undefined).sm.autorotateMs).toBe(4000);
    const noTime = collectionSettings({ sm: { type: "carousel", autoplay: true } }, undefined);
    expect(noTime.sm.autorotateMs).toBe(AUTOROTATE_DEFAULT_SECONDS * 1000);
  });

  it("has no arrows, dots, progress or autoplay in a grid", () => {
    const settings = collectionSettings(
      { sm: { type: "grid", showArrows: true, autoplay: true, showProgress: true } },
      undefined,
    );
    expect(settings.sm).toMatchObject({
      showArrows: false,
      showProgress: false,
      autoplay: false,
    });
    expect(isCarousel(settings)).toBe(false);
    expect(autoplays(settings)).toBe(false);
  });

  it("shows three cards across on md and lg for threeCardGrid", () => {
    const settings = collectionSettings({ sm: carousel }, "threeCardGrid");
    expect(settings.sm.slideWidth).toBe(80);
    expect(settings.md.columns).toBe(3);
    expect(settings.lg.slideWidth).toBeCloseTo(33.333, 2);
  });

  it("writes the classes and custom properties the stylesheet reads", () => {
    const settings = collectionSettings(
      { sm: carousel, md: { type: "grid", columns: 3, margin: "lg" } },
      undefined,
    );
    expect(settingsClasses(settings)).toEqual([
      "collection--sm-carousel",
      "collection--sm-arrows",
      "collection--sm-dots",
      "collection--sm-autoplay",
      "collection--sm-controls",
      "collection--md-grid",
      "collection--lg-grid",
    ]);
    expect(settingsStyle(settings)).toMatchObject({
      "--c-sm-slide-width": "80%",
      "--c-sm-slide-max": "420px",
      "--c-sm-padding": "var(--space-4)",
      "--c-md-columns": "3",
      "--c-md-slide-max": "none",
      "--c-lg-margin": "var(--space-8)",
    });
  });

  it("puts items one heading level below the collection's title, or in its place without one", () => {
    expect(childHeadingParent(2, true) + 1).toBe(3);
    expect(childHeadingParent(2, false) + 1).toBe(2);
    expect(childHeadingParent(1, false) + 1).toBe(2);
  });
});
