import {
  GET_CONSUMER,
  GET_SUBSCRIPTIONS,
  SUBSCRIBE,
  UPDATE_SUBSCRIPTIONS,
  type SubscriptionChannel,
} from "@ridgeline/contract";
import { data, type RouterContextProvider } from "react-router";
import { doneRedirect, submitAccountForm } from "./account.server";
import { accountRefusal, accountSession } from "../auth/index.server";
import type { AccountProblem } from "../auth";
import { isPending } from "./preferences";

const page = (locale: string) => `/${locale}/account/preferences`;

/** The preferences page: the newsletter subscriptions, and where each channel would send. */
export async function loadPreferencesPage(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  const url = new URL(request.url);
  const { session, guard } = accountSession(context, locale, page(locale));
  const [{ subscriptions }, profile] = await Promise.all([
    guard(session.api.call(GET_SUBSCRIPTIONS, { query: { locale } })),
    guard(session.api.call(GET_CONSUMER, { query: { locale } })),
  ]);
  const { email, phone } = profile.consumerDetails;
  return { subscriptions, email, phone, done: url.searchParams.get("done") };
}

/** Unsubscribes the channel's newsletter (or cancels a subscription still waiting). */
export function optOut(
  context: Readonly<RouterContextProvider>,
  locale: string,
  channel: SubscriptionChannel,
) {
  return submitAccountForm(
    context,
    locale,
    page(locale),
    { intent: "optout", done: "unsubscribed" },
    (api) =>
      api.call(UPDATE_SUBSCRIPTIONS, {
        query: { locale },
        body: { subscriptions: [{ type: "Newsletter", channel, optin: false }] },
      }),
  );
}

/**
 * Subscribes the channel's newsletter at the profile's e-mail or phone (refused without one);
 * where the API asks for a double opt-in, the page says the link is on its way.
 */
export async function optIn(
  context: Readonly<RouterContextProvider>,
  locale: string,
  intent: string,
  channel: SubscriptionChannel,
  /** A content block's form on another page (issue 28): the answer, not a redirect. */
  inline = false,
) {
  const { session, guard } = accountSession(context, locale, page(locale));
  const query = { locale };
  try {
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
    const done = isPending(row) ? "pending" : "subscribed";
    if (inline) return { done, subscriptions };
    return doneRedirect(page(locale), done);
  } catch (error) {
    return accountRefusal(error, intent, {});
  }
}
