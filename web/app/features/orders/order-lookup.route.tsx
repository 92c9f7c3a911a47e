import {
  ApiError,
  CONFIRMATION_TOKEN,
  ORDER_ACCESS_LINK,
  TRACK_ORDER,
  type ApiClient,
  type OrderDetail,
} from "@ridgeline/contract";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { sessionContext } from "../../lib/context";
import { metaT, useT, type MessageKey } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import deliveryCss from "../../ui/delivery-summary.css?url";
import { accountCss } from "../account";
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

// A guest's order (decisions 0072, 0077). Opened with its secret (`?orderNumber=…&st=…`, the
// confirmation's "manage this order" or a link from the order's e-mails), it can be cancelled,
// returned and its documents downloaded, every step carrying the secret again (the page keeps
// nothing between requests). Found by number and e-mail, it shows its status only, and the page
// offers to mail a link to the order's own address.

export const links: Route.LinksFunction = () => stylesheets(deliveryCss, accountCss, ordersCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("lookup.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

/** The order the page's link opens with its secret, or why it does not. */
async function orderOfLink(api: ApiClient, locale: string, url: URL) {
  const orderNumber = orderNumberOf(url.searchParams.get("orderNumber"));
  const st = CONFIRMATION_TOKEN.safeParse(url.searchParams.get("st"));
  if (!url.searchParams.has("st")) return null;
  if (!orderNumber || !st.success) return { expired: true as const };
  try {
    const asker = { orderNumber, st: st.data };
    const order = await api.call(TRACK_ORDER, { query: { locale }, body: asker });
    return { order, asker };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { expired: true as const };
    throw error;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const link = await orderOfLink(session.api, params.locale, new URL(request.url));
  return { messages: pageMessages(params.locale, ["orders", "delivery"]), link };
}

type Answer =
  | {
      kind: "order";
      order: OrderDetail;
      asker: SecretAsker;
      notice: MessageKey | null;
      returnNumber?: string;
    }
  | {
      /** Found by number and e-mail: its status, and the offer of a link. */
      kind: "status";
      order: OrderDetail;
      values: { orderNumber: string; email: string };
    }
  | { kind: "linkSent" }
  | {
      kind: "problem";
      problem: OrderProblem;
      asker: SecretAsker | null;
      values: { orderNumber: string; email: string };
    };

type SecretAsker = Required<OrderAsker>;

export async function action({ params, request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "find");
  const rawNumber = String(form.get("orderNumber") ?? "").trim();
  const email = String(form.get("email") ?? "").trim();
  const secret = CONFIRMATION_TOKEN.safeParse(form.get("st"));
  const values = { orderNumber: rawNumber, email };
  const orderNumber = orderNumberOf(rawNumber);
  const query = { locale: params.locale };
  const asker = orderNumber && secret.success ? { orderNumber, st: secret.data } : null;
  try {
    if (!orderNumber) {
      // Let the API say what it is (OHS4004), as a shopper could learn by calling it.
      await session.api.call(TRACK_ORDER, {
        query,
        body: { orderNumber: rawNumber.slice(0, 40) || "-", email: email || "-" },
      });
      throw new Error("tracking answered for what is not an order number");
    }
    if (intent === "link") {
      await session.api.call(ORDER_ACCESS_LINK, { query, body: { orderNumber, email } });
      return { kind: "linkSent" } satisfies Answer;
    }
    if ((intent === "cancel" || intent === "return") && asker) {
      const track = () => session.api.call(TRACK_ORDER, { query, body: asker });
      if (intent === "cancel") {
        const order = await cancelOrder(session.api, params.locale, asker);
        return { kind: "order", order, asker, notice: "order.cancelled" } satisfies Answer;
      }
      const started = await startReturn(session.api, params.locale, asker, form);
      return {
        kind: "order",
        order: await track(),
        asker,
        notice: "order.return.started",
        returnNumber: started.returnNumber,
      } satisfies Answer;
    }
    const order = await session.api.call(TRACK_ORDER, { query, body: { orderNumber, email } });
    return { kind: "status", order, values } satisfies Answer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = orderRefusal(error, intent);
    return {
      kind: "problem",
      problem: refused.data,
      asker: intent !== "find" && intent !== "link" ? asker : null,
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

/** The offer of a link to the order, by its number and e-mail (the order's own address gets it). */
function SendLink({ values }: { values: { orderNumber: string; email: string } }) {
  const t = useT();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="order-lookup" data-testid="send-link">
      <p className="notice">{t("lookup.statusOnly")}</p>
      <input type="hidden" name="intent" value="link" />
      <input type="hidden" name="orderNumber" value={values.orderNumber} />
      <input type="hidden" name="email" value={values.email} />
      <button type="submit" className="button button--secondary" disabled={busy}>
        {t("lookup.sendLink")}
      </button>
    </Form>
  );
}

export default function OrderLookup({ params, loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const link = loaderData.link;
  const opened = link && "order" in link ? link : null;
  const found = answer?.kind === "order" ? answer : null;
  const asker =
    found?.asker ?? (answer?.kind === "problem" ? answer.asker : null) ?? opened?.asker ?? null;
  const shown = found?.order ?? (answer?.kind === "status" ? answer.order : null) ?? opened?.order;
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
        <input type="hidden" name="st" value={asker.st} />
        <input type="hidden" name="file" value={what.number ?? "invoice"} />
        <button type="submit" className="link-button" data-testid={`download-${what.kind}`}>
          {label}
        </button>
      </form>
    ) : null;
  const problem = answer?.kind === "problem" ? answer.problem : null;
  return (
    <section className="account-page">
      <h1>{shown ? t("order.title", { number: shown.orderNumber }) : t("lookup.title")}</h1>
      {answer?.kind === "status" ? <SendLink values={answer.values} /> : null}
      {shown && (answer?.kind !== "problem" || asker) ? (
        <OrderView
          order={shown}
          locale={params.locale}
          hidden={asker ? { orderNumber: asker.orderNumber, st: asker.st } : {}}
          download={download}
          problem={asker ? problem : null}
          notice={found?.notice ? t(found.notice, { number: found.returnNumber ?? "" }) : null}
        />
      ) : (
        <>
          {answer?.kind === "linkSent" ? (
            <p className="notice" role="status" data-testid="link-sent">
              {t("lookup.linkSent")}
            </p>
          ) : link && "expired" in link ? (
            <p className="notice field-error" role="alert" data-testid="link-expired">
              {t("lookup.linkExpired")}
            </p>
          ) : null}
          <LookupForm
            values={answer?.kind === "problem" ? answer.values : { orderNumber: "", email: "" }}
            problem={problem}
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

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
