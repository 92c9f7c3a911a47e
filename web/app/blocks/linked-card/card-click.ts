import { promotionClick, type PromotionTracking } from "../shared/promotion";

/**
 * A click inside a linked card: when it landed on a link (the title's, a button, a link of the
 * rich text), a promotion click with the card's title is recorded (001 §2). Returns whether it was.
 */
export function recordCardClick(
  target: unknown,
  title: string | undefined,
  tracking: PromotionTracking | undefined,
): boolean {
  const element = target as { closest?: (selector: string) => unknown } | null;
  if (typeof element?.closest !== "function" || !element.closest("a")) return false;
  promotionClick(title, tracking);
  return true;
}
