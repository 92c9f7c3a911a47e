import type { Subscription, SubscriptionChannel } from "@ridgeline/contract";
import { Form } from "react-router";
import { useT } from "../../lib/i18n";
import { isPending } from "./preferences";
import { dateTimeFormat } from "@ridgeline/contract";

interface Props {
  channel: SubscriptionChannel;
  row: Subscription | undefined;
  /** Where the channel would send: the profile's e-mail or phone (null: none given). */
  recipient: string | null;
  locale: string;
  busy: boolean;
}

/** One newsletter channel: subscribed since, waiting for the link, or not, and its button. */
export function PreferenceChannel({ channel, row, recipient, locale, busy }: Props) {
  const t = useT();
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
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
        <h2>{t(channel === "email" ? "preferences.email" : "preferences.sms")}</h2>
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
