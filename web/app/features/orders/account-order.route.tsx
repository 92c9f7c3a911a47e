import { ApiError, PURCHASE_DETAIL } from "@ridgeline/contract";
import { data, redirect, useActionData } from "react-router";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import deliveryCss from "../../ui/delivery-summary.css?url";
import { accountCss, AccountPage } from "../account";
import { accountSession } from "../auth/index.server";
import ordersCss from "./orders.css?url";
import { OrderView, type DownloadControl } from "./OrderView";
import { cancelOrder, orderNumberOf, orderRefusal, startReturn } from "./orders.server";
import { COMPLETES_FLOW } from "../../lib/admission";
import type { Route } from "./+types/account-order.route";

// One of the account's orders (000 §7 purchase/{orderId}): where it is, what was bought and
// paid, and what can still be done: cancel, return, the invoice and credit notes.

export const links: Route.LinksFunction = () => stylesheets(deliveryCss, accountCss, ordersCss);

export const meta: Route.MetaFunction = ({ matches, params }) => [
  { title: metaT(matches)("order.pageTitle", { number: params.orderNo }) },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

// Finishes a purchase or an order under way: never refused by a busy server.
export const handle = COMPLETES_FLOW;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const orderNo = orderNumberOf(params.orderNo);
  const path = `/${params.locale}/account/orders/${params.orderNo}`;
  const { session, guard } = accountSession(context, params.locale, path);
  if (!orderNo) throw data(null, { status: 404 });
  try {
    const order = await guard(
      session.api.call(PURCHASE_DETAIL, {
        params: { orderId: orderNo },
        query: { locale: params.locale },
      }),
    );
    const done = new URL(request.url).searchParams.get("done");
    return {
      order,
      done: done === "cancelled" || /^R[A-Z]{2,8}\d{8,12}-\d{2,3}$/.test(done ?? "") ? done : null,
      messages: pageMessages(params.locale, ["account", "orders", "form-errors", "delivery"]),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Cancel or start a return; back to the order with what happened, or the refusal. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const orderNo = orderNumberOf(params.orderNo);
  const path = `/${params.locale}/account/orders/${params.orderNo}`;
  const { session, guard } = accountSession(context, params.locale, path);
  if (!orderNo) throw data(null, { status: 404 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "cancel") {
      await guard(cancelOrder(session.api, params.locale, { orderNumber: orderNo }));
      return redirect(`${path}?done=cancelled`);
    }
    if (intent === "return") {
      const started = await guard(
        startReturn(session.api, params.locale, { orderNumber: orderNo }, form),
      );
      return redirect(`${path}?done=${started.returnNumber}`);
    }
  } catch (error) {
    return orderRefusal(error, intent);
  }
  return redirect(path);
}

export default function AccountOrder({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { order, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  const base = `/${params.locale}/account/orders/${order.orderNumber}`;
  const download: DownloadControl = (what, label) => (
    // A file, not a page: a plain link the browser fetches itself.
    <a
      href={`${base}/files/${what.number ?? "invoice"}`}
      target="_blank"
      rel="noopener"
      data-testid={`download-${what.kind}`}
    >
      {label}
    </a>
  );
  const notice =
    done === "cancelled"
      ? t("order.cancelled")
      : done
        ? t("order.return.started", { number: done })
        : null;
  return (
    <AccountPage locale={params.locale} title={t("order.title", { number: order.orderNumber })}>
      <OrderView
        order={order}
        locale={params.locale}
        hidden={{}}
        download={download}
        problem={problem}
        notice={notice}
        warrantyHref={`/${params.locale}/help/warranty?order=${order.orderNumber}`}
      />
    </AccountPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
