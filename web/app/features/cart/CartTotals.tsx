import { money } from "../../lib/format";
import { useT } from "../../lib/i18n";
import type { BagTotals } from "./mini-cart";

/**
 * The bag's figures, as the bag page's summary and the header's mini cart show them: subtotal,
 * each discount under its promotion's name (000 §3 promoSummary, the employee discount as
 * "Employee discount", not "Discounts"), shipping (free once a free-shipping promotion
 * applies), tax (at checkout where it goes on top; the VAT a UK or EU total includes, under it)
 * and the total.
 */
export function CartTotals({ cart, locale }: { cart: BagTotals; locale: string }) {
  const t = useT();
  const format = (amount: number) => money(amount, cart.currency, locale);
  const { totals } = cart;
  const discounts = cart.promoSummary.filter(
    (promotion) => promotion.level !== "SHIPPING" && promotion.discount > 0,
  );
  const freeShipping = cart.promoSummary.some((promotion) => promotion.level === "SHIPPING");
  return (
    <dl className="bag-totals">
      <div>
        <dt>{t("cart.subtotal")}</dt>
        <dd data-testid="subtotal">{format(totals.itemTotal)}</dd>
      </div>
      {discounts.map((promotion) => (
        <div key={promotion.promotionId} data-testid="summary-discount">
          <dt>{promotion.promotionName}</dt>
          <dd>−{format(promotion.discount)}</dd>
        </div>
      ))}
      <div>
        <dt>{t("cart.shipping")}</dt>
        <dd>
          {totals.shipping === null
            ? freeShipping
              ? t("cart.shippingFree")
              : t("cart.atCheckout")
            : totals.shipping === 0
              ? t("cart.shippingFree")
              : format(totals.shipping)}
        </dd>
      </div>
      {totals.taxIncluded ? null : (
        <div>
          <dt>{t("cart.tax")}</dt>
          <dd>{totals.tax === null ? t("cart.atCheckout") : format(totals.tax)}</dd>
        </div>
      )}
      <div className="bag-totals__total">
        <dt>{t("cart.total")}</dt>
        <dd data-testid="total">{format(totals.total)}</dd>
      </div>
      {/* VAT is part of the total on the UK and EU sites: said under it, not added to it. */}
      {totals.taxIncluded && totals.tax !== null ? (
        <div className="bag-totals__vat muted" data-testid="vat-included">
          <dt>{t("cart.vatIncluded")}</dt>
          <dd>{format(totals.tax)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
