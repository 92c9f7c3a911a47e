import type { SubscriptionChannel } from "@ridgeline/contract";
import { useActionData, useNavigation } from "react-router";
import { AccountError, AccountPage } from "./AccountPage";
import { PreferenceChannel } from "./PreferenceChannel";
import { loadPreferencesPage, optIn, optOut } from "./preferences.server";
import type { Route } from "./+types/account-preferences.route";
import { personalPage } from "../../lib/session.server";
import { sessionContext } from "../../lib/context";
import { safeRedirect } from "../../lib/safe-redirect";
import { signInCarryingEmail } from "../auth/index.server";
import { metaT, useT, type MessageKey } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";
import accountFormsCss from "./account-forms.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, accountFormsCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("preferences.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadPreferencesPage(context, params.locale, request)),
    messages: pageMessages(params.locale, ["account", "preferences", "form-errors"]),
  };
}

/** Each channel's button: subscribe (`optin`) or unsubscribe (`optout`). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const channel: SubscriptionChannel = form.get("channel") === "sms" ? "sms" : "email";
  if (intent === "optout") return optOut(context, params.locale, channel);
  const from = form.get("campaignName");
  if (from !== null && !context.get(sessionContext).signedIn) {
    // A newsletter block's form sent by a guest without JavaScript (with it, the block opens
    // the sign-in dialog instead): signing in keeps what they typed and comes back to the page.
    const home = `/${params.locale}`;
    const back = safeRedirect(from, home, home);
    throw signInCarryingEmail(context, params.locale, back, String(form.get("email") ?? ""));
  }
  return optIn(context, params.locale, intent, channel, form.get("mode") === "inline");
}

const DONE: Record<string, MessageKey> = {
  subscribed: "preferences.subscribed",
  pending: "preferences.pendingDone",
  unsubscribed: "preferences.unsubscribed",
};

export default function AccountPreferences({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { subscriptions, email, phone, done } = loaderData;
  // This page's own form answers a refusal (a block's in-page form answers `done` elsewhere).
  const answered = useActionData<typeof action>() ?? null;
  const problem = answered && "errorId" in answered ? answered : null;
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
        <PreferenceChannel
          channel="email"
          row={find("email")}
          recipient={email}
          locale={params.locale}
          busy={busy}
        />
        <PreferenceChannel
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

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
