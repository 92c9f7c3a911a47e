import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { personalPage } from "../../lib/session.server";
import { OwnValidation } from "../../lib/form-validation";
import { useCodeWord } from "../../lib/code-words";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { useHydrated } from "../../lib/use-hydrated";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import { cartCss } from "../cart";
import checkoutCss from "./checkout.css?url";
import type { Route } from "./+types/checkout-billing.route";
import { checkoutBag } from "./checkout.server";
import { CARD_FRAME_URL, homeShipmentOf, problemKey, problemText, stepUrl } from "./checkout-flow";
import {
  billingPage,
  billingReturn,
  FRAME_CARD_INTENT,
  submitBilling,
  takeFrameCard,
} from "./billing.server";
import { submitTender } from "./tenders.server";
import { StoredValueTenders } from "./StoredValueTenders";
import { AddressFields } from "./AddressFields";
import { CardFrame } from "./CardFrame";
import { CheckoutProblem, CheckoutSteps } from "./CheckoutSteps";
import { OrderAside } from "./OrderAside";

export const links: Route.LinksFunction = () => stylesheets(priceCss, cartCss, checkoutCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("checkout.title") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const bag = await checkoutBag(context, params.locale, request);
  const next = billingReturn(bag, params.locale, url);
  if (next) throw redirect(next);
  // Billing comes after the delivery address: a bag going home without one goes back for it.
  if (homeShipmentOf(bag.cart)?.address === null)
    throw redirect(stepUrl(params.locale, "shipping"));
  return {
    cart: bag.cart,
    ...(await billingPage(bag, params.locale, url)),
    messages: pageMessages(params.locale, ["checkout", "cart", "form-errors"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const bag = await checkoutBag(context, params.locale, request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "addTender" || intent === "removeTender")
    return submitTender(bag, params.locale, form);
  if (intent === FRAME_CARD_INTENT) return takeFrameCard(bag, params.locale, form);
  const { offered, saved } = await billingPage(bag, params.locale, new URL(request.url));
  return submitBilling(bag, params.locale, form, offered, saved);
}

export default function CheckoutBilling({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const word = useCodeWord();
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const { cart, offered, saved, rules, shippingAddress, tender } = loaderData;
  const answer = actionData && "values" in actionData ? actionData : null;
  const tenderProblem =
    actionData && "tenderProblem" in actionData ? actionData.tenderProblem : null;
  const values = answer?.values ?? loaderData.billingValues;
  const problem = answer?.problem ?? null;
  const paidInFull = cart.totals.remainingToPay === 0;
  const mainSaved = saved.find((item) => item.card.main) ?? saved[0];
  const firstChoice =
    values["tender"] ??
    (tender?.paymentInstrumentId
      ? `saved:${tender.paymentInstrumentId}`
      : tender?.token
        ? "new"
        : tender?.code === "KLARNA" || tender?.code === "PAYPAL"
          ? tender.code
          : mainSaved
            ? `saved:${mainSaved.payment_instrument_id}`
            : "new");
  const [choice, setChoice] = useState(firstChoice);
  const [billingChoice, setBillingChoice] = useState(
    values["billingChoice"] ?? (shippingAddress ? "same" : "other"),
  );
  const pageProblem = loaderData.cancelled
    ? t("checkout.sessionCancelled", { method: word("tender", loaderData.cancelled) })
    : loaderData.problem
      ? problemText(t, loaderData.problem)
      : problem && (problem.field === "tender" || problem.field === "billing")
        ? problemText(t, problemKey(problem.errorId))
        : null;
  // The frame serves this bag: its token pays for this bag's order only (decision 0078).
  const frameSrc = `${CARD_FRAME_URL}?basketId=${encodeURIComponent(cart.basketId)}&returnUrl=${encodeURIComponent(stepUrl(params.locale, "billing"))}`;
  const addressProblem =
    problem?.field.startsWith("billing.") === true
      ? { field: problem.field.slice("billing.".length), errorId: problem.errorId }
      : null;
  return (
    <div className="checkout">
      <CheckoutSteps locale={params.locale} current="billing" />
      <div className="checkout__main">
        <h1>{t("checkout.billingHeading")}</h1>
        <CheckoutProblem text={pageProblem} />
        <StoredValueTenders
          cart={cart}
          locale={params.locale}
          offered={offered}
          problem={tenderProblem}
        />
        <Form method="post" className="stack-form checkout-form" data-testid="billing-form">
          <OwnValidation />
          <fieldset className="checkout-fieldset">
            <legend>{t("checkout.billingAddress")}</legend>
            {shippingAddress ? (
              <div className="checkout-choices">
                {(["same", "other"] as const).map((option) => (
                  <label key={option} className="checkout-choice">
                    <input
                      type="radio"
                      name="billingChoice"
                      value={option}
                      checked={billingChoice === option}
                      onChange={() => setBillingChoice(option)}
                    />
                    <span className="checkout-choice__text">
                      <strong>
                        {t(option === "same" ? "checkout.sameAsShipping" : "checkout.otherAddress")}
                      </strong>
                      {option === "same" ? (
                        <span className="muted">
                          {shippingAddress.addressLine1}, {shippingAddress.city}
                        </span>
                      ) : null}
                    </span>
                  </label>
                ))}
              </div>
            ) : (
              <input type="hidden" name="billingChoice" value="other" />
            )}
            {/* Without JavaScript the fields stay shown; "same" leaves them unread. */}
            {billingChoice === "other" || !hydrated ? (
              <AddressFields
                rules={rules}
                values={values}
                problem={addressProblem}
                prefix="billing."
                optional={!hydrated && shippingAddress !== null}
              />
            ) : null}
          </fieldset>

          {paidInFull ? (
            <p className="notice notice--success" data-testid="paid-in-full">
              {t("checkout.paidInFull")}
            </p>
          ) : (
            <fieldset className="checkout-fieldset checkout-choices" data-testid="tenders">
              <legend>{t("checkout.tender")}</legend>
              {offered.includes("CREDIT_CARD")
                ? saved.map((item) => (
                    <label key={item.payment_instrument_id} className="checkout-choice">
                      <input
                        type="radio"
                        name="tender"
                        value={`saved:${item.payment_instrument_id}`}
                        checked={choice === `saved:${item.payment_instrument_id}`}
                        onChange={(event) => setChoice(event.currentTarget.value)}
                      />
                      <span className="checkout-choice__text">
                        <strong>
                          {t("checkout.savedCard", {
                            brand: item.card.cardType ?? "",
                            lastFour: item.card.lastFour,
                          })}
                        </strong>
                        <span className="muted">
                          {t("checkout.savedCardExpires", {
                            month: String(item.card.expirationMonth ?? "").padStart(2, "0"),
                            year: item.card.expirationYear ?? "",
                          })}
                        </span>
                      </span>
                    </label>
                  ))
                : null}
              {offered.includes("CREDIT_CARD") ? (
                <div className="checkout-choice-block">
                  <label className="checkout-choice">
                    <input
                      type="radio"
                      name="tender"
                      value="new"
                      checked={choice === "new"}
                      onChange={() => setChoice("new")}
                    />
                    <span className="checkout-choice__text">
                      <strong>{t("checkout.newCard")}</strong>
                    </span>
                  </label>
                  {choice === "new" && hydrated ? (
                    <CardFrame src={frameSrc} ready={tender?.token ? tender : null} />
                  ) : null}
                  {choice === "new" && loaderData.canSaveCard ? (
                    <label className="checkbox-line" data-testid="save-card">
                      <input type="checkbox" name="saveCard" />
                      {t("checkout.saveCard")}
                    </label>
                  ) : null}
                  {hydrated ? null : tender?.token ? (
                    <p className="muted" role="status">
                      {t("checkout.cardReady", {
                        brand: tender.brand ?? "",
                        lastFour: tender.lastFour ?? "",
                      })}
                    </p>
                  ) : (
                    <a className="link-button" href={frameSrc}>
                      {t("checkout.cardWithoutScript")}
                    </a>
                  )}
                </div>
              ) : null}
              {(["KLARNA", "PAYPAL"] as const)
                .filter((code) => offered.includes(code))
                .map((code) => (
                  <label key={code} className="checkout-choice">
                    <input
                      type="radio"
                      name="tender"
                      value={code}
                      checked={choice === code}
                      onChange={() => setChoice(code)}
                    />
                    <span className="checkout-choice__text">
                      <strong>
                        {t(code === "KLARNA" ? "checkout.klarna" : "checkout.paypal")}
                      </strong>
                      <span className="muted">
                        {tender?.code === code && tender.sessionID
                          ? t("checkout.sessionApproved", { method: word("tender", code) })
                          : t("checkout.redirectNote")}
                      </span>
                    </span>
                  </label>
                ))}
            </fieldset>
          )}

          <div className="form-actions">
            <button
              type="submit"
              className="button button--primary button--wide"
              disabled={busy}
              data-testid="billing-continue"
            >
              {t("checkout.continueToSummary")}
            </button>
          </div>
        </Form>
      </div>
      <OrderAside cart={cart} locale={params.locale} event="add_shipping_info" />
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
