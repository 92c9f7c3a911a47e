import { PURCHASE_HISTORY } from "@ridgeline/contract";
import { Link } from "react-router";
import { money } from "../../lib/format";
import { useCodeWord } from "../../lib/code-words";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import { accountCss, AccountPage } from "../account";
import { pageWithQuery } from "../account/index.server";
import { accountSession } from "../auth/index.server";
import ordersCss from "./orders.css?url";
import type { Route } from "./+types/account-orders.route";

// The account's orders (000 §1 order history, §7 purchasehistory): newest first, ten a page.

export const links: Route.LinksFunction = () => stylesheets(accountCss, ordersCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("orders.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

const PAGE_SIZE = 10;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const path = `/${params.locale}/account/orders`;
  const { session, guard } = accountSession(context, params.locale, pageWithQuery(path, request));
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const history = await guard(
    session.api.call(PURCHASE_HISTORY, {
      query: { locale: params.locale },
      body: { page, pageSize: PAGE_SIZE },
    }),
  );
  return { history, messages: pageMessages(params.locale, ["account", "orders", "form-errors"]) };
}

export default function AccountOrders({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const word = useCodeWord();
  const { history } = loaderData;
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  const base = `/${params.locale}/account/orders`;
  return (
    <AccountPage locale={params.locale} title={t("orders.title")}>
      {history.orders.length === 0 ? (
        <p className="muted">{t("orders.empty")}</p>
      ) : (
        <ul className="orders-list" data-testid="orders-list">
          {history.orders.map((order) => (
            <li key={order.orderNumber} className="orders-list__row" data-testid="orders-row">
              <Link to={`${base}/${order.orderNumber}`} prefetch="intent">
                {t("orders.view", { number: order.orderNumber })}
              </Link>
              <span className="orders-list__status">{word("orderStatus", order.status)}</span>
              <span className="muted">
                {t("orders.placedOn", {
                  date: new Intl.DateTimeFormat(params.locale, { dateStyle: "long" }).format(
                    new Date(order.placedAt),
                  ),
                })}
                {" · "}
                {t("orders.items", { count: order.itemCount })}
                {order.itemNames.length > 0 ? ` · ${order.itemNames.join(", ")}` : ""}
              </span>
              <strong>{money(order.total, order.currency, params.locale)}</strong>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="orders-pager" aria-label={t("orders.page", { page: history.page, pages })}>
          {history.page > 1 ? (
            <Link to={`${base}?page=${history.page - 1}`}>{t("orders.previous")}</Link>
          ) : (
            <span />
          )}
          <span className="muted">{t("orders.page", { page: history.page, pages })}</span>
          {history.page < pages ? (
            <Link to={`${base}?page=${history.page + 1}`}>{t("orders.next")}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </AccountPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
