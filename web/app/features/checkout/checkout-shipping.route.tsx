import { Form, redirect, useNavigation } from "react-router";
import { personalPage } from "../../lib/session.server";
import { OwnValidation } from "../../lib/form-validation";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { money } from "../../lib/format";
import { appLink } from "../../lib/client-links";
import { stylesheets } from "../../ui/stylesheets";
import deliveryCss from "../../ui/delivery-summary.css?url";
import priceCss from "../../ui/price.css?url";
import { cartCss } from "../cart";
import checkoutCss from "./checkout.css?url";
import type { Route } from "./+types/checkout-shipping.route";
import { checkoutBag } from "./checkout.server";
import { cartDelivery } from "../../lib/delivery-summary";
import { DeliverySummary } from "../../ui/DeliverySummary";
import {
  checkoutMethods,
  homeShipmentOf,
  POINT_FIELDS,
  problemKey,
  problemText,
  stepUrl,
} from "./checkout-flow";
import { expressCheckout, shippingStart, submitShipping } from "./shipping.server";
import { AddressFields } from "./AddressFields";
import { CheckoutProblem, CheckoutSteps } from "./CheckoutSteps";
import { OrderAside } from "./OrderAside";

export const links: Route.LinksFunction = () =>
  stylesheets(priceCss, deliveryCss, cartCss, checkoutCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("checkout.title") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  let problem = problemKey(url.searchParams.get("problem"));
  // ORD430, INV405 (000 §4): back here with the bag refreshed, saying what changed.
  const bag = await checkoutBag(context, params.locale, request, { refresh: problem !== null });
  if (!problem && !url.searchParams.has("edit")) {
    const express = await expressCheckout(bag, params.locale);
    if (express === true) throw redirect(stepUrl(params.locale, "summary"));
    // The saved address was refused (a country the site cannot ship to): said on top.
    if (express) problem = problemKey(express);
  }
  const start = await shippingStart(bag, params.locale);
  return {
    cart: bag.cart,
    signedIn: bag.session.signedIn,
    problem,
    ...start,
    // The day delivery estimates count from, the same on the server and in the browser.
    today: new Date().toISOString(),
    messages: pageMessages(params.locale, ["checkout", "cart", "form-errors", "delivery"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const bag = await checkoutBag(context, params.locale, request);
  return submitShipping(bag, params.locale, await request.formData());
}

export default function CheckoutShipping({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const { cart, rules, signedIn } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const problem = actionData?.problem ?? null;
  // One account of how the bag travels (decision 0083): an address is asked only for what
  // goes to one; a collection point needs only who collects it; the rest is said as it is.
  const delivery = cartDelivery(cart);
  const goesHome = delivery.some((part) => part.kind === "home");
  const point = delivery.some((part) => part.kind === "point");
  const elsewhere = delivery.filter((part) => part.kind !== "home");
  const methods = point ? [] : checkoutMethods(cart);
  const homeCode = homeShipmentOf(cart)?.code;
  const formProblem =
    problem?.field === "form" ? problemText(t, problemKey(problem.errorId)) : null;
  return (
    <div className="checkout">
      <CheckoutSteps locale={params.locale} current="shipping" />
      <div className="checkout__main">
        <h1>{t("checkout.shippingHeading")}</h1>
        <CheckoutProblem text={problemText(t, loaderData.problem) ?? formProblem} />
        <Form method="post" className="stack-form checkout-form" data-testid="shipping-form">
          <OwnValidation />
          {signedIn ? null : (
            <fieldset className="checkout-fieldset">
              <legend>{t("checkout.contact")}</legend>
              <div className="field-group">
                <label htmlFor="checkout-email">{t("checkout.email")}</label>
                <input
                  id="checkout-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  defaultValue={values["email"] ?? ""}
                  aria-invalid={problem?.field === "email" || undefined}
                  aria-describedby={problem?.field === "email" ? "checkout-email-error" : undefined}
                />
                {problem?.field === "email" ? (
                  <p id="checkout-email-error" className="field-error">
                    {t("checkout.field.email")}
                  </p>
                ) : null}
              </div>
            </fieldset>
          )}
          {goesHome ? (
            <fieldset className="checkout-fieldset">
              <legend>{t("checkout.address")}</legend>
              <AddressFields rules={rules} values={values} problem={problem} />
              {signedIn ? (
                <label className="checkbox-line" data-testid="save-address">
                  <input
                    type="checkbox"
                    name="saveAddress"
                    defaultChecked={values["saveAddress"] === "on"}
                  />
                  {t("checkout.saveAddress")}
                </label>
              ) : null}
            </fieldset>
          ) : point ? (
            <fieldset className="checkout-fieldset" data-testid="point-collector">
              <legend>{t("checkout.collector")}</legend>
              <AddressFields
                rules={rules}
                values={values}
                problem={problem}
                fields={POINT_FIELDS}
              />
            </fieldset>
          ) : null}
          {methods.length > 0 ? (
            <fieldset className="checkout-fieldset checkout-choices">
              <legend>{t("checkout.method")}</legend>
              {methods.map((method) => (
                <label key={method.code} className="checkout-choice">
                  <input
                    type="radio"
                    name="method"
                    value={method.code}
                    defaultChecked={method.code === (values["method"] ?? homeCode)}
                  />
                  <span className="checkout-choice__text">
                    <strong>{method.label}</strong>
                    <span className="muted">{method.deliveryText}</span>
                  </span>
                  <span className="checkout-choice__price">
                    {method.price.amount === 0
                      ? t("checkout.free")
                      : money(method.price.amount, method.price.currency, params.locale)}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {elsewhere.length > 0 ? (
            <DeliverySummary
              parts={elsewhere}
              currency={cart.currency}
              locale={params.locale}
              from={new Date(loaderData.today)}
            />
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button button--primary button--wide" disabled={busy}>
              {t("checkout.continueToBilling")}
            </button>
            <a {...appLink(`/${params.locale}/cart`)} className="link-button">
              {t("checkout.backToBag")}
            </a>
          </div>
        </Form>
      </div>
      <OrderAside cart={cart} locale={params.locale} event="begin_checkout" />
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
