import { shoeSizeLabel } from "@ridgeline/contract";
import { Link } from "react-router";
import { money } from "../../lib/format";
import { hostContext, sessionContext } from "../../lib/context";
import { readCart } from "./cart.server";
import type { Route } from "./+types/cart.route";
import { personalPage } from "../../lib/session.server";
import { metaT, plural, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import priceCss from "../../ui/price.css?url";
import cartCss from "./cart.css?url";

export const links: Route.LinksFunction = () => stylesheets(priceCss, cartCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("cart.title") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, context }: Route.LoaderArgs) {
  const secure = context.get(hostContext).cookieSecure;
  return {
    cart: await readCart(context.get(sessionContext), params.locale, secure),
    messages: pageMessages(params.locale, ["cart"]),
  };
}

export default function CartPage({ loaderData, params }: Route.ComponentProps) {
  const { cart } = loaderData;
  const t = useT();
  if (!cart || cart.items.length === 0) {
    return (
      <div className="empty-state">
        <h1>{t("cart.empty.title")}</h1>
        <p>{t("cart.empty.text")}</p>
        <Link className="button button--primary" to={`/${params.locale}`}>
          {t("cart.empty.cta")}
        </Link>
      </div>
    );
  }
  const format = (amount: number) => money(amount, cart.currency, params.locale);
  const { totals } = cart;
  return (
    <>
      <h1>
        {t("cart.heading")}{" "}
        <span className="muted">{plural(t, "cart.items", totals.totalUnits)}</span>
      </h1>
      <div className="cart">
        <ul className="cart__lines" aria-label={t("cart.lines")}>
          {cart.items.map((item) => (
            <li key={item.id} className="cart-line" data-testid="cart-line">
              <Link to={item.pdpUrl} className="cart-line__media">
                <img src={item.productImageURL} alt={item.name} width={120} height={150} />
              </Link>
              <div className="cart-line__info">
                <h2 className="cart-line__name">
                  <Link to={item.pdpUrl}>{item.name}</Link>
                </h2>
                <p className="muted">
                  {item.variants
                    .map((variant) =>
                      // A line has no department: its shoe size reads "US 9,5", not a guess.
                      variant.code === "size"
                        ? shoeSizeLabel(
                            { id: variant.value, label: variant.value, gender: "unknown" },
                            { locale: params.locale },
                          )
                        : variant.value,
                    )
                    .join(" · ")}
                </p>
                <p>
                  {t("cart.quantity")} <strong data-testid="line-qty">{item.qty}</strong>
                </p>
                {item.customerNotifications.map((notification) => (
                  <p key={notification.type} className="field-error">
                    {notification.message}
                  </p>
                ))}
              </div>
              <div className="cart-line__price">
                {item.price.current < item.price.original ? (
                  <s className="price__original">{format(item.price.original * item.qty)}</s>
                ) : null}
                <strong data-testid="line-total">{format(item.price.rowTotal)}</strong>
                {item.qty > 1 ? (
                  <span className="muted">
                    {t("cart.each", { price: format(item.price.current) })}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <aside className="cart__summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t("cart.summary")}</h2>
          <dl>
            <div>
              <dt>{t("cart.subtotal")}</dt>
              <dd data-testid="subtotal">{format(totals.itemTotal)}</dd>
            </div>
            {totals.totalDiscount > 0 ? (
              <div>
                <dt>{t("cart.discounts")}</dt>
                <dd>−{format(totals.totalDiscount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("cart.shipping")}</dt>
              <dd>{totals.shipping === null ? t("cart.atCheckout") : format(totals.shipping)}</dd>
            </div>
            <div>
              <dt>{t("cart.tax")}</dt>
              <dd>{totals.tax === null ? t("cart.atCheckout") : format(totals.tax)}</dd>
            </div>
            <div className="cart__total">
              <dt>{t("cart.total")}</dt>
              <dd data-testid="total">{format(totals.total)}</dd>
            </div>
          </dl>
          <p className="muted">{t("cart.checkoutSoon")}</p>
        </aside>
      </div>
    </>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../shell/PageErrorBoundary";
