import { pushBlockEvent } from "./tag-manager";

export interface PromotionTracking {
  creativeName?: string | undefined;
  promotionId?: string | undefined;
  promotionName?: string | undefined;
}

/** Records a promotion click with the block's title (001 §2 "Clicking records a promotion click"). */
export function promotionClick(
  title: string | undefined,
  tracking: PromotionTracking | undefined,
): void {
  pushBlockEvent("promotionClick", {
    ecommerce: {
      promoClick: {
        promotions: [
          {
            id: tracking?.promotionId ?? "",
            name: tracking?.promotionName ?? title ?? "",
            creative: tracking?.creativeName ?? "",
            title: title ?? "",
          },
        ],
      },
    },
  });
}

/** Records that a promotion was shown (once per block and page view: `onceInView`). */
export function promotionImpression(
  title: string | undefined,
  tracking: PromotionTracking | undefined,
): void {
  pushBlockEvent("promotionImpression", {
    ecommerce: {
      promoView: {
        promotions: [
          {
            id: tracking?.promotionId ?? "",
            name: tracking?.promotionName ?? title ?? "",
            creative: tracking?.creativeName ?? "",
          },
        ],
      },
    },
  });
}

/** What `onceInView` needs of the browser's IntersectionObserver (tests hand in their own). */
export type ViewObserver = new (
  report: (entries: readonly { isIntersecting: boolean }[]) => void,
  options: { threshold: number },
) => { observe(element: Element): void; disconnect(): void };

/**
 * Calls `seen` once, the first time at least half of `element` is in the viewport (a promotion
 * "in view"); answers how to stop watching. Without an observer (an old browser) never.
 */
export function onceInView(
  element: Element,
  seen: () => void,
  Observer: ViewObserver | undefined = globalThis.IntersectionObserver,
): () => void {
  if (!Observer) return () => undefined;
  const observer = new Observer(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      seen();
    },
    { threshold: 0.5 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
