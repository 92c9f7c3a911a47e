import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import type { Route } from "./+types/how-to-return.route";
import { HelpFrame, helpMeta } from "./HelpFrame";
import { loadReturnsPage } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(helpCss);

export const meta: Route.MetaFunction = ({ matches, params }) =>
  helpMeta(
    matches,
    "help.returns.title",
    "help.returns.description",
    `/${params.locale}/help/returns/how-to-return`,
  );

/** 000 §2 `/help/returns/how-to-return`, with the site's return window. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return {
    ...(await loadReturnsPage(context, params.locale)),
    messages: pageMessages(params.locale, ["help"]),
  };
}

export default function HowToReturn({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const { locale } = params;
  const { days } = loaderData;
  return (
    <HelpFrame
      locale={locale}
      title={t("help.returns.title")}
      intro={t("help.returns.intro", { days })}
      current="help/returns/how-to-return"
      testId="returns-page"
    >
      <p className="help-fact" data-testid="return-window">
        <strong>{days}</strong>
        <span>
          <b>{t("help.returns.window.title")}</b> · {t("help.returns.window.text", { days })}
        </span>
      </p>
      <ol className="help-steps">
        <li>
          <h2>{t("help.returns.step1.title")}</h2>
          <p>{t("help.returns.step1.account")}</p>
          <p>
            <a {...appLink(`/${locale}/account`)}>{t("help.returns.step1.accountLink")}</a>
          </p>
          <p>{t("help.returns.step1.guest")}</p>
          <p>
            <a {...appLink(`/${locale}/order-lookup`)}>{t("help.returns.step1.guestLink")}</a>
          </p>
        </li>
        <li>
          <h2>{t("help.returns.step2.title")}</h2>
          <p>{t("help.returns.step2.text")}</p>
        </li>
        <li>
          <h2>{t("help.returns.step3.title")}</h2>
          <p>{t("help.returns.step3.text")}</p>
        </li>
        <li>
          <h2>{t("help.returns.step4.title")}</h2>
          <p>{t("help.returns.step4.text")}</p>
        </li>
      </ol>
      <section className="help-section" aria-labelledby="returns-refund">
        <h2 id="returns-refund">{t("help.returns.refund.title")}</h2>
        <ul>
          <li>{t("help.returns.refund.tenders")}</li>
          <li>{t("help.returns.refund.condition")}</li>
          <li>{t("help.returns.refund.exceptions")}</li>
        </ul>
      </section>
      <p>
        <a {...appLink(`/${locale}/help/contact-us`)} className="button button--secondary">
          {t("help.contactLink")}
        </a>
      </p>
    </HelpFrame>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
