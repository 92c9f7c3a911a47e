import { money } from "../../lib/format";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import type { Route } from "./+types/xplr-pass.route";
import { HelpFrame, helpMeta } from "./HelpFrame";
import { loadProgramme } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(helpCss);

export const meta: Route.MetaFunction = ({ matches, params }) =>
  helpMeta(matches, "help.xplr.title", "help.xplr.description", `/${params.locale}/xplr-pass`);

/** 000 §2 `/xplr-pass`: the loyalty programme with the figures the loyalty area applies. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale } = params;
  const { programme, signedIn } = await loadProgramme(context, locale);
  const { currency } = programme;
  return {
    pointsPerUnit: programme.pointsPerUnit,
    unit: money(1, currency, locale),
    pointValue: money(programme.pointValue, currency, locale),
    tiers: programme.voucherTiers.map((tier) => ({
      points: tier.points,
      amount: money(tier.amount, currency, locale),
    })),
    welcome: { percent: programme.welcomeDiscountPercentage, days: programme.welcomeValidDays },
    signedIn,
    messages: pageMessages(locale, ["help"]),
  };
}

export default function XplrPass({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { locale } = params;
  const { pointsPerUnit, unit, pointValue, tiers, welcome, signedIn } = loaderData;
  const join = signedIn ? `/${locale}/enrol` : `/${locale}/sign-up`;
  return (
    <HelpFrame
      locale={locale}
      title={t("help.xplr.title")}
      intro={t("help.xplr.intro")}
      current="xplr-pass"
      testId="xplr-page"
    >
      <div className="help-actions">
        <a {...appLink(join)} className="button button--primary" data-testid="xplr-join">
          {signedIn ? t("help.xplr.joinSignedIn") : t("help.xplr.join")}
        </a>
      </div>
      <ol className="help-steps">
        <li>
          <h2>{t("help.xplr.earn.title")}</h2>
          <p data-testid="xplr-earn">{t("help.xplr.earn.text", { points: pointsPerUnit, unit })}</p>
        </li>
        <li>
          <h2>{t("help.xplr.pay.title")}</h2>
          <p data-testid="xplr-pay">{t("help.xplr.pay.text", { value: pointValue })}</p>
        </li>
        <li>
          <h2>{t("help.xplr.welcome.title")}</h2>
          <p>{t("help.xplr.welcome.text", welcome)}</p>
        </li>
        <li>
          <h2>{t("help.xplr.vouchers.title")}</h2>
          <table className="help-table">
            <thead>
              <tr>
                <th scope="col">{t("help.xplr.vouchers.points")}</th>
                <th scope="col">{t("help.xplr.vouchers.amount")}</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map((tier) => (
                <tr key={tier.points}>
                  <td>{tier.points}</td>
                  <td>{tier.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </li>
      </ol>
      <p>
        <a {...appLink(`/${locale}/loyalty-terms`)}>{t("help.xplr.terms")}</a>
      </p>
    </HelpFrame>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
