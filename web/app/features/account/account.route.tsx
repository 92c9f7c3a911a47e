import { countryOfLocale, postalCodeLabelKey } from "../../lib/address-layout";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { AccountNav } from "./AccountNav";
import { LoyaltyCard } from "./LoyaltyCard";
import { SpendBanners } from "./SpendBanners";
import { joinLoyalty, loadAccountOverview } from "./account-overview.server";
import type { Route } from "./+types/account.route";
import { personalPage } from "../../lib/session.server";
import { metaT, useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { birthDateText } from "../../lib/format";
import { stylesheets } from "../../ui/stylesheets";
import accountCss from "./account.css?url";

export const links: Route.LinksFunction = () => stylesheets(accountCss);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("account.pageTitle") },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = [personalPage];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadAccountOverview(context, params.locale, request)),
    messages: pageMessages(params.locale, ["account", "form-errors"]),
  };
}

/** The page's one form: "Join the loyalty programme". */
export async function action({ params, context }: Route.ActionArgs) {
  return joinLoyalty(context, params.locale);
}

export default function Account({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { profile, vouchers, welcome, done } = loaderData;
  const { consumerDetails: details, partiallyEnrolled } = profile;
  const problem = useActionData<typeof action>() ?? null;
  const busy = useNavigation().state === "submitting";
  const rows: [string, string | null][] = [
    [t("account.name"), `${details.firstName} ${details.lastName}`],
    [t("account.email"), details.email],
    [t("account.phone"), details.phone],
    [t(postalCodeLabelKey(countryOfLocale(params.locale))), details.postalCode],
    [t("account.birthDate"), details.birthDate && birthDateText(details.birthDate, params.locale)],
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
      <LoyaltyCard
        profile={profile}
        vouchers={vouchers}
        welcome={welcome}
        locale={params.locale}
        problem={problem}
        busy={busy}
      />
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

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
