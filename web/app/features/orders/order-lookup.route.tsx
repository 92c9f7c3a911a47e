import { ApiError, TRACK_ORDER, type OrderDetail } from "@ridgeline/contract";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { sessionContext } from "../../lib/context";
import { metaT, useT, type MessageKey } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import deliveryCss from "../../ui/delivery-summary.css?url";
import accountCss from "../account/account.css?url";
import ordersCss from "./orders.css?url";
import { OrderView, type DownloadControl } from "./OrderView";
import {
  cancelOrder,
  orderNumberOf,
  orderRefusal,
  startReturn,
  type OrderAsker,
  type OrderProblem,
} from "./orders.server";
import type { Route } from "./+types/order-lookup.route";

// A guest's order (decision 0072): found by its number and the e-mail it was placed with, and
// from there cancelled, returned or its documents downloaded, every step proving the e-mail
// again (the page keeps nothing between requests).

export const links: Route.LinksFunction = () => stylesheets(deliveryCss, accountCss, ordersCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("lookup.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export function loader({ params }: Route.LoaderArgs) {
  return { messages: pageMessages(params.locale, ["orders", "delivery"]) };
}

type Answer =
  | {
      kind: "order";
      order: OrderDetail;
      asker: Required<OrderAsker>;
      notice: MessageKey | null;
      returnNumber?: string;
    }
  | {
      kind: "problem";
      problem: OrderProblem;
      asker: Required<OrderAsker> | null;
      values: { orderNumber: string; email: string };
    };

export async function action({ params, request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "find");
  const rawNumber = String(form.get("orderNumber") ?? "").trim();
  const email = String(form.get("email") ?? "").trim();
  const values = { orderNumber: rawNumber, email };
  const orderNumber = orderNumberOf(rawNumber);
  const track = (asker: Required<OrderAsker>) =>
    session.api.call(TRACK_ORDER, { query: { locale: params.locale }, body: asker });
  try {
    if (!orderNumber) {
      // Let the API say what it is (OHS4004), as a shopper could learn by calling it.
      await track({ orderNumber: rawNumber.slice(0, 40) || "-", email: email || "-" });
      throw new Error("tracking answered for what is not an order number");
    }
    const asker = { orderNumber, email };
    if (intent === "cancel") {
      const order = await cancelOrder(session.api, params.locale, asker);
      return { kind: "order", order, asker, notice: "order.cancelled" } satisfies Answer;
    }
    if (intent === "return") {
      const started = await startReturn(session.api, params.locale, asker, form);
      const order = await track(asker);
      return {
        kind: "order",
        order,
        asker,
        notice: "order.return.started",
        returnNumber: started.returnNumber,
      } satisfies Answer;
    }
    return { kind: "order", order: await track(asker), asker, notice: null } satisfies Answer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = orderRefusal(error, intent);
    return {
      kind: "problem",
      problem: refused.data,
      asker: orderNumber && intent !== "find" ? { orderNumber, email } : null,
      values,
    } satisfies Answer;
  }
}

function LookupForm({
  values,
  problem,
}: {
  values: { orderNumber: string; email: string };
  problem: OrderProblem | null;
}) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  const message =
    problem?.errorId === "OHS4004"
      ? t("lookup.badNumber")
      : problem?.errorId === "API429"
        ? t("lookup.tooMany")
        : problem
          ? t("lookup.notFound")
          : null;
  return (
    <Form method="post" className="order-lookup" data-testid="order-lookup">
      <input type="hidden" name="intent" value="find" />
      <p className="muted">{t("lookup.intro")}</p>
      {message ? (
        <p className="notice field-error" role="alert" data-testid="lookup-problem">
          {message}
        </p>
      ) : null}
      <label>
        {t("lookup.number")}
        <input
          name="orderNumber"
          required
          maxLength={40}
          autoComplete="off"
          defaultValue={values.orderNumber}
          aria-invalid={problem?.errorId === "OHS4004" ? true : undefined}
        />
      </label>
      <label>
        {t("lookup.email")}
        <input
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          defaultValue={values.email}
          aria-invalid={problem?.errorId === "ORD400" ? true : undefined}
        />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t("lookup.submit")}
      </button>
    </Form>
  );
}

export default function OrderLookup({ params }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const found = answer?.kind === "order" ? answer : null;
  const asker = found?.asker ?? (answer?.kind === "problem" ? answer.asker : null);
  const download: DownloadControl = (what, label) =>
    asker ? (
      // A file, not a page: a plain form the browser posts itself, into a new tab.
      <form
        method="post"
        action={`/${params.locale}/order-lookup/file`}
        target="_blank"
        className="inline-form"
      >
        <input type="hidden" name="orderNumber" value={asker.orderNumber} />
        <input type="hidden" name="email" value={asker.email} />
        <input type="hidden" name="file" value={what.number ?? "invoice"} />
        <button type="submit" className="link-button" data-testid={`download-${what.kind}`}>
          {label}
        </button>
      </form>
    ) : null;
  return (
    <section className="account-page">
      <h1>{found ? t("order.title", { number: found.order.orderNumber }) : t("lookup.title")}</h1>
      {found ? (
        <OrderView
          order={found.order}
          locale={params.locale}
          hidden={{ orderNumber: found.asker.orderNumber, email: found.asker.email }}
          download={download}
          problem={null}
          notice={found.notice ? t(found.notice, { number: found.returnNumber ?? "" }) : null}
        />
      ) : (
        <>
          <LookupForm
            values={answer?.kind === "problem" ? answer.values : { orderNumber: "", email: "" }}
            problem={answer?.kind === "problem" ? answer.problem : null}
          />
          <p>
            <Link
              to={`/${params.locale}/sign-in?next=${encodeURIComponent(`/${params.locale}/account/orders`)}`}
            >
              {t("lookup.signIn")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../shell/PageErrorBoundary";
