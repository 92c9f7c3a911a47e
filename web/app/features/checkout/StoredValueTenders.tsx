import type { Cart, PaymentMethodId } from "@ridgeline/contract";
import { Form } from "react-router";
import { money } from "../../lib/format";
import { useCodeWord } from "../../lib/code-words";
import { useT } from "../../lib/i18n";
import { tenderErrorText } from "./checkout-flow";

interface Props {
  cart: Cart;
  locale: string;
  offered: readonly PaymentMethodId[];
  /** The refusal of the last tender form sent. */
  problem: { method: string; errorId: string } | null;
}

/**
 * The bag's stored-value tenders on the billing page (decision 0068): those on the bag with
 * what each pays and Remove, then a form for each the bag is offered (gift card, points, the
 * athlete's allowance, reward code and card), and what is left for the card, Klarna or PayPal.
 * Each form is its own POST, so none is nested in the billing form.
 */
export function StoredValueTenders({ cart, locale, offered, problem }: Props) {
  const t = useT();
  const word = useCodeWord();
  const format = (amount: number) => money(amount, cart.currency, locale);
  const error = (method: string) =>
    problem && problem.method === method ? (
      <p className="field-error" role="alert" data-testid={`tender-error-${method}`}>
        {tenderErrorText(t, problem.errorId)}
      </p>
    ) : null;
  const field = (method: string, name: string, label: string, autoComplete = "off") => (
    <div className="field-group">
      <label htmlFor={`tender-${method}-${name}`}>{label}</label>
      <input
        id={`tender-${method}-${name}`}
        name={name}
        autoComplete={autoComplete}
        required
        maxLength={64}
        // A PIN and a card number are digits: the phone's number pad (decision 0083).
        inputMode={name === "pin" || name === "number" ? "numeric" : undefined}
      />
    </div>
  );
  const form = (method: PaymentMethodId, title: string, fields: React.ReactNode, cta: string) =>
    offered.includes(method) ? (
      <Form method="post" className="checkout-tender-form" data-testid={`tender-form-${method}`}>
        <input type="hidden" name="intent" value="addTender" />
        <input type="hidden" name="method" value={method} />
        <p className="checkout-tender-form__title">{title}</p>
        {fields}
        <button type="submit" className="button button--secondary">
          {cta}
        </button>
        {error(method)}
      </Form>
    ) : null;
  return (
    <section className="checkout-fieldset checkout-stored-value" data-testid="stored-value">
      {/* The bag's stored-value tenders (issue 13, decision 0068). */}
      <h2>{t("checkout.storedValue")}</h2>
      {cart.payment_instruments.length > 0 ? (
        <ul className="checkout-tenders" data-testid="bag-tenders">
          {cart.payment_instruments.map((tender) => (
            <li key={tender.payment_instrument_id}>
              <span>{tender.label}</span>
              <span className="checkout-tenders__amount">−{format(tender.amount)}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="removeTender" />
                <input
                  type="hidden"
                  name="paymentInstrumentId"
                  value={tender.payment_instrument_id}
                />
                <button type="submit" className="link-button">
                  {t("checkout.tenderRemove")}
                  <span className="visually-hidden"> {tender.label}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {error("")}
      {form(
        "GIFT_CARD",
        word("tender", "GIFT_CARD"),
        <div className="stack-form__row">
          {field("GIFT_CARD", "number", t("checkout.giftCardNumber"))}
          {field("GIFT_CARD", "pin", t("checkout.giftCardPin"))}
        </div>,
        t("checkout.tenderApply"),
      )}
      {form("LOYALTY_POINTS", word("tender", "LOYALTY_POINTS"), null, t("checkout.usePoints"))}
      {form(
        "ATHLETES_PAYMENT",
        word("tender", "ATHLETES_PAYMENT"),
        null,
        t("checkout.useAllowance"),
      )}
      {form(
        "REWARD_CODE",
        word("tender", "REWARD_CODE"),
        field("REWARD_CODE", "code", t("checkout.rewardCode")),
        t("checkout.tenderApply"),
      )}
      {form(
        "REWARD_CARD",
        word("tender", "REWARD_CARD"),
        field("REWARD_CARD", "number", t("checkout.rewardCard")),
        t("checkout.tenderApply"),
      )}
      <p className="checkout-left" data-testid="left-to-pay">
        {t("checkout.leftToPay", { amount: format(cart.totals.remainingToPay) })}
      </p>
    </section>
  );
}
