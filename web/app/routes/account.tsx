import { ApiError, GET_CONSUMER } from "@ridgeline/contract";
import { Form, redirect } from "react-router";
import { AccountNav } from "../components/AccountNav";
import { SpendBanners } from "../components/SpendBanners";
import { sessionContext } from "../lib/context";
import { languageOf, translator, useT } from "../lib/i18n";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ params }) => [
  { title: translator(languageOf(params["locale"]))("account.pageTitle") },
  { name: "robots", content: "noindex" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const signIn = redirect(
    `/${params.locale}/sign-in?next=${encodeURIComponent(`/${params.locale}/account`)}`,
  );
  if (!session.signedIn) throw signIn;
  try {
    return { profile: await session.api.call(GET_CONSUMER, { query: { locale: params.locale } }) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw signIn;
    throw error;
  }
}

/** A stored YYYY-MM-DD date as the locale writes dates (MM/DD/YYYY in the US). */
function birthDateIn(locale: string, date: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: "UTC", dateStyle: "short" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export default function Account({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { consumerDetails: details, partiallyEnrolled } = loaderData.profile;
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
      {partiallyEnrolled ? <p className="notice notice--info">{t("account.incomplete")}</p> : null}
      <SpendBanners details={details} locale={params.locale} />
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
