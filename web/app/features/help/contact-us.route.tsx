import { useActionData } from "react-router";
import { revalidateAfterPost } from "../../lib/bot-check";
import { appLink } from "../../lib/client-links";
import { useT } from "../../lib/i18n";
import { pageMessages } from "../../lib/i18n.server";
import { stylesheets } from "../../ui/stylesheets";
import type { Route } from "./+types/contact-us.route";
import { ContactForm } from "./ContactForm";
import { HelpFrame, helpMeta } from "./HelpFrame";
import { loadContactPage, sendContactCase } from "./help.server";
import helpCss from "./help.css?url";

export const links: Route.LinksFunction = () => stylesheets(helpCss);

export const meta: Route.MetaFunction = ({ matches, params }) =>
  helpMeta(
    matches,
    "help.contact.title",
    "help.contact.description",
    `/${params.locale}/help/contact-us`,
  );

// Every send spends the page's bot challenge: the page reloads its data for a fresh one.
export const shouldRevalidate = revalidateAfterPost;

/** 000 §2 `/help/contact-us`: the categories and subjects, and a fresh bot challenge. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return {
    ...(await loadContactPage(context, params.locale, new URL(request.url))),
    messages: pageMessages(params.locale, ["help", "form-errors"]),
  };
}

/** Opens the case; a refusal comes back with what was typed, success shows its number. */
export async function action({ params, request, context }: Route.ActionArgs) {
  return sendContactCase(context, params.locale, await request.formData());
}

export default function ContactUs({ loaderData, params }: Route.ComponentProps) {
  const t = useT();
  const problem = useActionData<typeof action>() ?? null;
  const { locale } = params;
  const { caseNumber } = loaderData;
  return (
    <HelpFrame
      locale={locale}
      title={t("help.contact.title")}
      intro={caseNumber ? undefined : t("help.contact.intro")}
      current="help/contact-us"
      testId="contact-page"
    >
      {caseNumber && !problem ? (
        <section className="help-sent" role="status" data-testid="contact-sent">
          <h2>{t("help.contact.sentTitle")}</h2>
          <p className="case-number" data-testid="case-number">
            {caseNumber}
          </p>
          <p>{t("help.contact.sent", { caseNumber })}</p>
          <a {...appLink(`/${locale}/help/contact-us`)} className="button button--secondary">
            {t("help.contact.another")}
          </a>
        </section>
      ) : (
        <ContactForm
          categories={loaderData.categories}
          challenge={loaderData.challenge}
          prefill={loaderData.prefill}
          problem={problem}
        />
      )}
      <section className="help-section" aria-labelledby="contact-faster">
        <h2 id="contact-faster">{t("help.contact.faster")}</h2>
        <ul>
          <li>
            <a {...appLink(`/${locale}/order-lookup`)}>{t("help.contact.trackOrder")}</a>
          </li>
          <li>
            <a {...appLink(`/${locale}/help/returns/how-to-return`)}>
              {t("help.contact.howToReturn")}
            </a>
          </li>
          <li>
            <a {...appLink(`/${locale}/policies/shipping-terms`)}>{t("help.contact.shipping")}</a>
          </li>
        </ul>
      </section>
    </HelpFrame>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "../../ui/PageErrorBoundary";
