import type { Cart } from "@ridgeline/contract";
import { useEffect, useId, useRef } from "react";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import { IntentButton, useBagForm } from "./BagForm";
import type { CartLineAnswer } from "./cart.types";
import { CartTotals } from "./CartTotals";
import { ShippingMethodChoice } from "./ShippingMethodChoice";
import { CollectionPointDialog } from "./CollectionPointDialog";
import type { BagPointDialog } from "./cart-delivery.server";

interface Props {
  cart: Cart;
  locale: string;
  onDone(answer: CartLineAnswer): void;
  /** The promo code refusal the page came back with (without JavaScript). */
  problem: string | null;
  /** The shipping method refusal the page came back with (without JavaScript). */
  shippingProblem: string | null;
  /** The collection point search, while the URL asks for it. */
  pointDialog: BagPointDialog | null;
}

/**
 * The bag's order summary: the home delivery's method and its choice, the figures
 * (`CartTotals`, shared with the header's mini cart), then the promo code field and the codes
 * on the bag.
 */
export function CartSummary({
  cart,
  locale,
  onDone,
  problem,
  shippingProblem,
  pointDialog,
}: Props) {
  const t = useT();
  return (
    <aside className="cart__summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{t("cart.summary")}</h2>
      <ShippingMethodChoice cart={cart} locale={locale} onDone={onDone} problem={shippingProblem} />
      {pointDialog ? <CollectionPointDialog dialog={pointDialog} locale={locale} /> : null}
      <CartTotals cart={cart} locale={locale} />
      <PromoCodes cart={cart} onDone={onDone} problem={problem} />
      <a
        {...appLink(`/${locale}/checkout/shipping`)}
        className="button button--primary button--wide"
        data-testid="checkout-button"
      >
        {t("cart.checkout")}
      </a>
    </aside>
  );
}

/** The promo code field and the codes on the bag, each with Remove. */
function PromoCodes({ cart, onDone, problem }: Pick<Props, "cart" | "onDone" | "problem">) {
  const t = useT();
  const hydrated = useHydrated();
  const apply = useBagForm(onDone, problem);
  const remove = useBagForm(onDone, null);
  const id = useId();
  const errorId = `${id}-error`;
  const form = useRef<HTMLFormElement>(null);
  const applied = apply.fetcher.data && "done" in apply.fetcher.data;
  // An applied code leaves the field (it is listed below with its Remove).
  useEffect(() => {
    if (applied) form.current?.reset();
  }, [applied, apply.fetcher.data]);
  return (
    <div className="promo-codes">
      <apply.fetcher.Form method="post" className="promo-codes__form" ref={form}>
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <label htmlFor={`${id}-code`}>{t("cart.promo.label")}</label>
        <div className="promo-codes__row">
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            aria-invalid={apply.error ? true : undefined}
            aria-describedby={apply.error ? errorId : undefined}
            data-testid="promo-code"
          />
          <IntentButton
            intent="coupon"
            label={t("cart.promo.apply")}
            busy={apply.busy}
            className="button button--secondary"
          >
            {t("cart.promo.apply")}
          </IntentButton>
        </div>
        {apply.error ? (
          <p id={errorId} className="field-error" role="alert" data-testid="promo-error">
            {apply.error}
          </p>
        ) : null}
      </apply.fetcher.Form>
      {cart.couponItems.length > 0 ? (
        <ul className="promo-codes__list" aria-label={t("cart.promo.codes")}>
          {cart.couponItems.map((coupon) => (
            <li key={coupon.code} data-testid="applied-code">
              <remove.fetcher.Form method="post">
                {hydrated ? <input type="hidden" name="js" value="1" /> : null}
                <input type="hidden" name="code" value={coupon.code} />
                <strong>{coupon.code}</strong>
                {coupon.status === "APPLIED" ? null : (
                  <span className="muted"> ({t("cart.promo.notApplicable")})</span>
                )}{" "}
                <IntentButton
                  intent="uncoupon"
                  label={t("cart.promo.removeLabel", { code: coupon.code })}
                  busy={remove.busy}
                >
                  {t("cart.remove")}
                </IntentButton>
              </remove.fetcher.Form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
