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

/** Records that a promotion was shown (once per block and page view). */
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
