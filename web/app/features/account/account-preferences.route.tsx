import {
  GET_CONSUMER,
  GET_SUBSCRIPTIONS,
  SUBSCRIBE,
  UPDATE_SUBSCRIPTIONS,
  type Subscription,
  type SubscriptionChannel,
} from "@ridgeline/contract";
import { data, Form, useActionData, useNavigation } from "react-router";
import { AccountError, AccountPage } from "./AccountPage";
import type { AccountProblem } from "./account.server";
import { accountRefusal, accountSession, doneRedirect } from "./account.server";
import { languageOf, translator, useT, type MessageKey } from "../../lib/i18n";
import type { Route } from "./+types/account-preferences.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("preferences.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const page = `/${locale}/account/preferences`;
  const url = new URL(request.url);
  const { session, guard } = accountSession(context, locale, page);
  const [{ subscriptions }, profile] = await Promise.all([
    guard(session.api.call(GET_SUBSCRIPTIONS, { query: { locale } })),
    guard(session.api.call(GET_CONSUMER, { query: { locale } })),
  ]);
  const { email, phone } = profile.consumerDetails;
  return { subscriptions, email, phone, done: url.searchParams.get("done") };
}

/** Waiting for the shopper to follow the e-mailed link (double opt-in). */
const isPending = (row: Subscription | undefined) =>
  Boolean(row && !row.optin && row.doubleOptin && !row.optoutDate);

export async function action({ params, request, context }: Route.ActionArgs) {
  const { locale } = params;
  const page = `/${locale}/account/preferences`;
  const { session, guard } = accountSession(context, locale, page);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const channel: SubscriptionChannel = form.get("channel") === "sms" ? "sms" : "email";
  const query = { locale };
  try {
    if (intent === "optout") {
      await guard(
        session.api.call(UPDATE_SUBSCRIPTIONS, {
          query,
          body: { subscriptions: [{ type: "Newsletter", channel, optin: false }] },
        }),
      );
      return doneRedirect(page, "unsubscribed");
    }
    const { consumerDetails } = await guard(session.api.call(GET_CONSUMER, { query }));
    const recipient = channel === "sms" ? consumerDetails.phone : consumerDetails.email;
    if (!recipient) {
      const problem: AccountProblem = { intent, errorId: "SMS_PHONE", field: null, values: {} };
      return data(problem, { status: 400 });
    }
    const { subscriptions } = await guard(
      session.api.call(SUBSCRIBE, {
        query,
        body: { subscriptions: [{ type: "Newsletter", channel, recipient }] },
      }),
    );
    const row = subscriptions.find(
      (item) => item.type === "Newsletter" && item.channel === channel,
    );
    return doneRedirect(page, isPending(row) ? "pending" : "subscribed");
  } catch (error) {
    return accountRefusal(error, intent, {});
  }
}

const DONE: Record<string, MessageKey> = {
  subscribed: "preferences.subscribed",
  pending: "preferences.pendingDone",
  unsubscribed: "preferences.unsubscribed",
};

function ChannelRow({
  channel,
  row,
  recipient,
  locale,
  busy,
}: {
  channel: SubscriptionChannel;
  row: Subscription | undefined;
  recipient: string | null;
  locale: string;
  busy: boolean;
}) {
  const t = useT();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
  const pending = isPending(row);
  const subscribed = row?.optin === true;
  let status: string;
  if (subscribed && row?.optinDate) status = t("preferences.since", { date: date(row.optinDate) });
  else if (pending) status = t("preferences.pending", { recipient: row?.recipient ?? "" });
  else if (row?.optoutDate) status = t("preferences.optedOut", { date: date(row.optoutDate) });
  else status = t("preferences.notSubscribed");
  return (
    <li className="address-card preference" data-testid={`preference-${channel}`}>
      <div>
        <h3>{t(channel === "email" ? "preferences.email" : "preferences.sms")}</h3>
        <p className="muted">
          {t(channel === "email" ? "preferences.emailHelp" : "preferences.smsHelp")}
        </p>
        <p className={pending ? "notice notice--info" : undefined} data-testid="preference-status">
          {subscribed ? <span className="tag tag--main">{t("preferences.on")}</span> : null}{" "}
          {status}
        </p>
        {subscribed ? (
          <p className="muted">{row?.recipient}</p>
        ) : !pending && recipient === null ? (
          <p className="muted">{t("preferences.noPhone")}</p>
        ) : null}
      </div>
      <Form method="post" className="form-actions">
        <input type="hidden" name="channel" value={channel} />
        {subscribed || pending ? (
          <button
            type="submit"
            name="intent"
            value="optout"
            className="button button--secondary"
            disabled={busy}
          >
            {t(pending ? "preferences.cancel" : "preferences.optOut")}
          </button>
        ) : (
          <button
            type="submit"
            name="intent"
            value="optin"
            className="button button--primary"
            disabled={busy || recipient === null}
          >
            {t("preferences.optIn")}
          </button>
        )}
      </Form>
    </li>
  );
}

export default function AccountPreferences({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { subscriptions, email, phone, done } = loaderData;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const doneKey = done ? DONE[done] : undefined;
  const find = (channel: SubscriptionChannel) =>
    subscriptions.find((row) => row.type === "Newsletter" && row.channel === channel);
  return (
    <AccountPage
      locale={params.locale}
      title={t("preferences.title")}
      intro={t("preferences.intro")}
      done={problem ? undefined : doneKey}
    >
      {problem ? (
        <AccountError form="preferences" problem={problem} testId="preference-error" />
      ) : null}
      <ul className="card-list card-list--single">
        <ChannelRow
          channel="email"
          row={find("email")}
          recipient={email}
          locale={params.locale}
          busy={busy}
        />
        <ChannelRow
          channel="sms"
          row={find("sms")}
          recipient={phone}
          locale={params.locale}
          busy={busy}
        />
      </ul>
    </AccountPage>
  );
}
