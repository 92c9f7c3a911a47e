import { dateTimeFormat } from "@ridgeline/contract";
import { Form, useActionData, useNavigation } from "react-router";
import { metaT, useT, type MessageKey } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import { AccountError, AccountPage, accountCss } from "../account";
import type { Route } from "./+types/notification-settings.route";
import { changeNotificationSettings, loadNotificationSettings } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss, helpCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  {
    title: metaT(matches)("help.pageTitle", { title: metaT(matches)("help.notifications.title") }),
  },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

/** `/account/notifications`: the back-in-stock alerts (000 §7 PUT …/notification). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { locale } = params;
  const { settings, done } = await loadNotificationSettings(context, locale, new URL(request.url));
  const date = dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  return {
    email: settings.email,
    backInStock: settings.backInStock,
    items: settings.subscriptions.map((entry) => ({
      upc: entry.upc,
      name: entry.name,
      detail: [entry.colorName, entry.sizeLabel].filter(Boolean).join(" · "),
      sent: entry.notifiedAt ? date.format(new Date(entry.notifiedAt)) : null,
    })),
    done,
    messages: pageMessages(locale, ["account", "help", "form-errors"]),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return changeNotificationSettings(context, params.locale, await request.formData());
}

const DONE: Record<string, MessageKey> = {
  saved: "help.notifications.saved",
  removed: "help.notifications.removed",
};

export default function NotificationSettings({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const { email, backInStock, items, done } = loaderData;
  return (
    <AccountPage
      locale={params.locale}
      title={t("help.notifications.title")}
      intro={t("help.notifications.intro", { email })}
      done={problem || !done ? undefined : DONE[done]}
    >
      {problem ? (
        <AccountError form="notifications" problem={problem} testId="notifications-error" />
      ) : null}
      <Form method="post" className="help-section" data-testid="notifications-toggle">
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="backInStock" value={backInStock ? "" : "on"} />
        <p data-testid="notifications-state">
          <strong>{t("help.notifications.toggle")}</strong>
          <br />
          {backInStock ? t("help.notifications.on") : t("help.notifications.off")}
        </p>
        <button
          type="submit"
          className={backInStock ? "button button--secondary" : "button button--primary"}
          aria-disabled={busy || undefined}
        >
          {backInStock ? t("help.notifications.turnOff") : t("help.notifications.turnOn")}
        </button>
      </Form>
      <section className="help-section" aria-labelledby="notifications-list">
        <h2 id="notifications-list">{t("help.notifications.list")}</h2>
        {items.length === 0 ? (
          <p className="muted">{t("help.notifications.empty")}</p>
        ) : (
          <ul className="help-list" data-testid="notifications-items">
            {items.map((item) => {
              const name = item.name ?? t("help.notifications.unknownItem", { upc: item.upc });
              return (
                <li key={item.upc}>
                  <span>
                    <strong>{name}</strong>
                    {item.detail ? <span className="muted"> · {item.detail}</span> : null}
                    <br />
                    <span className="muted">
                      {item.sent
                        ? t("help.notifications.sent", { date: item.sent })
                        : t("help.notifications.waiting")}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="upc" value={item.upc} />
                    <button
                      type="submit"
                      className="link-button"
                      aria-label={t("help.notifications.removeLabel", { name })}
                    >
                      {t("help.notifications.remove")}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </AccountPage>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
