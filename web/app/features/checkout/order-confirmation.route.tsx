import { useEffect, useRef } from "react";
import { data } from "react-router";
import {
  ApiError,
  CONFIRMATION_TOKEN,
  ORDER_CONFIRMATION,
  ORDER_NUMBER,
  toMinor,
} from "@ridgeline/contract";
import { sessionContext } from "../../lib/context";
import { reportConversion } from "../experiments/index.server";
import { personalPage } from "../../lib/session.server";
import { usePaymentName } from "../../lib/code-words";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { money } from "../../lib/format";
import { appLink } from "../../lib/client-links";
import { pushDataLayer } from "../../lib/analytics";
import { orderItemRecord } from "../../lib/cart-analytics";
import { orderDelivery } from "../../lib/delivery-summary";
import { DeliverySummary, LineVariants } from "../../ui/DeliverySummary";
import { stylesheets } from "../../ui/stylesheets";
import deliveryCss from "../../ui/delivery-summary.css?url";
import priceCss from "../../ui/price.css?url";
import { cartCss } from "../cart";
import checkoutCss from "./checkout.css?url";
import { COMPLETES_FLOW } from "../../lib/admission";
import type { Route } from "./+types/order-confirmation.route";

export const links: Route.LinksFunction = () =>
  stylesheets(priceCss, deliveryCss, cartCss, checkoutCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("checkout.confirmationTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

// Finishes a purchase or an order under way: never refused by a busy server.
export const handle = COMPLETES_FLOW;

/**
 * The order a confirmation link names (`orderNo` and its secret `st`, from the placement or the
 * e-mail): a wrong number or secret is the same "not found", so numbers cannot be guessed.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const orderNo = ORDER_NUMBER.safeParse(url.searchParams.get("orderNo"));
  const st = CONFIRMATION_TOKEN.safeParse(url.searchParams.get("st"));
  const messages = pageMessages(params.locale, ["checkout", "cart", "delivery"]);
  if (!orderNo.success || !st.success) throw data(null, { status: 404 });
  const session = context.get(sessionContext);
  try {
    const order = await session.api.call(ORDER_CONFIRMATION, {
      params: { orderNumber: orderNo.data },
      query: { locale: params.locale, st: st.data },
    });
    // Where the order is managed (cancel, return, documents, decision 0077): the account's page,
    // or for a guest the order's page with the secret this link carries.
    const manage = session.signedIn
      ? `/${params.locale}/account/orders/${orderNo.data}`
      : `/${params.locale}/order-lookup?${new URLSearchParams({ orderNumber: orderNo.data, st: st.data }).toString()}`;
    // A guest keeps the order by signing in or signing up from here: the link carries the
    // order and its secret to the token exchange (000 §7 `orderNo`, `st`; issue 26 point 12).
    const keep = new URLSearchParams({
      orderNo: orderNo.data,
      st: st.data,
      next: `/${params.locale}/account/orders/${orderNo.data}`,
    }).toString();
    // The purchase counts for the visitor's experiments once per order (issue 29).
    await reportConversion(context, request, params.locale, {
      eventKey: "purchase",
      revenue: toMinor(order.totals.total, order.totals.currency),
      conversionKey: `order:${order.orderNumber}`,
    });
    return { order, signedIn: session.signedIn, manage, keep, messages };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export default function OrderConfirmation({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const paymentName = usePaymentName();
  const { order, signedIn, manage, keep } = loaderData;
  const format = (amount: number) => money(amount, order.totals.currency, params.locale);
  const heading = useRef<HTMLHeadingElement>(null);
  const told = useRef(false);
  useEffect(() => {
    heading.current?.focus();
    if (told.current) return;
    told.current = true;
    pushDataLayer({
      event: "purchase",
      ecommerce: {
        transaction_id: order.orderNumber,
        currency: order.totals.currency,
        value: order.totals.total,
        tax: order.totals.tax,
        shipping: order.totals.shipping,
        // 000 §4: where the order stood against the free-shipping threshold.
        shipping_threshold_status: order.shippingThresholdStatus,
        // The analytics product record of 000 §3, with its quantity, per ordered line.
        items: order.items.map((item) => ({
          item_id: item.productId,
          item_name: item.name,
          ...orderItemRecord(item),
        })),
      },
    });
  }, [order]);
  return (
    <div className="confirmation" data-testid="order-confirmation">
      <h1 ref={heading} tabIndex={-1}>
        {t("checkout.thanks")}
      </h1>
      <p className="confirmation__number" data-testid="order-number">
        {t("checkout.orderNumber", { number: order.orderNumber })}
      </p>
      <p>{t("checkout.emailSent", { email: order.email })}</p>
      <div className="confirmation__grid">
        <section aria-labelledby="confirmation-items">
          <h2 id="confirmation-items">{t("checkout.items")}</h2>
          <ul className="checkout-lines">
            {order.items.map((item) => (
              <li key={`${item.upc}-${item.shipmentId}`} className="checkout-lines__line">
                <span className="checkout-lines__name">
                  {item.name}
                  <LineVariants variants={item.variants} />
                </span>
                <span className="muted">{t("checkout.qty", { qty: item.qty })}</span>
                <span className="checkout-lines__total">{format(item.total)}</span>
              </li>
            ))}
          </ul>
          <dl className="bag-totals">
            <div>
              <dt>{t("cart.subtotal")}</dt>
              <dd>{format(order.totals.itemTotal)}</dd>
            </div>
            {order.totals.totalDiscount > 0 ? (
              <div>
                <dt>{t("cart.discounts")}</dt>
                <dd>−{format(order.totals.totalDiscount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("cart.shipping")}</dt>
              <dd>
                {order.totals.shipping === 0
                  ? t("cart.shippingFree")
                  : format(order.totals.shipping)}
              </dd>
            </div>
            {/* EU and UK prices include VAT: the line says how much of the total it is. */}
            <div data-testid="order-tax">
              <dt>{order.totals.taxIncluded ? t("checkout.vatIncluded") : t("cart.tax")}</dt>
              <dd>{format(order.totals.tax)}</dd>
            </div>
            <div className="bag-totals__total">
              <dt>{t("checkout.orderTotal")}</dt>
              <dd data-testid="order-total">{format(order.totals.total)}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="confirmation-shipments">
          <h2 id="confirmation-shipments">{t("checkout.shipments")}</h2>
          <DeliverySummary
            parts={orderDelivery(order)}
            currency={order.totals.currency}
            locale={params.locale}
            from={new Date(order.placedAt)}
          />
          <h2>{t("checkout.paidWith")}</h2>
          <ul className="confirmation__tenders" data-testid="order-tenders">
            {order.paymentMethod.map((tender, index) => (
              <li key={`${tender.code}-${index}`}>
                {paymentName(tender)} <span className="muted">{format(tender.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="form-actions">
        <a {...appLink(`/${params.locale}`)} className="button button--primary">
          {t("checkout.keepShopping")}
        </a>
        <a {...appLink(manage)} className="button button--secondary" data-testid="manage-order">
          {t("checkout.manageOrder")}
        </a>
      </div>
      {signedIn ? null : (
        <section
          className="confirmation__keep"
          aria-labelledby="keep-order"
          data-testid="keep-order"
        >
          <h2 id="keep-order">{t("checkout.keepOrder")}</h2>
          <p>{t("checkout.keepOrderWhy")}</p>
          <div className="form-actions">
            <a
              {...appLink(`/${params.locale}/sign-up?${keep}`)}
              className="button button--secondary"
            >
              {t("checkout.createAccount")}
            </a>
            <a
              {...appLink(`/${params.locale}/sign-in?${keep}`)}
              className="button button--secondary"
            >
              {t("checkout.keepOrderSignIn")}
            </a>
          </div>
        </section>
      )}
    </div>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
