import type { BagCallouts } from "./mini-cart";
import { money } from "../../lib/format";

/**
 * What the bag is close to (000 §3/§4 approaching promotions): each promotion's callout has
 * three parts, "while approaching | the rule | once earned"; the first is shown with the
 * amount still to spend, and a threshold promotion the bag has reached shows its third.
 */
export function ApproachingBar({ cart, locale }: { cart: BagCallouts; locale: string }) {
  const approaching = cart.approachingPromotions.map((promotion) => ({
    id: promotion.promotionId,
    text: (promotion.calloutMsg.split("|")[0] ?? "").replace(
      "{amount}",
      money(promotion.distanceFromConditionThreshold, cart.currency, locale),
    ),
  }));
  const earned = cart.promoSummary
    .map((promotion) => ({ id: promotion.promotionId, parts: promotion.calloutMessage.split("|") }))
    .filter((promotion) => promotion.parts.length === 3)
    .map((promotion) => ({ id: promotion.id, text: promotion.parts[2] ?? "" }));
  const messages = [...approaching, ...earned].filter((message) => message.text);
  if (messages.length === 0) return null;
  return (
    <ul className="approaching" data-testid="approaching">
      {messages.map((message) => (
        <li key={message.id}>{message.text}</li>
      ))}
    </ul>
  );
}
