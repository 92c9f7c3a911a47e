import { afterEach, describe, expect, it, vi } from "vitest";
import { onceInView, promotionImpression, type ViewObserver } from "./promotion";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `show(true)` brings the element into view. */
function fakeObserver() {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  let watching = false;
  const Observer = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      report = callback;
    }
    observe() {
      watching = true;
    }
    disconnect() {
      watching = false;
    }
  } as unknown as ViewObserver;
  return {
    Observer,
    show: (isIntersecting: boolean) => {
      if (watching) report?.([{ isIntersecting }]);
    },
    watching: () => watching,
  };
}

describe("promotion impressions", () => {
  it("are recorded once, when the promotion first comes into view", () => {
    const view = fakeObserver();
    const seen = vi.fn();
    onceInView({} as Element, seen, view.Observer);
    view.show(false);
    expect(seen).not.toHaveBeenCalled();
    view.show(true);
    view.show(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(view.watching()).toBe(false);
  });

  it("are not recorded for a card that left the page before it was seen", () => {
    const view = fakeObserver();
    const seen = vi.fn();
    const stop = onceInView({} as Element, seen, view.Observer);
    stop();
    view.show(true);
    expect(seen).not.toHaveBeenCalled();
  });

  it("push the promotion's id, name and creative under C0002", () => {
    const dataLayer: unknown[] = [];
    vi.stubGlobal("window", { dataLayer });
    vi.stubGlobal("__rlConsent", ["C0001", "C0002"]);
    promotionImpression("Autumn layers", { promotionId: "autumn-26", creativeName: "hero" });
    expect(dataLayer).toEqual([
      {
        event: "promotionImpression",
        ecommerce: {
          promoView: {
            promotions: [{ id: "autumn-26", name: "Autumn layers", creative: "hero" }],
          },
        },
      },
    ]);
  });
});
