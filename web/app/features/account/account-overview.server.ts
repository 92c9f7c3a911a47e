import {
  dateTimeFormat,
  ENROL_CONSUMER,
  GET_CONSUMER,
  GET_LOYALTY_VOUCHERS,
  GET_WELCOME_PROMO,
} from "@ridgeline/contract";
import type { RouterContextProvider } from "react-router";
import { submitAccountForm } from "./account.server";
import { accountSession } from "../auth/index.server";

/**
 * The account overview: the shopper's profile and, for a loyalty member, their vouchers and
 * welcome promo. Signed out (or refused with a 401) it goes to the sign-in page and back.
 */
export async function loadAccountOverview(
  context: Readonly<RouterContextProvider>,
  locale: string,
  request: Request,
) {
  const { session, guard } = accountSession(context, locale, `/${locale}/account`);
  const query = { locale };
  const profile = await guard(
    session.api.call(GET_CONSUMER, { query: { ...query, withLoyalty: "true" } }),
  );
  // Points and the voucher on offer are a bonus on this page: without them it still works.
  const [vouchers, welcome] = profile.isLoyaltyMember
    ? await Promise.all([
        session.api.call(GET_LOYALTY_VOUCHERS, { query }).catch(() => null),
        session.api.call(GET_WELCOME_PROMO, { query }).catch(() => null),
      ])
    : [null, null];
  // Formatted here, not in render code, so server and browser print the same date.
  const welcomeUntil =
    welcome && !welcome.redeemed && !welcome.expired
      ? dateTimeFormat(locale, { dateStyle: "long" }).format(new Date(welcome.expiresAt))
      : null;
  return {
    profile,
    vouchers,
    welcome: welcomeUntil && welcome ? { ...welcome, until: welcomeUntil } : null,
    done: new URL(request.url).searchParams.get("done"),
  };
}

/** "Join the loyalty programme": enrols the signed-in shopper (POST /consumers-v3/consumer). */
export function joinLoyalty(context: Readonly<RouterContextProvider>, locale: string) {
  return submitAccountForm(
    context,
    locale,
    `/${locale}/account`,
    { intent: "join", done: "joined" },
    (api) =>
      api.call(ENROL_CONSUMER, {
        query: { locale },
        body: { consumerProfile: { enrollments: { loyalty: true, source: "ACCOUNT" } } },
      }),
  );
}
