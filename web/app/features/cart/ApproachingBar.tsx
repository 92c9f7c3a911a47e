import type { BagCallouts } from "./mini-cart";
import { money } from "../../lib/format";

/**
 * What the bag is close to (000 §3/§4 approaching promotions): each promotion's callout has
 * three parts, "while approaching | the rule | once earned"; the first is shown with the
 * amount still to spend, and a threshold promotion the bag has reached shows its third (as
 * does one approaching with nothing left to spend, which only signing in would earn).
 */
export function ApproachingBar({ cart, locale }: { cart: BagCallouts; locale: string }) {
  const approaching = cart.approachingPromotions.map((promotion) => {
    const parts = promotion.calloutMsg.split("|");
    // Nothing left to spend but still approaching (a members' gift for a guest): what is
    // missing is the third part's ("Sign in to add your free socks").
    const text =
      promotion.distanceFromConditionThreshold <= 0 && parts.length === 3
        ? (parts[2] ?? "")
        : (parts[0] ?? "").replace(
            "{amount}",
            money(promotion.distanceFromConditionThreshold, cart.currency, locale),
          );
    return { id: promotion.promotionId, text };
  });
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
