import {
  ApiError,
  ENROL_CONSUMER,
  formatMoney,
  GET_CONSUMER,
  GET_LOYALTY_VOUCHERS,
  GET_WELCOME_PROMO,
  type Currency,
} from "@ridgeline/contract";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { AccountNav } from "./AccountNav";
import { SpendBanners } from "./SpendBanners";
import { accountRefusal, accountSession, doneRedirect } from "./account.server";
import { sessionContext } from "../../lib/context";
import { formErrorText } from "../../lib/form-errors";
import { languageOf, translator, useT } from "../../lib/i18n";
import type { Route } from "./+types/account.route";
import { personalPage } from "../../lib/session.server";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss);

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("account.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const signIn = redirect(
    `/${params.locale}/sign-in?next=${encodeURIComponent(`/${params.locale}/account`)}`,
  );
  if (!session.signedIn) throw signIn;
  const query = { locale: params.locale };
  try {
    const profile = await session.api.call(GET_CONSUMER, {
      query: { ...query, withLoyalty: "true" },
    });
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
        ? new Intl.DateTimeFormat(params.locale, { dateStyle: "long" }).format(
            new Date(welcome.expiresAt),
          )
        : null;
    return {
      profile,
      vouchers,
      welcome: welcomeUntil && welcome ? { ...welcome, until: welcomeUntil } : null,
      done: new URL(request.url).searchParams.get("done"),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signIn;
    throw error;
  }
}

/** "Join the loyalty programme": enrols the signed-in shopper (POST /consumers-v3/consumer). */
export async function action({ params, context }: Route.ActionArgs) {
  const { locale } = params;
  const page = `/${locale}/account`;
  const { session, guard } = accountSession(context, locale, page);
  try {
    await guard(
      session.api.call(ENROL_CONSUMER, {
        query: { locale },
        body: { consumerProfile: { enrollments: { loyalty: true, source: "ACCOUNT" } } },
      }),
    );
  } catch (error) {
    return accountRefusal(error, "join", {});
  }
  return doneRedirect(page, "joined");
}

/** A stored YYYY-MM-DD date as the locale writes dates (MM/DD/YYYY in the US). */
function birthDateIn(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "short" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export default function Account({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { profile, vouchers, welcome, done } = loaderData;
  const { consumerDetails: details, partiallyEnrolled } = profile;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const offered = vouchers?.offeredLoyaltyVoucher ?? null;
  const money = (amount: number) =>
    formatMoney(amount, (vouchers?.currency ?? "USD") as Currency, params.locale);
  const rows: [string, string | null][] = [
    [t("account.name"), `${details.firstName} ${details.lastName}`],
    [t("account.email"), details.email],
    [t("account.phone"), details.phone],
    [t("account.postalCode"), details.postalCode],
    [t("account.birthDate"), details.birthDate && birthDateIn(params.locale, details.birthDate)],
  ];
  return (
    <section className="account-page">
      <AccountNav locale={params.locale} />
      <h1>{t("account.title", { name: details.firstName })}</h1>
      {partiallyEnrolled ? (
        <p className="notice notice--info" data-testid="account-incomplete">
          {t("account.incomplete")}{" "}
          <Link to={`/${params.locale}/enrol`}>{t("authDialog.completeProfile")}</Link>
        </p>
      ) : null}
      <SpendBanners details={details} locale={params.locale} />
      {done === "joined" && !problem ? (
        <p className="notice notice--success" role="status" data-testid="account-done">
          {t("loyalty.joined")}
        </p>
      ) : null}
      <div className="loyalty-card" data-testid="loyalty-card">
        <h2>{t("loyalty.title")}</h2>
        {profile.isLoyaltyMember ? (
          <>
            <dl className="loyalty-card__figures">
              <div>
                <dt>{t("loyalty.points")}</dt>
                <dd data-testid="loyalty-points">
                  {(profile.loyaltySummary?.points.balance ?? 0).toLocaleString(params.locale)}
                </dd>
              </div>
              <div>
                <dt>{t("loyalty.memberId")}</dt>
                <dd data-testid="loyalty-member-id">{profile.memberId}</dd>
              </div>
            </dl>
            <p data-testid="loyalty-voucher">
              {offered
                ? t("loyalty.voucherOffered", {
                    amount: money(offered.amountInCurrency),
                    points: offered.points.toLocaleString(params.locale),
                  })
                : t("loyalty.noVoucher", {
                    points: (vouchers?.applicableLoyaltyVouchers[0]?.points ?? 100).toLocaleString(
                      params.locale,
                    ),
                  })}
            </p>
            {welcome ? (
              <p className="loyalty-card__promo" data-testid="loyalty-welcome">
                {t("loyalty.welcomePromo", {
                  percent: welcome.discountPercentage,
                  date: welcome.until,
                })}{" "}
                <strong>{welcome.promoCode}</strong>
              </p>
            ) : null}
          </>
        ) : (
          <Form method="post" className="loyalty-card__join">
            <p>{t("loyalty.pitch")}</p>
            {problem ? (
              <p className="notice field-error" role="alert" data-testid="loyalty-error">
                {formErrorText(t, "loyalty", {
                  errorId: problem.errorId,
                  field: problem.field ?? undefined,
                })}
              </p>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="join"
              className="button button--primary"
              disabled={busy}
            >
              {t("loyalty.join")}
            </button>
          </Form>
        )}
      </div>
      <h2>{t("account.details")}</h2>
      <dl className="account-details" data-testid="account-details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? <span className="muted">{t("account.missing")}</span>}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" action={`/${params.locale}/sign-out`}>
        <button type="submit" className="button button--secondary">
          {t("account.signOut")}
        </button>
      </Form>
    </section>
  );
}
