import type { Cart } from "@ridgeline/contract";
import { useEffect, useRef } from "react";
import { pushDataLayer } from "../../lib/analytics";
import { cartEcommerce, cartItemRecord } from "../../lib/cart-analytics";
import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";
import { CartTotals } from "../cart";

/**
 * The bag beside each step (under it on a phone): its lines, each with its quantity and row
 * total, and the bag's figures as the bag page shows them.
 */
export function OrderAside({
  cart,
  locale,
  event,
}: {
  cart: Cart;
  locale: string;
  /** The analytics event the step's page sends. */
  event: Parameters<typeof useCheckoutEvent>[0];
}) {
  const t = useT();
  useCheckoutEvent(event, cart);
  return (
    <aside className="checkout__aside" aria-labelledby="checkout-aside-title">
      <h2 id="checkout-aside-title">{t("checkout.items")}</h2>
      <ul className="checkout-lines" data-testid="checkout-lines">
        {cart.items.map((item) => (
          <li key={item.id} className="checkout-lines__line">
            <span className="checkout-lines__name">
              {item.name}
              <span className="muted">
                {" "}
                {item.variants.map((variant) => variant.value).join(" · ")}
              </span>
            </span>
            <span className="muted">{t("checkout.qty", { qty: item.qty })}</span>
            <span className="checkout-lines__total">
              {money(item.price.rowTotal, cart.currency, locale)}
            </span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} locale={locale} />
    </aside>
  );
}

/**
 * Checkout's analytics events (issue 13): begin_checkout at shipping, add_shipping_info at
 * billing, add_payment_info at the summary; once per visit of the step's page.
 */
export function useCheckoutEvent(
  event: "begin_checkout" | "add_shipping_info" | "add_payment_info",
  cart: Cart,
): void {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    pushDataLayer({
      event,
      ecommerce: cartEcommerce(
        cart,
        cart.items.map((item) => cartItemRecord(item)),
      ),
    });
  }, [event, cart]);
}
